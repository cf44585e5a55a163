import {
  AnswerBody,
  AnswerParams,
  ChallengeAnswer,
  ChallengeIdParams,
  ChallengeQuestion,
  ChallengeQuestionList,
  ListQuestionsQuery,
  MessageResponse,
  QuestionBody,
  QuestionParams,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { answerQuestion, askQuestion, deleteOwnPost, editPost, listQuestions } from './challenge-questions.service.ts';

/** A challenge's public Q&A, under `/api/challenges/:id/`. */
export async function challengeQuestionsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('challenges');
  const questionRef = (params: QuestionParams) => ({
    challengeId: params.id,
    postId: params.questionId,
    isQuestion: true,
  });
  const answerRef = (params: AnswerParams) => ({ challengeId: params.id, postId: params.answerId, isQuestion: false });

  app.get(
    '/:id/questions',
    open({ params: ChallengeIdParams, querystring: ListQuestionsQuery, response: { 200: ChallengeQuestionList } }),
    async (request) => listQuestions(ctx, request, request.params.id, request.query),
  );

  app.post(
    '/:id/questions',
    member({ params: ChallengeIdParams, body: QuestionBody, response: { 201: ChallengeQuestion } }),
    async (request, reply) => reply.code(201).send(await askQuestion(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/questions/:questionId',
    member({ params: QuestionParams, body: QuestionBody, response: { 200: ChallengeAnswer } }),
    async (request) => editPost(ctx, request, questionRef(request.params), request.body),
  );

  app.delete(
    '/:id/questions/:questionId',
    member({
      description: 'Deletes the member’s own question and every answer to it.',
      params: QuestionParams,
      response: { 200: MessageResponse },
    }),
    async (request) => deleteOwnPost(ctx, request, questionRef(request.params)),
  );

  app.post(
    '/:id/questions/:questionId/answers',
    member({ params: QuestionParams, body: AnswerBody, response: { 201: ChallengeAnswer } }),
    async (request, reply) => reply.code(201).send(await answerQuestion(ctx, request, request.params, request.body)),
  );

  app.put(
    '/:id/answers/:answerId',
    member({ params: AnswerParams, body: AnswerBody, response: { 200: ChallengeAnswer } }),
    async (request) => editPost(ctx, request, answerRef(request.params), request.body),
  );

  app.delete(
    '/:id/answers/:answerId',
    member({ params: AnswerParams, response: { 200: MessageResponse } }),
    async (request) => deleteOwnPost(ctx, request, answerRef(request.params)),
  );
}
