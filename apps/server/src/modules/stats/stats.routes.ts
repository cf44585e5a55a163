import { CommunityStats } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { createCommunityStats, STATS_CACHE_SECONDS } from './stats.service.ts';

export async function statsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const getCommunityStats = createCommunityStats(ctx);

  app.get('/stats', { schema: { tags: ['stats'], response: { 200: CommunityStats } } }, async (_request, reply) => {
    // Public figures, the same for everyone: browsers and proxies may keep them as long as the server does.
    reply.header('cache-control', `public, max-age=${STATS_CACHE_SECONDS}`);
    return getCommunityStats();
  });
}
