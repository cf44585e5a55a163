import {
  ActionParams,
  AppealableDecision,
  AppealParams,
  AppealTokenQuery,
  CreateAppealBody,
  DecideCaseBody,
  MessageResponse,
  ModerationQueueQuery,
  OpenAppealList,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { appealDecision, decideAppeal, getDecision, getOpenAppeals } from './appeals.service.ts';

/** A member's appeal of a moderation decision about them, and the moderators' answer to it. */
export async function appealRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member, open } = routeOptions('moderation');

  app.get(
    '/appeals/:actionId',
    open({
      description:
        'A moderation decision about the member, and their appeal: for them signed in, or with the signed `token` of the e-mail about it.',
      params: ActionParams,
      querystring: AppealTokenQuery,
      response: { 200: AppealableDecision },
    }),
    (request) => getDecision(ctx, request, request.params, request.query.token),
  );
  app.post(
    '/appeals/:actionId',
    open({
      description: "Appeals a decision, once (409 after); as the GET, signed in or with the e-mail's `token`.",
      params: ActionParams,
      body: CreateAppealBody,
      response: { 201: AppealableDecision },
    }),
    async (request, reply) => reply.code(201).send(await appealDecision(ctx, request, request.params, request.body)),
  );
  app.get(
    '/moderation/appeals',
    member({
      description: 'Moderators only: the open appeals, oldest first.',
      querystring: ModerationQueueQuery,
      response: { 200: OpenAppealList },
    }),
    (request) => getOpenAppeals(ctx, request, request.query),
  );
  const appealDecisionRoute = (does: string) =>
    member({
      description: `Moderators only: ${does}.`,
      params: AppealParams,
      body: DecideCaseBody,
      response: { 200: MessageResponse },
    });
  app.post(
    '/moderation/appeals/:id/uphold',
    appealDecisionRoute('the decision stands; a moderator other than the one who took it decides'),
    (request) => decideAppeal(ctx, request, request.params, 'uphold', request.body),
  );
  app.post(
    '/moderation/appeals/:id/overturn',
    appealDecisionRoute('the decision is undone: content shown again, suspension or ban lifted'),
    (request) => decideAppeal(ctx, request, request.params, 'overturn', request.body),
  );
}
