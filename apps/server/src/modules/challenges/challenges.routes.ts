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
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { challengeQuestionsRoutes } from './challenge-questions.routes.ts';
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
  const { open, member } = routeOptions('challenges');

  app.get('/', open({ querystring: ListChallengesQuery, response: { 200: ChallengeList } }), async (request) =>
    listChallenges(ctx, request, request.query),
  );

  // A static path: the router prefers it to '/:id'.
  app.get('/stats', open({ response: { 200: ChallengeStats } }), async () => getChallengeStats(ctx));

  app.get('/:id', open({ params: ChallengeIdParams, response: { 200: ChallengeDetail } }), async (request) =>
    getChallenge(ctx, request, request.params.id),
  );

  app.post('/', member({ body: CreateChallengeBody, response: { 201: ChallengeDetail } }), async (request, reply) =>
    reply.code(201).send(await createChallenge(ctx, request, request.body)),
  );

  app.put(
    '/:id',
    member({ params: ChallengeIdParams, body: UpdateChallengeBody, response: { 200: ChallengeDetail } }),
    async (request) => updateChallenge(ctx, request, request.params.id, request.body),
  );

  app.delete('/:id', member({ params: ChallengeIdParams, response: { 200: MessageResponse } }), async (request) =>
    deleteChallenge(ctx, request, request.params.id),
  );

  app.post(
    '/:id/join',
    member({ params: ChallengeIdParams, response: { 201: ChallengeDetail } }),
    async (request, reply) => reply.code(201).send(await joinChallenge(ctx, request, request.params.id)),
  );

  app.post(
    '/:id/submissions',
    member({
      description: 'Creates the member’s submission (201) or replaces it (200), until the deadline.',
      params: ChallengeIdParams,
      body: SubmitBody,
      response: { 200: Submission, 201: Submission },
    }),
    async (request, reply) => {
      const { isNew, submission } = await submitEntry(ctx, request, request.params.id, request.body);
      return reply.code(isNew ? 201 : 200).send(submission);
    },
  );

  app.put(
    '/:id/submissions/:submissionId/score',
    member({ params: SubmissionParams, body: ScoreBody, response: { 200: Submission } }),
    async (request) => scoreSubmission(ctx, request, request.params.id, request.params.submissionId, request.body),
  );

  await app.register(challengeQuestionsRoutes, { ctx });

  app.post('/:id/results', member({ params: ChallengeIdParams, response: { 200: ChallengeDetail } }), async (request) =>
    publishResults(ctx, request, request.params.id),
  );
}
