import { ChatMessage, ChatMessageParams, ChatReactionParams, EditChatMessageBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { perMemberPerMinute } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { deleteMessage, editMessage, reactToMessage } from './message-actions.service.ts';

/**
 * Calls of each action on messages a member may make a minute (each route counts its own): each takes its room's
 * lock and is heard by everyone in it.
 */
const MESSAGE_ACTIONS_PER_MINUTE = 120;

/** Acting on one message of any room: editing, deleting, reacting (the room is the message's own). */
export async function messageActionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  const answer = { 200: ChatMessage };
  const config = perMemberPerMinute(MESSAGE_ACTIONS_PER_MINUTE);

  app.patch(
    '/chat/messages/:messageId',
    { config, ...member({ params: ChatMessageParams, body: EditChatMessageBody, response: answer }) },
    async (request) => editMessage(ctx, request, request.params.messageId, request.body),
  );
  app.delete(
    '/chat/messages/:messageId',
    { config, ...member({ params: ChatMessageParams, response: answer }) },
    async (request) => deleteMessage(ctx, request, request.params.messageId),
  );
  const reaction = { config, ...member({ params: ChatReactionParams, response: answer }) };
  app.put('/chat/messages/:messageId/reactions/:emoji', reaction, async (request) =>
    reactToMessage(ctx, request, request.params, true),
  );
  app.delete('/chat/messages/:messageId/reactions/:emoji', reaction, async (request) =>
    reactToMessage(ctx, request, request.params, false),
  );
}
