import { ChatMessage, ChatMessageParams, ChatReactionParams, EditChatMessageBody } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { deleteMessage, editMessage, reactToMessage } from './message-actions.service.ts';

/** Acting on one message of any room: editing, deleting, reacting (the room is the message's own). */
export async function messageActionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  const answer = { 200: ChatMessage };

  app.patch(
    '/chat/messages/:messageId',
    member({ params: ChatMessageParams, body: EditChatMessageBody, response: answer }),
    async (request) => editMessage(ctx, request, request.params.messageId, request.body),
  );
  app.delete('/chat/messages/:messageId', member({ params: ChatMessageParams, response: answer }), async (request) =>
    deleteMessage(ctx, request, request.params.messageId),
  );
  const reaction = member({ params: ChatReactionParams, response: answer });
  app.put('/chat/messages/:messageId/reactions/:emoji', reaction, async (request) =>
    reactToMessage(ctx, request, request.params, true),
  );
  app.delete('/chat/messages/:messageId/reactions/:emoji', reaction, async (request) =>
    reactToMessage(ctx, request, request.params, false),
  );
}
