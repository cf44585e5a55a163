import {
  ChallengeDetail,
  ChallengeIdParams,
  ChallengeList,
  ChallengeStats,
  CreateChallengeBody,
  ListChallengesQuery,
  MessageResponse,
  ScoreBody,
  Submission,
  SubmissionParams,
  SubmitBody,
  UpdateChallengeBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ONLY } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  createChallenge,
  deleteChallenge,
  getChallenge,
  getChallengeStats,
  joinChallenge,
  listChallenges,
  publishResults,
  scoreSubmission,
  submitEntry,
  updateChallenge,
} from './challenges.service.ts';

export async function challengesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['challenges'];

  app.get(
    '/',
    { schema: { tags, querystring: ListChallengesQuery, response: { 200: ChallengeList } } },
    async (request) => listChallenges(ctx, request, request.query),
  );

  // A static path: the router prefers it to '/:id'.
  app.get('/stats', { schema: { tags, response: { 200: ChallengeStats } } }, async () => getChallengeStats(ctx));

  app.get(
    '/:id',
    { schema: { tags, params: ChallengeIdParams, response: { 200: ChallengeDetail } } },
    async (request) => getChallenge(ctx, request, request.params.id),
  );

  app.post(
    '/',
    { schema: { security: MEMBER_ONLY, tags, body: CreateChallengeBody, response: { 201: ChallengeDetail } } },
    async (request, reply) => reply.code(201).send(await createChallenge(ctx, request, request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ChallengeIdParams,
        body: UpdateChallengeBody,
        response: { 200: ChallengeDetail },
      },
    },
    async (request) => updateChallenge(ctx, request, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { security: MEMBER_ONLY, tags, params: ChallengeIdParams, response: { 200: MessageResponse } } },
    async (request) => deleteChallenge(ctx, request, request.params.id),
  );

  app.post(
    '/:id/join',
    { schema: { security: MEMBER_ONLY, tags, params: ChallengeIdParams, response: { 201: ChallengeDetail } } },
    async (request, reply) => reply.code(201).send(await joinChallenge(ctx, request, request.params.id)),
  );

  app.post(
    '/:id/submissions',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        description: 'Creates the member’s submission (201) or replaces it (200), until the deadline.',
        params: ChallengeIdParams,
        body: SubmitBody,
        response: { 200: Submission, 201: Submission },
      },
    },
    async (request, reply) => {
      const { isNew, submission } = await submitEntry(ctx, request, request.params.id, request.body);
      return reply.code(isNew ? 201 : 200).send(submission);
    },
  );

  app.put(
    '/:id/submissions/:submissionId/score',
    {
      schema: { security: MEMBER_ONLY, tags, params: SubmissionParams, body: ScoreBody, response: { 200: Submission } },
    },
    async (request) => scoreSubmission(ctx, request, request.params.id, request.params.submissionId, request.body),
  );

  app.post(
    '/:id/results',
    { schema: { security: MEMBER_ONLY, tags, params: ChallengeIdParams, response: { 200: ChallengeDetail } } },
    async (request) => publishResults(ctx, request, request.params.id),
  );
}
