import { BlockedMemberList, BlockState, PageQuery, UserIdParams } from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { blockMember, getBlockedMembers, getBlockState, unblockMember } from './blocks.service.ts';

/** Blocking members: block, unblock, whether one is blocked, and the list of those blocked. */
export async function blocksRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('blocks');
  const schema = { params: UserIdParams, response: { 200: BlockState } };

  app.get(
    '/blocks',
    member({
      description: 'The members the signed-in member blocked, newest first.',
      querystring: PageQuery,
      response: { 200: BlockedMemberList },
    }),
    (request) => getBlockedMembers(ctx, request, request.query),
  );
  app.get('/blocks/:userId', member(schema), (request) => getBlockState(ctx, request, request.params.userId));
  app.put(
    '/blocks/:userId',
    member({
      ...schema,
      description:
        'Blocks a member (idempotent; they are not told) and ends the follows between the two. They can no ' +
        'longer send the blocker requests or invitations, nor mention them, and neither finds the other in ' +
        'recommendations or member search.',
    }),
    (request) => blockMember(ctx, request, request.params.userId),
  );
  app.delete('/blocks/:userId', member({ ...schema, description: 'Unblocks a member (idempotent).' }), (request) =>
    unblockMember(ctx, request, request.params.userId),
  );
}
