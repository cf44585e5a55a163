import {
  CreateMilestoneBody,
  CreateTaskBody,
  MessageResponse,
  Milestone,
  MilestoneParams,
  ProjectIdParams,
  Task,
  TaskParams,
  UpdateMilestoneBody,
  UpdateTaskBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import {
  createMilestone,
  createTask,
  deleteProjectMilestone,
  deleteProjectTask,
  updateProjectMilestone,
  updateProjectTask,
} from './project-work.service.ts';

/** Under /api/projects: a team's tasks and milestones. */
export async function projectWorkRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('projects');

  app.post(
    '/:id/tasks',
    member({ params: ProjectIdParams, body: CreateTaskBody, response: { 201: Task } }),
    async (request, reply) => reply.code(201).send(await createTask(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/tasks/:taskId',
    member({ params: TaskParams, body: UpdateTaskBody, response: { 200: Task } }),
    async (request) => updateProjectTask(ctx, request, request.params.id, request.params.taskId, request.body),
  );

  app.delete(
    '/:id/tasks/:taskId',
    member({ params: TaskParams, response: { 200: MessageResponse } }),
    async (request) => deleteProjectTask(ctx, request, request.params.id, request.params.taskId),
  );

  app.post(
    '/:id/milestones',
    member({ params: ProjectIdParams, body: CreateMilestoneBody, response: { 201: Milestone } }),
    async (request, reply) =>
      reply.code(201).send(await createMilestone(ctx, request, request.params.id, request.body)),
  );

  app.put(
    '/:id/milestones/:milestoneId',
    member({ params: MilestoneParams, body: UpdateMilestoneBody, response: { 200: Milestone } }),
    async (request) =>
      updateProjectMilestone(ctx, request, request.params.id, request.params.milestoneId, request.body),
  );

  app.delete(
    '/:id/milestones/:milestoneId',
    member({ params: MilestoneParams, response: { 200: MessageResponse } }),
    async (request) => deleteProjectMilestone(ctx, request, request.params.id, request.params.milestoneId),
  );
}
