import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { blocks, users } from '../../db/schema/index.ts';
import { isBlockedBetween, queryRows, sqlArray } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { userSummaryColumns } from '../users/index.ts';

/** Records that `blockerId` blocked `blockedId`; blocking again changes nothing. */
export async function insertBlock(db: Queryable, blockerId: string, blockedId: string, now: Date) {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** Whether `blockerId` blocked `blockedId` (one way: what the blocker may know). */
export async function hasBlocked(db: Queryable, blockerId: string, blockedId: string) {
  const rows = await db
    .select({ blockedId: blocks.blockedId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return rows.length > 0;
}

/** Whether either of the two members blocked the other. */
export async function isEitherBlocked(db: Queryable, userId: string, otherId: string) {
  const [row] = await queryRows<{ isBlocked: boolean }>(
    db,
    sql`SELECT ${isBlockedBetween(userId, otherId)} AS "isBlocked"`,
  );
  return row?.isBlocked ?? false;
}

/** Of `ids`, the members `blockerId` blocked. */
export async function findBlockedAmong(db: Queryable, blockerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), inArray(blocks.blockedId, ids)));
  return rows.map((row) => row.id);
}

/** Of `ids`, the members between whom and `userId` a block stands, whoever blocked whom. */
export async function findInBlockWithAmong(db: Queryable, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT o.id FROM unnest(${sqlArray(ids, 'uuid')}) AS o(id) WHERE ${isBlockedBetween(userId, sql`o.id`)}`,
  );
  return rows.map((row) => row.id);
}

/** One page of the members `blockerId` blocked, newest first (one row more tells whether more follow). */
export async function findBlockedBy(db: Queryable, blockerId: string, page: PageRequest) {
  return db
    .select({
      user: userSummaryColumns(users),
      blockedAt: blocks.createdAt,
      cursor: cursorTextOf(blocks.createdAt),
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        page.after ? isAfterCursor(blocks.createdAt, blocks.blockedId, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(blocks.createdAt, blocks.blockedId))
    .limit(page.limit + 1);
}
export type BlockedRow = Awaited<ReturnType<typeof findBlockedBy>>[number];

/** Whom a member blocked and since when, for their data export (who blocked them is not theirs to know). */
export async function findBlocksBy(db: Queryable, blockerId: string) {
  return db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(blocks.createdAt);
}

/** An erased member's blocks, both ways: 'Deleted member' neither blocks nor is anyone's to block. */
export async function deleteBlocksOf(db: Queryable, userId: string) {
  await db.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}
