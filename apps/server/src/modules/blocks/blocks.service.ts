import { type BlockedMemberList, type BlockState, MESSAGES, type PageQuery } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { deleteFollowsBetween } from '../follows/index.ts';
import { findLiveUser } from '../users/index.ts';
import { presentBlockedMember } from './blocks.presenter.ts';
import { deleteBlock, findBlockedBy, hasBlocked, insertBlock, isEitherBlocked } from './blocks.repository.ts';

/** Whether the member blocked this one; an erased or unknown member is nobody. */
export async function getBlockState(ctx: AppContext, requester: Requester, userId: string): Promise<BlockState> {
  const user = requireUser(requester);
  if (!(await findLiveUser(ctx.db, userId))) throw notFound(MESSAGES.userNotFound);
  return { isBlocked: await hasBlocked(ctx.db, user.id, userId) };
}

/**
 * Blocks a member (again: nothing changes). They are not told. Blocking also ends the follows between the two,
 * both ways, in the same transaction: neither keeps hearing of the other's posts through a follow made before.
 */
export async function blockMember(ctx: AppContext, requester: Requester, userId: string): Promise<BlockState> {
  const user = requireUser(requester);
  if (userId === user.id) throw invalid(MESSAGES.cannotBlockSelf, [{ param: 'userId', msg: MESSAGES.cannotBlockSelf }]);
  await ctx.db.transaction(async (tx) => {
    if (!(await findLiveUser(tx, userId))) throw notFound(MESSAGES.userNotFound);
    await insertBlock(tx, user.id, userId, ctx.clock());
    await deleteFollowsBetween(tx, user.id, userId);
  });
  return { isBlocked: true };
}

/** Unblocks a member (one not blocked: nothing changes). Follows ended by the block stay ended. */
export async function unblockMember(ctx: AppContext, requester: Requester, userId: string): Promise<BlockState> {
  const user = requireUser(requester);
  await deleteBlock(ctx.db, user.id, userId);
  return { isBlocked: false };
}

/** The members the member blocked, newest first, a page at a time (Settings, to unblock them). */
export async function getBlockedMembers(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<BlockedMemberList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findBlockedBy(ctx.db, user.id, page),
    (row) => ({ createdAt: row.cursor, id: row.user.id }),
  );
  return { members: items.map(presentBlockedMember), nextCursor };
}

/**
 * Refuses a request, invitation or the like between two members one of whom blocked the other, whichever way
 * it goes, with the same neutral answer both ways: the blocked member is never told they were blocked.
 */
export async function refuseIfBlocked(
  db: Queryable,
  userId: string,
  otherId: string,
  message: string = MESSAGES.requestRefused,
) {
  if (await isEitherBlocked(db, userId, otherId)) throw forbidden(message);
}
