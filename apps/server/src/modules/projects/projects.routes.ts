import {
  CreateProjectBody,
  ListProjectsQuery,
  MessageResponse,
  OptionalCompletionBody,
  PageQuery,
  ProjectDetail,
  ProjectIdParams,
  ProjectList,
  ProjectMembershipList,
  UpdateProjectBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_ONLY } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { projectRequestsRoutes } from './project-requests.routes.ts';
import { projectWorkRoutes } from './project-work.routes.ts';
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
  await app.register(projectRequestsRoutes, { ctx });
  await app.register(projectWorkRoutes, { ctx });

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
}
