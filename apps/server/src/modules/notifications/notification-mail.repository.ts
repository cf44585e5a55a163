import { CHAT_MAIL_INTERVAL_MS } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import { type ClaimedNotice, describeClaimed, isOutsideQuietHours } from './notice-claims.repository.ts';
import { isChatKind } from './notifications.repository.ts';

/**
 * Takes up to `limit` notifications that owe an e-mail now and marks them paid, in the caller's transaction (the
 * mail is queued in the same one, so it is queued exactly once). A chat notification owes one once it has stayed
 * unread past its `email_after` (reading it settles it), and at most one an hour; a member's quiet hours hold
 * theirs until they end. SKIP LOCKED lets several instances share the work (a notification whose push another
 * instance is taking at that moment waits for the next round, a minute at most).
 */
export async function claimPendingMails(tx: Queryable, limit: number, now: Date): Promise<ClaimedNotice[]> {
  const n = notifications;
  const hourAgo = new Date(now.getTime() - CHAT_MAIL_INTERVAL_MS);
  return queryRows<ClaimedNotice>(
    tx,
    sql`WITH due AS (
          SELECT ${n.id} FROM ${n}
          WHERE ${n.emailPending} AND (${n.emailAfter} IS NULL OR ${n.emailAfter} <= ${now})
            AND (NOT ${isChatKind(n.kind)} OR ${n.emailedAt} IS NULL OR ${n.emailedAt} < ${hourAgo})
            AND ${isOutsideQuietHours(n.userId, now)}
          ORDER BY ${n.updatedAt} LIMIT ${limit} FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE ${n} SET email_pending = false, emailed_at = ${now} FROM due WHERE ${n.id} = due.id
          RETURNING ${n}.*)
        ${describeClaimed('email')}`,
  );
}
