import { type AchievementKind, REPUTATION_ACHIEVEMENTS } from '@skillsync/shared';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { skills, userAchievements, users } from '../../db/schema/index.ts';
import { notify } from '../notifications/index.ts';

/**
 * Records what members earned, each once: an achievement already earned keeps its first date. Each one earned now
 * is news to its member (a notification in the same transaction).
 */
export async function grantAchievements(tx: Queryable, grants: { userId: string; kind: AchievementKind }[], now: Date) {
  if (grants.length === 0) return;
  const earned = await tx
    .insert(userAchievements)
    .values(grants.map((grant) => ({ ...grant, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: userAchievements.userId, kind: userAchievements.kind });
  const notices = earned.map(({ userId, kind }) => ({
    userId,
    kind: 'achievement-earned' as const,
    actorId: null,
    detail: { achievement: kind },
  }));
  await notify(tx, notices, now);
}

/** The reputation achievements the members' current scores have reached. */
export async function grantReputationAchievements(db: Queryable, userIds: string[], now: Date) {
  if (userIds.length === 0) return;
  const rows = await db
    .select({ id: users.id, score: users.reputationScore })
    .from(users)
    .where(inArray(users.id, userIds));
  const grants = rows.flatMap((row) =>
    REPUTATION_ACHIEVEMENTS.filter((milestone) => row.score >= milestone.score).map((milestone) => ({
      userId: row.id,
      kind: milestone.kind,
    })),
  );
  await grantAchievements(db, grants, now);
}

/** Adds the skills named by a profile, problem or project to the community's list (what search offers as skills). */
export async function rememberSkills(db: Queryable, names: readonly string[]) {
  const byKey = new Map(names.map((name) => [name.toLowerCase(), name]));
  if (byKey.size === 0) return;
  await db
    .insert(skills)
    .values([...byKey].map(([key, name]) => ({ key, name })))
    .onConflictDoNothing();
}
