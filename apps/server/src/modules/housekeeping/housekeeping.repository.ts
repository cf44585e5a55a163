import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outbox, passwordResetTokens, problemViews, sessions } from '../../db/schema/index.ts';

export async function deleteExpiredSessions(db: Queryable, now: Date) {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

/** Reset tokens that were used or have expired can never work again. */
export async function deleteSpentResetTokens(db: Queryable, now: Date) {
  const rows = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}

/** View records only matter on their own day: they stop a second view that day being counted. */
export async function deleteProblemViewsBefore(db: Queryable, day: string) {
  const rows = await db.delete(problemViews).where(lt(problemViews.day, day)).returning({ day: problemViews.day });
  return rows.length;
}

/** Mails never delivered whose links have expired lose their body: it could only ever be a stale secret. */
export async function eraseExpiredMailBodies(db: Queryable, now: Date) {
  const rows = await db
    .update(outbox)
    .set({ body: null })
    .where(and(isNotNull(outbox.body), lt(outbox.expiresAt, now)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** The record that a mail went out is kept a while for support questions, then goes too. */
export async function deleteSpentMailsBefore(db: Queryable, before: Date) {
  const rows = await db
    .delete(outbox)
    .where(and(isNull(outbox.body), lt(outbox.createdAt, before)))
    .returning({ id: outbox.id });
  return rows.length;
}
