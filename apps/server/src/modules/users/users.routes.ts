import { UpdateLanguageBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { setLanguage } from './users.service.ts';

export async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/users/me/language',
    { schema: { tags: ['users'], body: UpdateLanguageBody, response: { 200: UpdateLanguageBody } } },
    async (request) => setLanguage(ctx, requireUser(request), request.body),
  );
}
