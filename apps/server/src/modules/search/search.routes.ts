import { SearchQuery, SearchResults } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { search } from './search.service.ts';

export async function searchRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: SearchQuery, response: { 200: SearchResults } } },
    async (request) => search(ctx, request, request.query),
  );
}
