import type { ActivityKind, FeedItem, FollowTarget } from '@skillsync/shared';
import { and, asc, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activities, challenges, follows, problems, users } from '../../db/schema/index.ts';
import { canSeeProject, queryRows } from '../../db/sql.ts';

export type Target = { type: FollowTarget; id: string };

/** The follows column that names this kind of target. */
const COLUMNS = {
  user: follows.userId,
  problem: follows.problemId,
  project: follows.projectId,
  challenge: follows.challengeId,
} as const;
const VALUE_KEYS = { user: 'userId', problem: 'problemId', project: 'projectId', challenge: 'challengeId' } as const;

/**
 * Whether the viewer (null: a visitor) may see it and follow it: a live member other than themselves, a problem, a challenge, or a project
 * they may see (public, or on its team).
 */
export async function canFollow(db: Queryable, viewerId: string | null, target: Target): Promise<boolean> {
  const found: Record<FollowTarget, SQL> = {
    user: sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${target.id} AND ${users.deletedAt} IS NULL`,
    problem: sql`SELECT 1 FROM ${problems} WHERE ${problems.id} = ${target.id}`,
    challenge: sql`SELECT 1 FROM ${challenges} WHERE ${challenges.id} = ${target.id}`,
    project: sql`SELECT 1 WHERE ${canSeeProject(target.id, viewerId)}`,
  };
  return (await queryRows(db, found[target.type])).length > 0;
}

export async function insertFollow(db: Queryable, followerId: string, target: Target) {
  await db
    .insert(follows)
    .values({ followerId, [VALUE_KEYS[target.type]]: target.id })
    .onConflictDoNothing();
}

export async function deleteFollow(db: Queryable, followerId: string, target: Target) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(COLUMNS[target.type], target.id)));
}

/** An erased member's follows, both ways: whom they followed is theirs, and nobody follows 'Deleted member'. */
export async function deleteFollowsOf(db: Queryable, userId: string) {
  await db.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.userId, userId)));
}

/** The follows between two members, both ways: blocking ends them. */
export async function deleteFollowsBetween(db: Queryable, userId: string, otherId: string) {
  await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, userId), eq(follows.userId, otherId)),
        and(eq(follows.followerId, otherId), eq(follows.userId, userId)),
      ),
    );
}

/** How many follow the target, whether the viewer does, and for a member how many they follow. */
export async function findFollowState(db: Queryable, viewerId: string | undefined, target: Target) {
  const column = COLUMNS[target.type];
  const [row] = await db
    .select({
      followers: count(),
      isFollowing: sql<boolean>`coalesce(bool_or(${follows.followerId} = ${viewerId ?? null}::uuid), false)`,
    })
    .from(follows)
    .where(eq(column, target.id));
  const following =
    target.type === 'user'
      ? ((await db.select({ total: count() }).from(follows).where(eq(follows.followerId, target.id)))[0]?.total ?? 0)
      : undefined;
  return { followers: row?.followers ?? 0, isFollowing: row?.isFollowing ?? false, following };
}

// ---- Activity ----

export type NewActivity = {
  kind: ActivityKind;
  actorId: string;
  subject: { problemId: string } | { projectId: string } | { challengeId: string };
  detail?: FeedItem['detail'];
};

/** Records what happened; answers the row's id (a post's fan-out looks it up). */
export async function insertActivity(db: Queryable, activity: NewActivity, now: Date) {
  const [row] = await db
    .insert(activities)
    .values({
      kind: activity.kind,
      actorId: activity.actorId,
      ...activity.subject,
      detail: activity.detail ?? {},
      createdAt: now,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity insert returned nothing');
  return row.id;
}

/** A post still waiting for its fan-out, locked for this transaction; none if another took it or it is done. */
export async function claimFanOut(tx: Queryable, id: string) {
  const [row] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), isNull(activities.fannedOutAt)))
    .for('update', { skipLocked: true });
  return row;
}

/** The next `limit` followers of a member after `after`, by id (the unique index on (user_id, follower_id)). */
export async function findFollowerBatch(db: Queryable, userId: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.userId, userId), after ? gt(follows.followerId, after) : undefined))
    .orderBy(asc(follows.followerId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Records how far a fan-out got, and, with `doneAt`, that it is over. */
export async function markFanOutProgress(tx: Queryable, id: string, through: string | null, doneAt: Date | null) {
  await tx
    .update(activities)
    .set({ fannedOutThrough: through, ...(doneAt && { fannedOutAt: doneAt }) })
    .where(eq(activities.id, id));
}

/** Posts whose fan-out has not run (the instance stopped first), oldest first. */
export async function findWaitingFanOuts(db: Queryable, before: Date, limit: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ${activities}
        WHERE ${activities.fannedOutAt} IS NULL AND ${activities.kind} IN ('problem-posted', 'project-started')
          AND ${activities.createdAt} < ${before}
        ORDER BY ${activities.createdAt} LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}
