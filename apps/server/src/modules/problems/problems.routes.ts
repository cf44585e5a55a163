import {
  CreateProblemBody,
  ListProblemsQuery,
  MessageResponse,
  OptionalCompletionBody,
  PageQuery,
  ProblemDetail,
  ProblemIdParams,
  ProblemList,
  SupportResponse,
  UpdateProblemBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { writeProblemViews } from './problem-views.ts';
import {
  completeProblem,
  createProblem,
  deleteProblem,
  getProblem,
  listPostedProblems,
  listProblems,
  toggleSupport,
  updateProblem,
} from './problems.service.ts';

export async function problemsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('problems');
  // Views counted and not yet written are written before the database closes.
  fastify.addHook('onClose', () => writeProblemViews(ctx));

  app.get('/', open({ querystring: ListProblemsQuery, response: { 200: ProblemList } }), async (request) =>
    listProblems(ctx, request, request.query),
  );

  // A static path: the router prefers it to '/:id', so it never reads "user" as a problem id.
  app.get('/user/posted', member({ querystring: PageQuery, response: { 200: ProblemList } }), async (request) =>
    listPostedProblems(ctx, request, request.query),
  );

  app.get('/:id', open({ params: ProblemIdParams, response: { 200: ProblemDetail } }), async (request) =>
    getProblem(ctx, request, request.params.id),
  );

  app.post('/', member({ body: CreateProblemBody, response: { 201: ProblemDetail } }), async (request, reply) =>
    reply.code(201).send(await createProblem(ctx, request, request.body)),
  );

  app.put(
    '/:id',
    member({ params: ProblemIdParams, body: UpdateProblemBody, response: { 200: ProblemDetail } }),
    async (request) => updateProblem(ctx, request, request.params.id, request.body),
  );

  app.delete('/:id', member({ params: ProblemIdParams, response: { 200: MessageResponse } }), async (request) =>
    deleteProblem(ctx, request, request.params.id),
  );

  app.post('/:id/support', member({ params: ProblemIdParams, response: { 200: SupportResponse } }), async (request) =>
    toggleSupport(ctx, request, request.params.id),
  );

  app.put(
    '/:id/complete',
    member({ params: ProblemIdParams, body: OptionalCompletionBody, response: { 200: ProblemDetail } }),
    async (request) => completeProblem(ctx, request, request.params.id, request.body),
  );
}
