import { FeedPage, FollowParams, FollowState, PageQuery } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { getFeed, getFollowState, setFollowing } from './follows.service.ts';

/** Following members, problems, projects and challenges, and the feed of what they do. */
export async function followsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('follows');
  const schema = { params: FollowParams, response: { 200: FollowState } };

  app.get('/follows/:type/:id', open(schema), (request) => getFollowState(ctx, request, request.params));
  app.put('/follows/:type/:id', member(schema), (request) => setFollowing(ctx, request, request.params, true));
  app.delete('/follows/:type/:id', member(schema), (request) => setFollowing(ctx, request, request.params, false));
  app.get('/feed', member({ querystring: PageQuery, response: { 200: FeedPage } }), (request) =>
    getFeed(ctx, request, request.query),
  );
}
