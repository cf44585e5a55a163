import type { Language } from '@skillsync/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { grievances } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';

export type NewGrievance = Pick<
  typeof grievances.$inferInsert,
  'userId' | 'name' | 'email' | 'about' | 'details' | 'status' | 'tokenHash' | 'createdAt' | 'verifiedAt'
>;

/** Files a complaint; answers its number (the reference's). */
export async function insertGrievance(tx: Queryable, values: NewGrievance) {
  const [row] = await tx.insert(grievances).values(values).returning({ number: grievances.number });
  if (!row) throw new Error('insert returned no grievance');
  return row.number;
}

/**
 * Opens the unverified complaint whose link carries this token, if it was sent after `sentAfter`. The token is
 * forgotten as it is used, so of two confirmations at once one finds the row and the other, re-reading it after
 * the first commits, finds nothing.
 */
export async function openByToken(tx: Queryable, tokenHash: string, sentAfter: Date, now: Date) {
  const [row] = await tx
    .update(grievances)
    .set({ status: 'open', verifiedAt: now, tokenHash: null })
    .where(
      and(
        eq(grievances.tokenHash, tokenHash),
        eq(grievances.status, 'unverified'),
        gt(grievances.createdAt, sentAfter),
      ),
    )
    .returning({
      number: grievances.number,
      name: grievances.name,
      email: grievances.email,
      about: grievances.about,
    });
  return row;
}

export type GrievanceRow = {
  id: string;
  number: number;
  userId: string | null;
  memberName: string | null;
  name: string;
  email: string;
  about: string;
  details: string;
  verifiedAt: Date;
  decideBy: Date;
  /** Its deadline has passed. */
  isOverdue: boolean;
};

/**
 * The open complaints, oldest first (each has the same time to be answered, so the overdue ones come first too),
 * with the day each must be answered by, `decideMs` after it was received, and whether that has passed.
 */
export async function findOpenGrievances(db: Queryable, options: { now: Date; limit: number; decideMs: number }) {
  const { now, limit, decideMs } = options;
  const rows = await queryRows<GrievanceRow & { total: number }>(
    db,
    sql`WITH timed AS (
        SELECT *, verified_at + ${decideMs} * interval '1 millisecond' AS decide_by
        FROM grievances WHERE status = 'open'
      ), due AS (
        SELECT *, decide_by < ${now} AS is_overdue FROM timed
      )
      SELECT g.id, g.number, g.user_id AS "userId", u.name AS "memberName", g.name, g.email, g.about, g.details,
        g.verified_at AS "verifiedAt", g.decide_by AS "decideBy", g.is_overdue AS "isOverdue",
        count(*) OVER ()::int AS total
      FROM due g
      LEFT JOIN users u ON u.id = g.user_id AND u.deleted_at IS NULL
      ORDER BY g.verified_at, g.id
      LIMIT ${limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    grievances: rows.map((row) => ({ ...row, verifiedAt: new Date(row.verifiedAt), decideBy: new Date(row.decideBy) })),
  };
}

/**
 * A complaint about to be answered, its row locked so two moderators answer it once: where it stands, who wrote
 * it, and the language to answer in (a member's as it is now, a visitor's of the page they wrote on).
 */
export async function findGrievanceForAnswer(tx: Queryable, id: string) {
  const [row] = await queryRows<{
    number: number;
    status: (typeof grievances.$inferSelect)['status'];
    userId: string | null;
    name: string;
    email: string;
    about: string;
    language: Language;
  }>(
    tx,
    sql`SELECT g.number, g.status, g.user_id AS "userId", g.name, g.email, g.about,
        coalesce(u.language, g.language) AS language
      FROM grievances g LEFT JOIN users u ON u.id = g.user_id
      WHERE g.id = ${id}
      FOR UPDATE OF g`,
  );
  return row;
}

/** Records the answer, who gave it and when. */
export async function answerGrievance(
  tx: Queryable,
  id: string,
  values: { answer: string; answeredBy: string; answeredAt: Date },
) {
  await tx
    .update(grievances)
    .set({ status: 'answered', ...values })
    .where(eq(grievances.id, id));
}
