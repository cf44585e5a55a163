import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { currentUserColumns } from '../users/index.ts';

export async function insertSession(
  db: Queryable,
  values: { tokenHash: string; userId: string; isRemembered: boolean; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/**
 * The live session for a token hash with its member, in one prepared query (every signed-in request runs it); none
 * for a member suspended or banned.
 */
export async function findLiveSession(db: Queryable, tokenHash: string, now: Date) {
  const statement = prepared(db, 'live_session', (db, name) =>
    db
      .select({
        session: {
          id: sessions.id,
          isRemembered: sessions.isRemembered,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        },
        user: { ...currentUserColumns, lastActiveAt: users.lastActiveAt },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // A member a moderator closed out has no session, whatever started one.
          isNull(users.bannedAt),
          or(isNull(users.suspendedUntil), lte(users.suspendedUntil, sql.placeholder('now'))),
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ tokenHash, now });
  return row;
}

export async function extendSession(db: Queryable, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Queryable, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Queryable, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Voids every reset link of a member: a newer link was issued, one was used, or the password changed. */
export async function deleteResetTokensOfUser(db: Queryable, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function insertResetToken(db: Queryable, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a usable reset token used and returns its user id; a second use finds nothing. */
export async function consumeResetToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Whether a reset token is still usable (not used, not expired), without using it up. */
export async function isResetTokenUsable(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** A member's own account as it is now (not as their session's lookup remembered it). */
export async function findCurrentUser(db: Queryable, userId: string) {
  const statement = prepared(db, 'current_user', (db, name) =>
    db
      .select(currentUserColumns)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row;
}

/** Which of these token hashes still belong to a live session, in one query (the realtime link's periodic check). */
export async function findLiveTokenHashes(db: Queryable, tokenHashes: string[], now: Date) {
  if (tokenHashes.length === 0) return new Set<string>();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.tokenHash));
}

/** The member's sign-ins, for their data export: when each began and ends, never its token. */
export async function findSignInsOf(db: Queryable, userId: string) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, isRemembered: sessions.isRemembered })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}
