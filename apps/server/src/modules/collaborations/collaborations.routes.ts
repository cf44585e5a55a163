import { CollaborationList, PageQuery, UserIdParams } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { listUserCollaborations } from './collaborations.service.ts';

export async function collaborationsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/:userId/collaborations',
    {
      schema: {
        tags: ['collaborations'],
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: CollaborationList },
      },
    },
    async (request) => listUserCollaborations(ctx, request, request.params.userId, request.query),
  );
}
