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
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
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
  const { open, member } = routeOptions('projects');
  await app.register(projectRequestsRoutes, { ctx });
  await app.register(projectWorkRoutes, { ctx });

  app.get('/', open({ querystring: ListProjectsQuery, response: { 200: ProjectList } }), async (request) =>
    listProjects(ctx, request, request.query),
  );

  // Static paths: the router prefers them to '/:id'.
  app.get('/user/owned', member({ querystring: PageQuery, response: { 200: ProjectList } }), async (request) =>
    listOwnedProjects(ctx, request, request.query),
  );

  app.get(
    '/user/joined',
    member({ querystring: PageQuery, response: { 200: ProjectMembershipList } }),
    async (request) => listJoinedProjects(ctx, request, request.query),
  );

  app.get('/:id', open({ params: ProjectIdParams, response: { 200: ProjectDetail } }), async (request) =>
    getProject(ctx, request, request.params.id),
  );

  app.post('/', member({ body: CreateProjectBody, response: { 201: ProjectDetail } }), async (request, reply) =>
    reply.code(201).send(await createProject(ctx, request, request.body)),
  );

  app.put(
    '/:id',
    member({ params: ProjectIdParams, body: UpdateProjectBody, response: { 200: ProjectDetail } }),
    async (request) => updateProject(ctx, request, request.params.id, request.body),
  );

  app.delete('/:id', member({ params: ProjectIdParams, response: { 200: MessageResponse } }), async (request) =>
    deleteProject(ctx, request, request.params.id),
  );

  app.put(
    '/:id/complete',
    member({ params: ProjectIdParams, body: OptionalCompletionBody, response: { 200: ProjectDetail } }),
    async (request) => completeProject(ctx, request, request.params.id, request.body),
  );
}
