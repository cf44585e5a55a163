import {
  CreateMilestoneBody,
  CreateProjectBody,
  CreateTaskBody,
  InviteRequestBody,
  JoinProjectBody,
  JoinRequest,
  JoinRequestList,
  JoinRequestParams,
  ListProjectsQuery,
  MemberParams,
  MessageResponse,
  Milestone,
  MilestoneParams,
  OptionalCompletionBody,
  PageQuery,
  ProjectDetail,
  ProjectIdParams,
  ProjectList,
  ProjectMembershipList,
  RespondToJoinBody,
  Task,
  TaskParams,
  UpdateMilestoneBody,
  UpdateProjectBody,
  UpdateTaskBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ONLY } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { INVITATIONS_PER_HOUR, inviteToProject } from './invitations.service.ts';
import {
  listReceivedJoinRequests,
  listSentJoinRequests,
  removeMember,
  requestToJoin,
  respondToJoinRequest,
} from './project-requests.service.ts';
import {
  createMilestone,
  createTask,
  deleteProjectMilestone,
  deleteProjectTask,
  updateProjectMilestone,
  updateProjectTask,
} from './project-work.service.ts';
import {
  completeProject,
  createProject,
  deleteProject,
  getProject,
  listJoinedProjects,
  listOwnedProjects,
  listProjects,
  updateProject,
} from './projects.service.ts';

export async function projectsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  app.get('/', { schema: { tags, querystring: ListProjectsQuery, response: { 200: ProjectList } } }, async (request) =>
    listProjects(ctx, request, request.query),
  );

  // Static paths: the router prefers them to '/:id'.
  app.get(
    '/user/owned',
    { schema: { security: MEMBER_ONLY, tags, querystring: PageQuery, response: { 200: ProjectList } } },
    async (request) => listOwnedProjects(ctx, request, request.query),
  );

  app.get(
    '/user/joined',
    { schema: { security: MEMBER_ONLY, tags, querystring: PageQuery, response: { 200: ProjectMembershipList } } },
    async (request) => listJoinedProjects(ctx, request, request.query),
  );

  app.get(
    '/join-requests/received',
    { schema: { security: MEMBER_ONLY, tags, querystring: PageQuery, response: { 200: JoinRequestList } } },
    async (request) => listReceivedJoinRequests(ctx, request, request.query),
  );

  app.get(
    '/join-requests/sent',
    { schema: { security: MEMBER_ONLY, tags, querystring: PageQuery, response: { 200: JoinRequestList } } },
    async (request) => listSentJoinRequests(ctx, request, request.query),
  );

  app.get('/:id', { schema: { tags, params: ProjectIdParams, response: { 200: ProjectDetail } } }, async (request) =>
    getProject(ctx, request, request.params.id),
  );

  app.post(
    '/',
    { schema: { security: MEMBER_ONLY, tags, body: CreateProjectBody, response: { 201: ProjectDetail } } },
    async (request, reply) => reply.code(201).send(await createProject(ctx, request, request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ProjectIdParams,
        body: UpdateProjectBody,
        response: { 200: ProjectDetail },
      },
    },
    async (request) => updateProject(ctx, request, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { security: MEMBER_ONLY, tags, params: ProjectIdParams, response: { 200: MessageResponse } } },
    async (request) => deleteProject(ctx, request, request.params.id),
  );

  app.put(
    '/:id/complete',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ProjectIdParams,
        body: OptionalCompletionBody,
        response: { 200: ProjectDetail },
      },
    },
    async (request) => completeProject(ctx, request, request.params.id, request.body),
  );

  app.post(
    '/:id/join',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ProjectIdParams,
        body: JoinProjectBody,
        response: { 201: JoinRequest },
      },
    },
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
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ProjectIdParams,
        body: InviteRequestBody,
        response: { 201: JoinRequest },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteToProject(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/join-requests/:requestId',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: JoinRequestParams,
        body: RespondToJoinBody,
        response: { 200: JoinRequest },
      },
    },
    async (request) => respondToJoinRequest(ctx, request, request.params.id, request.params.requestId, request.body),
  );

  app.post(
    '/:id/tasks',
    { schema: { security: MEMBER_ONLY, tags, params: ProjectIdParams, body: CreateTaskBody, response: { 201: Task } } },
    async (request, reply) => reply.code(201).send(await createTask(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/tasks/:taskId',
    { schema: { security: MEMBER_ONLY, tags, params: TaskParams, body: UpdateTaskBody, response: { 200: Task } } },
    async (request) => updateProjectTask(ctx, request, request.params.id, request.params.taskId, request.body),
  );

  app.delete(
    '/:id/tasks/:taskId',
    { schema: { security: MEMBER_ONLY, tags, params: TaskParams, response: { 200: MessageResponse } } },
    async (request) => deleteProjectTask(ctx, request, request.params.id, request.params.taskId),
  );

  app.post(
    '/:id/milestones',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: ProjectIdParams,
        body: CreateMilestoneBody,
        response: { 201: Milestone },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMilestone(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/milestones/:milestoneId',
    {
      schema: {
        security: MEMBER_ONLY,
        tags,
        params: MilestoneParams,
        body: UpdateMilestoneBody,
        response: { 200: Milestone },
      },
    },
    async (request) =>
      updateProjectMilestone(ctx, request, request.params.id, request.params.milestoneId, request.body),
  );

  app.delete(
    '/:id/milestones/:milestoneId',
    { schema: { security: MEMBER_ONLY, tags, params: MilestoneParams, response: { 200: MessageResponse } } },
    async (request) => deleteProjectMilestone(ctx, request, request.params.id, request.params.milestoneId),
  );

  app.delete(
    '/:id/members/:userId',
    { schema: { security: MEMBER_ONLY, tags, params: MemberParams, response: { 200: MessageResponse } } },
    async (request) => removeMember(ctx, request, request.params.id, request.params.userId),
  );
}
