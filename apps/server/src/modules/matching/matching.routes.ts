import { ProblemIdParams, ProjectIdParams, Recommendations } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { recommendForProblem, recommendForProject, recommendPeople } from './matching.service.ts';

export async function matchingRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matching'];
  const response = { 200: Recommendations };

  app.get('/people', { schema: { tags, response } }, async (request) => recommendPeople(ctx, request));
  app.get('/problems/:id', { schema: { tags, params: ProblemIdParams, response } }, async (request) =>
    recommendForProblem(ctx, request, request.params.id),
  );
  app.get('/projects/:id', { schema: { tags, params: ProjectIdParams, response } }, async (request) =>
    recommendForProject(ctx, request, request.params.id),
  );
}
