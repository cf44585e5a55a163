import {
  Conversation,
  ConversationIdParams,
  ConversationList,
  ConversationListQuery,
  StartConversationBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { perMemberPerMinute } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { answerConversation, getConversation, listConversations, startConversation } from './conversations.service.ts';

/** Conversations a member may start, accept or ignore a minute: each writes, and a start may make a row. */
const CONVERSATION_WRITES_PER_MINUTE = 30;

/**
 * Direct conversations between two members: found or started, listed (the inbox and the requests), read, and a
 * request accepted or ignored. Their messages go through the chat routes (`/conversations/:id/messages`).
 */
export async function conversationsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  const config = perMemberPerMinute(CONVERSATION_WRITES_PER_MINUTE);

  app.post(
    '/conversations',
    { config, ...member({ body: StartConversationBody, response: { 200: Conversation, 201: Conversation } }) },
    async (request, reply) => {
      const { conversation, isNew } = await startConversation(ctx, request, request.body);
      return reply.code(isNew ? 201 : 200).send(conversation);
    },
  );
  app.get(
    '/conversations',
    member({ querystring: ConversationListQuery, response: { 200: ConversationList } }),
    (request) => listConversations(ctx, request, request.query),
  );
  app.get('/conversations/:id', member({ params: ConversationIdParams, response: { 200: Conversation } }), (request) =>
    getConversation(ctx, request, request.params.id),
  );
  for (const answer of ['accept', 'ignore'] as const) {
    app.post(
      `/conversations/:id/${answer}`,
      { config, ...member({ params: ConversationIdParams, response: { 200: Conversation } }) },
      (request) => answerConversation(ctx, request, request.params.id, answer),
    );
  }
}
