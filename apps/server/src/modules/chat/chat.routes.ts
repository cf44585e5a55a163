import { ChatHistoryQuery, ChatMessage, ChatMessageList, SendChatMessageBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { perMemberPerMinute } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { attachmentsRoutes } from './attachments.routes.ts';
import { listRoomMessages, sendRoomMessage } from './chat.service.ts';
import { messageActionRoutes } from './message-actions.routes.ts';
import { readRoutes } from './reads.routes.ts';
import { ROOM_ROUTES } from './room-routes.ts';
import { searchRoutes } from './search.routes.ts';

/** Messages a member may send a minute, over all their rooms (counted after the session is known, so per member). */
export const MESSAGES_PER_MINUTE = 60;

/** The two team chats of spec §7: a project's and a problem team's (the collaboration chat). */
export async function chatRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  const sendLimit = perMemberPerMinute(MESSAGES_PER_MINUTE);

  await app.register(attachmentsRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  for (const { path: room, kind, params } of ROOM_ROUTES) {
    const path = `${room}/messages`;
    app.get(
      path,
      member({ params, querystring: ChatHistoryQuery, response: { 200: ChatMessageList } }),
      async (request) => listRoomMessages(ctx, request, { kind, id: request.params.id }, request.query),
    );
    app.post(
      path,
      {
        config: sendLimit,
        ...member({ params, body: SendChatMessageBody, response: { 200: ChatMessage, 201: ChatMessage } }),
      },
      async (request, reply) => {
        const sent = await sendRoomMessage(ctx, requireUser(request), { kind, id: request.params.id }, request.body);
        return reply.code(sent.isNew ? 201 : 200).send(sent.message);
      },
    );
  }
  await fastify.register(messageActionRoutes, { ctx });
  await fastify.register(readRoutes, { ctx });
}
