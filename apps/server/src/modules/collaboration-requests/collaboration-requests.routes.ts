import {
  CollaborationRequest,
  CollaborationRequestList,
  CollaborationRequestStats,
  IdParams,
  MessageResponse,
  PageQuery,
  RespondBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import {
  cancelRequest,
  getRequestStats,
  listReceivedRequests,
  listSentRequests,
  respondToRequest,
} from './collaboration-requests.service.ts';

export async function collaborationRequestsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['collaboration-requests'];

  const listSchema = { tags, querystring: PageQuery, response: { 200: CollaborationRequestList } };

  app.get('/received', { schema: listSchema }, async (request) => listReceivedRequests(ctx, request, request.query));

  app.get('/sent', { schema: listSchema }, async (request) => listSentRequests(ctx, request, request.query));

  app.get('/stats', { schema: { tags, response: { 200: CollaborationRequestStats } } }, async (request) =>
    getRequestStats(ctx, request),
  );

  app.put(
    '/:id/respond',
    { schema: { tags, params: IdParams, body: RespondBody, response: { 200: CollaborationRequest } } },
    async (request) => respondToRequest(ctx, request, request.params.id, request.body),
  );

  app.delete('/:id', { schema: { tags, params: IdParams, response: { 200: MessageResponse } } }, async (request) =>
    cancelRequest(ctx, request, request.params.id),
  );
}
