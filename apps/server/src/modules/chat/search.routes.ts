import { ChatSearchQuery, ChatSearchResults } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { ROOM_ROUTES } from './room-routes.ts';
import { searchRoomMessages } from './search.service.ts';

/** Under /api, inside chatRoutes: searching a room's history, for its members. */
export async function searchRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  for (const { path, kind, params } of ROOM_ROUTES) {
    app.get(
      `${path}/messages/search`,
      member({ params, querystring: ChatSearchQuery, response: { 200: ChatSearchResults } }),
      async (request) => searchRoomMessages(ctx, request, { kind, id: request.params.id }, request.query),
    );
  }
}
