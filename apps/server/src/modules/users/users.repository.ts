import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { reputationEvents, users } from '../../db/schema/index.ts';

export const publicUserColumns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  reputationScore: users.reputationScore,
  title: users.title,
  location: users.location,
  bio: users.bio,
  skills: users.skills,
  github: users.github,
  linkedin: users.linkedin,
  website: users.website,
};

type UserColumns = { id: PgColumn; name: PgColumn; avatar: PgColumn; reputationScore: PgColumn };

/** The summary columns of `users` or of an alias of it, for selects that join several members. */
export const userSummaryColumns = <T extends UserColumns>(table: T): Pick<T, keyof UserColumns> => ({
  id: table.id,
  name: table.name,
  avatar: table.avatar,
  reputationScore: table.reputationScore,
});

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: DbOrTx, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUserPassword(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function hasUser(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export type ReputationEvent = typeof reputationEvents.$inferInsert;

/** Records awards; one already recorded (same member, source and reason) is skipped and not returned. */
export async function insertReputationEvents(db: DbOrTx, events: ReputationEvent[]) {
  if (events.length === 0) return [];
  return db
    .insert(reputationEvents)
    .values(events)
    .onConflictDoNothing()
    .returning({ userId: reputationEvents.userId, points: reputationEvents.points });
}

export async function addReputationPoints(db: DbOrTx, userIds: string[], points: number) {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ reputationScore: sql`${users.reputationScore} + ${points}` })
    .where(inArray(users.id, userIds));
}
