import { and, eq, isNotNull, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  activities,
  chatAttachments,
  emailVerifications,
  grievances,
  notifications,
  outbox,
  passkeyChallenges,
  passwordResetTokens,
  problemViews,
  providerFlows,
  providerPendings,
  sessions,
} from '../../db/schema/index.ts';

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

/** Address links used or expired can never work again (the limit on asking again is counted elsewhere). */
export async function deleteSpentVerifications(db: Queryable, now: Date) {
  const rows = await db
    .delete(emailVerifications)
    .where(or(lte(emailVerifications.expiresAt, now), isNotNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length;
}

/** Passkey ceremonies never answered: their challenges can no longer be. */
export async function deleteExpiredPasskeyChallenges(db: Queryable, now: Date) {
  const rows = await db
    .delete(passkeyChallenges)
    .where(lte(passkeyChallenges.expiresAt, now))
    .returning({ id: passkeyChallenges.id });
  return rows.length;
}

/** Trips to Google or GitHub never finished, and people back from one who never finished on our pages. */
export async function deleteExpiredProviderRows(db: Queryable, now: Date) {
  const flows = await db
    .delete(providerFlows)
    .where(lte(providerFlows.expiresAt, now))
    .returning({ id: providerFlows.id });
  const pendings = await db
    .delete(providerPendings)
    .where(lte(providerPendings.expiresAt, now))
    .returning({ id: providerPendings.id });
  return { flows: flows.length, pendings: pendings.length };
}

/** Complaints whose confirmation link was never opened and no longer works: a visitor's words we were never asked to keep. */
export async function deleteUnconfirmedGrievancesBefore(db: Queryable, before: Date) {
  const rows = await db
    .delete(grievances)
    .where(and(eq(grievances.status, 'unverified'), lt(grievances.createdAt, before)))
    .returning({ id: grievances.id });
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
    .set({ body: null, html: null, headers: null })
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

/** Notifications read before `before`: the member has seen them, and the list pages back only so far. */
export async function deleteReadNotificationsBefore(db: Queryable, before: Date) {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.readAt, before))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Activity older than `before`, whose fan-out is over (or never was owed): no feed or digest reaches so far back. */
export async function deleteActivitiesBefore(db: Queryable, before: Date) {
  const rows = await db
    .delete(activities)
    .where(
      and(
        lt(activities.createdAt, before),
        or(isNotNull(activities.fannedOutAt), notInArray(activities.kind, ['problem-posted', 'project-started'])),
      ),
    )
    .returning({ id: activities.id });
  return rows.length;
}

/** Chat uploads never sent by `before`: nobody but their uploader ever saw them, and no message will carry them now. */
export async function deleteUnsentAttachmentsBefore(db: Queryable, before: Date) {
  const rows = await db
    .delete(chatAttachments)
    .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, before)))
    .returning({ id: chatAttachments.id });
  return rows.length;
}
