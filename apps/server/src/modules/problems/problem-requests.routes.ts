import {
  CollaborateBody,
  CollaborationRequest,
  CollaborationRequestList,
  CollaborationRequestStats,
  MessageResponse,
  PageQuery,
  ProblemIdParams,
  RequestIdParams,
  RespondBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import {
  cancelRequest,
  getRequestStats,
  listReceivedRequests,
  listSentRequests,
  respondToRequest,
  sendCollaborationRequest,
} from './problem-requests.service.ts';

// The Problem Wall's quick button sends no body at all (Fastify hands over null): the default role, no message.
const OptionalCollaborateBody = z.preprocess((body) => body ?? {}, CollaborateBody);

/** Mounted under /api: asking to join a problem's team, and the inbox of requests. */
export async function problemRequestsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('collaboration-requests');

  app.post(
    '/problems/:id/collaborate',
    member({ params: ProblemIdParams, body: OptionalCollaborateBody, response: { 201: CollaborationRequest } }),
    async (request, reply) =>
      reply.code(201).send(await sendCollaborationRequest(ctx, request, request.params.id, request.body)),
  );

  const listOptions = member({ querystring: PageQuery, response: { 200: CollaborationRequestList } });

  app.get('/collaboration-requests/received', listOptions, async (request) =>
    listReceivedRequests(ctx, request, request.query),
  );

  app.get('/collaboration-requests/sent', listOptions, async (request) =>
    listSentRequests(ctx, request, request.query),
  );

  app.get('/collaboration-requests/stats', member({ response: { 200: CollaborationRequestStats } }), async (request) =>
    getRequestStats(ctx, request),
  );

  app.put(
    '/collaboration-requests/:id/respond',
    member({ params: RequestIdParams, body: RespondBody, response: { 200: CollaborationRequest } }),
    async (request) => respondToRequest(ctx, request, request.params.id, request.body),
  );

  app.delete(
    '/collaboration-requests/:id',
    member({ params: RequestIdParams, response: { 200: MessageResponse } }),
    async (request) => cancelRequest(ctx, request, request.params.id),
  );
}
