import { ProblemIdParams, ProjectIdParams, Recommendations } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ONLY } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { recommendForProblem, recommendForProject, recommendPeople } from './matching.service.ts';

export async function matchingRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matching'];
  const response = { 200: Recommendations };

  app.get('/people', { schema: { security: MEMBER_ONLY, tags, response } }, async (request) =>
    recommendPeople(ctx, request),
  );
  app.get(
    '/problems/:id',
    { schema: { security: MEMBER_ONLY, tags, params: ProblemIdParams, response } },
    async (request) => recommendForProblem(ctx, request, request.params.id),
  );
  app.get(
    '/projects/:id',
    { schema: { security: MEMBER_ONLY, tags, params: ProjectIdParams, response } },
    async (request) => recommendForProject(ctx, request, request.params.id),
  );
}
