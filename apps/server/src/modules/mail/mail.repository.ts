import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type NewMail = {
  recipient: string;
  subject: string;
  body: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  nextAttemptAt: Date;
  expiresAt: Date | null;
  requestedBy?: string | null;
};

export async function insertMail(db: Queryable, mail: NewMail) {
  await db.insert(outbox).values(mail);
}

/**
 * Takes the next mail that is due and leases it until `leaseUntil` in one statement: SKIP LOCKED and the lease
 * keep two instances (or two runs) from sending the same mail, and a crash mid-send only delays it.
 */
export async function claimDueMail(db: Queryable, now: Date, leaseUntil: Date) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNotNull(outbox.body),
        sql`${outbox.nextAttemptAt} <= ${now}`,
        or(isNull(outbox.expiresAt), sql`${outbox.expiresAt} > ${now}`),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, sql`(${due})`))
    .returning();
  return row;
}

/** Delivered: the body goes (as text and HTML, and its headers' links), only the fact of the mail stays. */
export async function markMailSent(db: Queryable, id: string, now: Date) {
  await db
    .update(outbox)
    .set({ sentAt: now, body: null, html: null, headers: null, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markMailFailed(db: Queryable, id: string, nextAttemptAt: Date, lastError: string) {
  await db.update(outbox).set({ nextAttemptAt, lastError }).where(eq(outbox.id, id));
}

export async function findMailsTo(db: Queryable, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.createdAt);
}

/** Mail waiting for an address that is being erased goes unsent. */
export async function deleteMailsTo(db: Queryable, recipient: string) {
  await db.delete(outbox).where(eq(outbox.recipient, recipient));
}
