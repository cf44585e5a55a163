import { ProblemIdParams, ProjectIdParams, Recommendations } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { recommendForProblem, recommendForProject, recommendPeople } from './matching.service.ts';

export async function matchingRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('matching');
  const response = { 200: Recommendations };

  app.get('/people', member({ response }), async (request) => recommendPeople(ctx, request));
  app.get('/problems/:id', member({ params: ProblemIdParams, response }), async (request) =>
    recommendForProblem(ctx, request, request.params.id),
  );
  app.get('/projects/:id', member({ params: ProjectIdParams, response }), async (request) =>
    recommendForProject(ctx, request, request.params.id),
  );
}
