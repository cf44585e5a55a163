import { type ConsentChannel, DELETED_MEMBER_NAME, type Language, type Role } from '@skillsync/shared';
import { and, eq, gt, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { reputationEvents, userAchievements, users } from '../../db/schema/index.ts';
import { sqlArray } from '../../db/sql.ts';

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

/** What a member sees of their own account (the session's member). */
export const currentUserColumns = {
  ...publicUserColumns,
  email: users.email,
  language: users.language,
  role: users.role,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  hasPassword: users.hasPassword,
};

type UserColumns = { id: PgColumn; name: PgColumn; avatar: PgColumn; reputationScore: PgColumn };

/** The summary columns of `users` or of an alias of it, for selects that join several members. */
export const userSummaryColumns = <T extends UserColumns>(table: T): Pick<T, keyof UserColumns> => ({
  id: table.id,
  name: table.name,
  avatar: table.avatar,
  reputationScore: table.reputationScore,
});

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(
  db: Queryable,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    language: Language;
    privacyNoticeVersion: string;
    privacyConsentedAt: Date;
    privacyConsentVia: ConsentChannel;
    lastActiveAt: Date;
    role: Role;
    /** False for an account made through a provider: its hash is one no password matches. */
    hasPassword?: boolean;
    emailVerifiedAt?: Date | null;
  },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Gives or takes the moderator role, by e-mail address; answers the addresses of the accounts changed. */
export async function setRoleByEmail(db: Queryable, emails: string[], role: Role) {
  if (emails.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role })
    .where(
      and(
        sql`lower(${users.email}) = ANY(${sqlArray(
          emails.map((email) => email.toLowerCase()),
          'text',
        )})`,
        isNull(users.deletedAt),
      ),
    )
    .returning({ email: users.email });
  return rows.map((row) => row.email);
}

export async function updateUserPassword(db: Queryable, userId: string, passwordHash: string) {
  // A reset link proves the address: an account made through a provider gains a password this way too.
  await db.update(users).set({ passwordHash, hasPassword: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateUserLanguage(db: Queryable, userId: string, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks the member active now, at most once an hour (a write per request would be wasteful). */
export async function touchLastActive(db: Queryable, userId: string, now: Date) {
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastActiveAt} IS NULL OR ${users.lastActiveAt} < ${new Date(now.getTime() - LAST_ACTIVE_STEP_MS)})`,
      ),
    );
}

export const LAST_ACTIVE_STEP_MS = 60 * 60 * 1000;

export async function hasUser(db: Queryable, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export type ReputationEvent = typeof reputationEvents.$inferInsert;

/** Locks the members' rows, in the order given, until the transaction ends. */
export async function lockUsers(db: Queryable, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).orderBy(users.id).for('update');
}

/** Points a member was given since a moment (reputation_events_user_created_at_idx). */
export async function sumPointsSince(db: Queryable, userId: string, since: Date) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${reputationEvents.points}), 0)::int` })
    .from(reputationEvents)
    .where(and(eq(reputationEvents.userId, userId), gte(reputationEvents.createdAt, since)));
  return row?.total ?? 0;
}

/** Whether this member already credited that one with points since a moment (reputation_events_pair_idx). */
export async function hasCreditFromSince(db: Queryable, userId: string, creditedBy: string, since: Date) {
  const [row] = await db
    .select({ id: reputationEvents.id })
    .from(reputationEvents)
    .where(
      and(
        eq(reputationEvents.userId, userId),
        eq(reputationEvents.creditedBy, creditedBy),
        gte(reputationEvents.createdAt, since),
        gt(reputationEvents.points, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether another member has credited this one's finished work: acknowledged them as a teammate when completing a
 * problem or project, or placed them in a challenge (reputation_events_pair_idx). Marking one's own problem
 * completed, alone, does not count: anyone can do that.
 */
export async function hasWorkCreditedByOthers(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: reputationEvents.id })
    .from(reputationEvents)
    .where(
      and(
        eq(reputationEvents.userId, userId),
        isNotNull(reputationEvents.creditedBy),
        ne(reputationEvents.creditedBy, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records an award; false when it was already recorded (same member, source and reason). */
export async function insertReputationEvent(db: Queryable, event: ReputationEvent) {
  const rows = await db
    .insert(reputationEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: reputationEvents.id });
  return rows.length > 0;
}

export async function addReputationPoints(db: Queryable, userId: string, points: number) {
  await db
    .update(users)
    .set({ reputationScore: sql`${users.reputationScore} + ${points}` })
    .where(eq(users.id, userId));
}

/** A member who has not deleted their account. */
export async function findLiveUser(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** What a member earned (reputation events, achievements), for their data export. */
export async function findEarnedBy(db: Queryable, userId: string) {
  const [reputation, achievements] = await Promise.all([
    db.select().from(reputationEvents).where(eq(reputationEvents.userId, userId)),
    db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
  ]);
  return { reputationEvents: reputation, achievements };
}

/** An erased member's earned history goes. */
export async function deleteEarnedBy(tx: Queryable, userId: string) {
  await tx.delete(reputationEvents).where(eq(reputationEvents.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
}

/**
 * The member's row keeps its id (teams' history points at it) and loses everything personal: the name reads
 * 'Deleted member', the address becomes unique and undeliverable (RFC 2606) so the real one can register again.
 */
export async function anonymizeUser(tx: Queryable, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({
      name: DELETED_MEMBER_NAME,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash,
      avatar: null,
      reputationScore: 0,
      title: null,
      location: null,
      bio: null,
      skills: [],
      experience: null,
      education: null,
      github: null,
      linkedin: null,
      website: null,
      language: 'en',
      privacyNoticeVersion: null,
      privacyConsentedAt: null,
      privacyConsentVia: null,
      lastActiveAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
