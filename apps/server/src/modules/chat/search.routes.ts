import { ChatSearchQuery, ChatSearchResults } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { perMemberPerMinute } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { ROOM_ROUTES } from './room-routes.ts';
import { searchRoomMessages } from './search.service.ts';

/** Searches a member may run a minute (the web searches as one types, a pause apart). */
const SEARCHES_PER_MINUTE = 60;

/** Under /api, inside chatRoutes: searching a room's history, for its members. */
export async function searchRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  for (const { path, kind, params } of ROOM_ROUTES) {
    app.get(
      `${path}/messages/search`,
      {
        config: perMemberPerMinute(SEARCHES_PER_MINUTE),
        ...member({ params, querystring: ChatSearchQuery, response: { 200: ChatSearchResults } }),
      },
      async (request) => searchRoomMessages(ctx, request, { kind, id: request.params.id }, request.query),
    );
  }
}
