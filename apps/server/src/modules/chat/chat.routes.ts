import {
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageList,
  CollaborationIdParams,
  ProjectIdParams,
  SendChatMessageBody,
} from '@skillsync/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { rateLimitKey } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { listRoomMessages, sendRoomMessage } from './chat.service.ts';
import type { ChatRoom } from './rooms.ts';

/** Messages a member may send a minute, over all their rooms (counted after the session is known, so per member). */
export const MESSAGES_PER_MINUTE = 60;

/** The two team chats of spec §7: a project's and a problem team's (the collaboration chat). */
export async function chatRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  const sendLimit = {
    rateLimit: {
      max: MESSAGES_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.session?.user.id ?? rateLimitKey(request),
    },
  };

  const chats: {
    path: string;
    kind: ChatRoom['kind'];
    params: typeof ProjectIdParams | typeof CollaborationIdParams;
  }[] = [
    { path: '/projects/:id/messages', kind: 'project', params: ProjectIdParams },
    { path: '/collaborations/:id/messages', kind: 'collaboration', params: CollaborationIdParams },
  ];
  for (const { path, kind, params } of chats) {
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
}
