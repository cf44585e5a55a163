import multipart from '@fastify/multipart';
import {
  Dashboard,
  PageQuery,
  PortfolioItem,
  PortfolioItemBody,
  PortfolioItemParams,
  PortfolioLikeParams,
  PortfolioLikeResponse,
  ProfileUser,
  ReputationHistory,
  UpdatePortfolioItemBody,
  UpdateProfileBody,
  UserIdParams,
  UserProfile,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { avatarRoutes } from './avatar.routes.ts';
import {
  addPortfolioItem,
  editPortfolioItem,
  getDashboard,
  getProfile,
  getReputationHistory,
  removePortfolioItem,
  setPortfolioLike,
  updateProfile,
} from './profiles.service.ts';
export async function profilesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('users');
  await app.register(multipart);
  await app.register(avatarRoutes, { ctx });

  app.put('/users/me', member({ body: UpdateProfileBody, response: { 200: ProfileUser } }), async (request) =>
    updateProfile(ctx, request, request.body),
  );

  app.get('/users/me/dashboard', member({ response: { 200: Dashboard } }), async (request) =>
    getDashboard(ctx, request),
  );

  app.post(
    '/users/me/portfolio',
    member({ body: PortfolioItemBody, response: { 201: PortfolioItem } }),
    async (request, reply) => reply.code(201).send(await addPortfolioItem(ctx, request, request.body)),
  );

  app.put(
    '/users/me/portfolio/:itemId',
    member({ params: PortfolioItemParams, body: UpdatePortfolioItemBody, response: { 200: PortfolioItem } }),
    async (request) => editPortfolioItem(ctx, request, request.params.itemId, request.body),
  );

  app.delete('/users/me/portfolio/:itemId', member({ params: PortfolioItemParams }), async (request, reply) => {
    await removePortfolioItem(ctx, request, request.params.itemId);
    return reply.code(204).send();
  });

  for (const [method, isLiked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/users/:userId/portfolio/:itemId/like',
      ...member({ params: PortfolioLikeParams, response: { 200: PortfolioLikeResponse } }),
      handler: async (request) => setPortfolioLike(ctx, request, request.params.userId, request.params.itemId, isLiked),
    });
  }

  app.get('/users/:userId', open({ params: UserIdParams, response: { 200: UserProfile } }), async (request) =>
    getProfile(ctx, request, request.params.userId),
  );

  app.get(
    '/users/:userId/reputation',
    open({ params: UserIdParams, querystring: PageQuery, response: { 200: ReputationHistory } }),
    async (request) => getReputationHistory(ctx, request, request.params.userId, request.query),
  );
}
