import { ChatRoomInfo, ChatUnread, MarkChatReadBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { getRoomInfo, getUnread, markRead } from './reads.service.ts';
import { ROOM_ROUTES } from './room-routes.ts';

/** What a member has read: each room's people and read position, and their unread messages over all rooms. */
export async function readRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');

  for (const { path, kind, params } of ROOM_ROUTES) {
    app.get(`${path}/chat`, member({ params, response: { 200: ChatRoomInfo } }), async (request) =>
      getRoomInfo(ctx, request, { kind, id: request.params.id }),
    );
    app.put(
      `${path}/messages/read`,
      member({ params, body: MarkChatReadBody, response: { 200: ChatRoomInfo } }),
      async (request) => markRead(ctx, request, { kind, id: request.params.id }, request.body),
    );
  }
  app.get('/chat/unread', member({ response: { 200: ChatUnread } }), async (request) => getUnread(ctx, request));
}
