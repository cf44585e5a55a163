import {
  CaseParams,
  ContentParams,
  CreateReportBody,
  DecideCaseBody,
  MessageResponse,
  ModerationLog,
  ModerationQueue,
  ModerationQueueQuery,
  PageQuery,
  Report,
  ReportList,
  SuspendCaseBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import {
  createReport,
  decideCase,
  getModerationLog,
  getMyReports,
  getQueue,
  restoreContent,
} from './moderation.service.ts';

/** Members' reports, and the moderators' queue, decisions and audit log. */
export async function moderationRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('moderation');

  app.post(
    '/reports',
    member({
      description:
        'Reports something the member can see and is not theirs; 409 while their earlier report about it is open.',
      body: CreateReportBody,
      response: { 201: Report },
    }),
    async (request, reply) => reply.code(201).send(await createReport(ctx, request, request.body)),
  );
  app.get('/reports', member({ querystring: PageQuery, response: { 200: ReportList } }), (request) =>
    getMyReports(ctx, request, request.query),
  );

  app.get(
    '/moderation/cases',
    member({
      description: 'Moderators only: the open cases, overdue first, then oldest first.',
      querystring: ModerationQueueQuery,
      response: { 200: ModerationQueue },
    }),
    (request) => getQueue(ctx, request, request.query),
  );
  const decision = <B extends typeof DecideCaseBody | typeof SuspendCaseBody>(body: B, does: string) =>
    member({ description: `Moderators only: ${does}.`, params: CaseParams, body, response: { 200: MessageResponse } });
  app.post(
    '/moderation/cases/:type/:id/dismiss',
    decision(DecideCaseBody, 'dismisses every open report about it, with the reason the reporters read'),
    (request) => decideCase(ctx, request, request.params, { action: 'dismiss', ...request.body }),
  );
  app.post(
    '/moderation/cases/:type/:id/hide',
    decision(DecideCaseBody, 'hides the content: "Removed by moderators" to all but its author, who reads the reason'),
    (request) => decideCase(ctx, request, request.params, { action: 'hide', ...request.body }),
  );
  app.post(
    '/moderation/cases/:type/:id/warn',
    decision(DecideCaseBody, 'warns its member with the reason, and tells the reporters it was acted on'),
    (request) => decideCase(ctx, request, request.params, { action: 'warn', ...request.body }),
  );
  app.post(
    '/moderation/cases/:type/:id/suspend',
    decision(SuspendCaseBody, 'suspends its member for `days`: sign-in refused, every session and socket ended'),
    (request) => decideCase(ctx, request, request.params, { action: 'suspend', ...request.body }),
  );
  app.post(
    '/moderation/cases/:type/:id/ban',
    decision(DecideCaseBody, 'bans its member: sign-in refused for good, every session and socket ended'),
    (request) => decideCase(ctx, request, request.params, { action: 'ban', ...request.body }),
  );
  app.post(
    '/moderation/content/:type/:id/restore',
    member({
      description: 'Moderators only: shows hidden content again, and tells its author why.',
      params: ContentParams,
      body: DecideCaseBody,
      response: { 200: MessageResponse },
    }),
    (request) => restoreContent(ctx, request, request.params, request.body),
  );

  app.get(
    '/moderation/log',
    member({
      description: 'Moderators only: every moderation action, newest first.',
      querystring: PageQuery,
      response: { 200: ModerationLog },
    }),
    (request) => getModerationLog(ctx, request, request.query),
  );
}
