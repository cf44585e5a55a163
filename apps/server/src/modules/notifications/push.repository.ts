import type { PushSubscriptionBody } from '@skillsync/shared';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications, pushSubscriptions, sessions } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { PushTarget } from '../../lib/pusher.ts';
import { type ClaimedNotice, describeClaimed, isOutsideQuietHours } from './notice-claims.repository.ts';

/** How many browsers of one member take pushes at once; subscribing in one more forgets the oldest. */
const BROWSERS_PER_MEMBER = 10;

/**
 * This browser's subscription, now the member's for as long as this session lasts: one a session (a browser that
 * subscribed again under a new endpoint replaces its old one), a browser another member subscribed in before is
 * taken over, and the member's oldest browsers beyond BROWSERS_PER_MEMBER are forgotten.
 */
export async function savePushSubscription(
  tx: Queryable,
  session: { userId: string; sessionId: string },
  body: PushSubscriptionBody,
  now: Date,
) {
  const { endpoint, keys } = body;
  const row = { ...session, p256dh: keys.p256dh, auth: keys.auth, createdAt: now };
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionId, session.sessionId), ne(pushSubscriptions.endpoint, endpoint)));
  await tx
    .insert(pushSubscriptions)
    .values({ endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  const p = pushSubscriptions;
  await tx.execute(
    sql`DELETE FROM ${p} WHERE ${p.id} IN (
          SELECT ${p.id} FROM ${p} WHERE ${p.userId} = ${session.userId}
          ORDER BY ${p.createdAt} DESC, ${p.id} OFFSET ${BROWSERS_PER_MEMBER})`,
  );
}

/** Whether this endpoint takes the member's pushes in this session. */
export async function isSubscribedInSession(db: Queryable, sessionId: string, endpoint: string) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

/** Ends the member's subscription at this endpoint (someone else's is left alone). */
export async function deletePushSubscription(db: Queryable, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Subscriptions their push service says will take no more pushes (unsubscribed, the app removed, another key). */
export async function deleteGoneSubscriptions(db: Queryable, endpoints: string[]) {
  if (endpoints.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, endpoints));
}

/** Each member's browsers whose session still lasts, in one query. */
export async function findPushTargetsOf(db: Queryable, userIds: string[], now: Date) {
  const targets = new Map<string, PushTarget[]>();
  if (userIds.length === 0) return targets;
  const rows = await db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.userId, userIds), gt(sessions.expiresAt, now)));
  for (const row of rows) {
    const list = targets.get(row.userId) ?? [];
    list.push({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } });
    targets.set(row.userId, list);
  }
  return targets;
}

/**
 * Takes up to `limit` notifications that owe a push now (their member is outside quiet hours) and marks them sent,
 * in one statement. SKIP LOCKED lets several instances share the work and never waits on a member's own request
 * (marking read, a grouped entry's update); a row another instance's e-mail worker holds at that moment is pushed
 * on the next round, a minute at most.
 */
export async function claimPendingPushes(db: Queryable, limit: number, now: Date): Promise<ClaimedNotice[]> {
  const n = notifications;
  return queryRows<ClaimedNotice>(
    db,
    sql`WITH due AS (
          SELECT ${n.id} FROM ${n}
          WHERE ${n.pushPending} AND ${isOutsideQuietHours(n.userId, now)}
          ORDER BY ${n.updatedAt} LIMIT ${limit} FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE ${n} SET push_pending = false, pushed_at = ${now} FROM due WHERE ${n.id} = due.id
          RETURNING ${n}.*)
        ${describeClaimed('push')}`,
  );
}
