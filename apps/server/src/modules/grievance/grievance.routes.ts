import {
  AnswerGrievanceBody,
  ConfirmGrievanceBody,
  CreateGrievanceBody,
  GrievanceParams,
  GrievanceQueue,
  GrievanceReceipt,
  MessageResponse,
  ModerationQueueQuery,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { answerGrievance, confirmGrievance, fileGrievance, getGrievanceQueue } from './grievance.service.ts';

/** Complaints to the Grievance Officer from anyone, and the moderators who answer them. */
export async function grievanceRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Both open routes send mail: limited like the password reset's, so nobody can fill a mailbox through them.
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  const { open, member } = routeOptions('grievances');

  app.post(
    '/grievances',
    {
      config: limited,
      ...open({
        description:
          "A complaint to the Grievance Officer. A member's uses their account's e-mail and is open at once (201, with its reference, also e-mailed); a visitor's is open once the link e-mailed to `email` is confirmed.",
        body: CreateGrievanceBody,
        response: { 201: GrievanceReceipt },
      }),
    },
    async (request, reply) => reply.code(201).send(await fileGrievance(ctx, request, request.body)),
  );
  app.post(
    '/grievances/confirm',
    {
      config: limited,
      ...open({
        description:
          "A visitor's e-mailed link: the complaint opens and is acknowledged with its reference; once only.",
        body: ConfirmGrievanceBody,
        response: { 200: GrievanceReceipt },
      }),
    },
    (request) => confirmGrievance(ctx, request.body),
  );

  app.get(
    '/moderation/grievances',
    member({
      description: 'Moderators only: the open complaints, oldest first, each with the day it must be answered by.',
      querystring: ModerationQueueQuery,
      response: { 200: GrievanceQueue },
    }),
    (request) => getGrievanceQueue(ctx, request, request.query),
  );
  app.post(
    '/moderation/grievances/:id/answer',
    member({
      description: 'Moderators only: answers an open complaint; the answer is e-mailed to the complainant.',
      params: GrievanceParams,
      body: AnswerGrievanceBody,
      response: { 200: MessageResponse },
    }),
    (request) => answerGrievance(ctx, request, request.params, request.body),
  );
}
