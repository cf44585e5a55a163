import {
  InviteRequestBody,
  JoinProjectBody,
  JoinRequest,
  JoinRequestList,
  JoinRequestParams,
  MemberParams,
  MessageResponse,
  PageQuery,
  ProjectIdParams,
  RespondToJoinBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { INVITATIONS_PER_HOUR, inviteToProject } from './invitations.service.ts';
import {
  listReceivedJoinRequests,
  listSentJoinRequests,
  removeMember,
  requestToJoin,
  respondToJoinRequest,
} from './project-requests.service.ts';

/** Under /api/projects: asking to join, invitations, their answers, the inboxes, and leaving a team. */
export async function projectRequestsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('projects');

  app.get(
    '/join-requests/received',
    member({ querystring: PageQuery, response: { 200: JoinRequestList } }),
    async (request) => listReceivedJoinRequests(ctx, request, request.query),
  );

  app.get(
    '/join-requests/sent',
    member({ querystring: PageQuery, response: { 200: JoinRequestList } }),
    async (request) => listSentJoinRequests(ctx, request, request.query),
  );

  app.post(
    '/:id/join',
    member({ params: ProjectIdParams, body: JoinProjectBody, response: { 201: JoinRequest } }),
    async (request, reply) => reply.code(201).send(await requestToJoin(ctx, request, request.params.id, request.body)),
  );

  // Counted per member once the session is known: each invitation may e-mail someone who never asked for it.
  const inviteLimit = {
    rateLimit: {
      max: INVITATIONS_PER_HOUR,
      timeWindow: '1 hour',
      hook: 'preHandler' as const,
      keyGenerator: (request: { session: { user: { id: string } } | null; ip: string }) =>
        request.session?.user.id ?? request.ip,
    },
  };
  app.post(
    '/:id/invitations',
    {
      config: inviteLimit,
      ...member({ params: ProjectIdParams, body: InviteRequestBody, response: { 201: JoinRequest } }),
    },
    async (request, reply) =>
      reply.code(201).send(await inviteToProject(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/join-requests/:requestId',
    member({ params: JoinRequestParams, body: RespondToJoinBody, response: { 200: JoinRequest } }),
    async (request) => respondToJoinRequest(ctx, request, request.params.id, request.params.requestId, request.body),
  );

  app.delete(
    '/:id/members/:userId',
    member({ params: MemberParams, response: { 200: MessageResponse } }),
    async (request) => removeMember(ctx, request, request.params.id, request.params.userId),
  );
}
