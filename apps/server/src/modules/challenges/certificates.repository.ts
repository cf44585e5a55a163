import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { challengeCertificates, challengeSubmissions, challenges, users } from '../../db/schema/index.ts';

export type CertificateRow = typeof challengeCertificates.$inferSelect;

/**
 * Issues a challenge's certificates from its published submissions, in one statement: participation for every
 * submitter, merit for each winner with their place. The name and title are copied as they stand now. A second call
 * adds nothing (the unique index on challenge, member and kind).
 */
export async function insertCertificatesOf(tx: Queryable, challengeId: string, now: Date) {
  await tx.execute(sql`
    INSERT INTO ${challengeCertificates}
      (challenge_id, user_id, kind, place, holder_name, challenge_title, issued_at)
    SELECT s.challenge_id, s.user_id, k.kind, CASE WHEN k.kind = 'merit' THEN s.rank END, u.name, c.title, ${now}
    FROM ${challengeSubmissions} s
    JOIN ${users} u ON u.id = s.user_id
    JOIN ${challenges} c ON c.id = s.challenge_id
    CROSS JOIN (VALUES ('participation'), ('merit')) AS k(kind)
    WHERE s.challenge_id = ${challengeId} AND s.hidden_at IS NULL AND u.deleted_at IS NULL
      AND (k.kind = 'participation' OR s.is_winner)
    ON CONFLICT (challenge_id, user_id, kind) DO NOTHING`);
}

export async function findCertificate(db: Queryable, id: string) {
  const [row] = await db.select().from(challengeCertificates).where(eq(challengeCertificates.id, id));
  return row;
}

/** A certificate with its challenge's host, its row locked until the transaction ends (a revocation). */
export async function findCertificateForUpdate(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ certificate: challengeCertificates, hostId: challenges.hostId })
    .from(challengeCertificates)
    .innerJoin(challenges, eq(challenges.id, challengeCertificates.challengeId))
    .where(eq(challengeCertificates.id, id))
    .for('update', { of: challengeCertificates });
  return row;
}

export async function revokeCertificateById(tx: Queryable, id: string, revokedAt: Date, reason: string) {
  await tx
    .update(challengeCertificates)
    .set({ revokedAt, revokedReason: reason })
    .where(and(eq(challengeCertificates.id, id), isNull(challengeCertificates.revokedAt)));
}

/** A challenge's certificates, merit first by place, then by name; only `userId`'s when one is given. */
export async function findCertificatesOf(db: Queryable, challengeId: string, userId: string | null) {
  const ofChallenge = eq(challengeCertificates.challengeId, challengeId);
  return db
    .select()
    .from(challengeCertificates)
    .where(userId ? and(ofChallenge, eq(challengeCertificates.userId, userId)) : ofChallenge)
    .orderBy(
      sql`${challengeCertificates.place} ASC NULLS LAST`,
      asc(challengeCertificates.holderName),
      asc(challengeCertificates.kind),
    );
}

export async function findHostOf(db: Queryable, challengeId: string) {
  const [row] = await db.select({ hostId: challenges.hostId }).from(challenges).where(eq(challenges.id, challengeId));
  return row;
}

/** A member's certificates, for their data export. */
export async function findCertificateDataOf(db: Queryable, userId: string) {
  return db.select().from(challengeCertificates).where(eq(challengeCertificates.userId, userId));
}

/** Erasure: the certificates name the member, so they go with the account. */
export async function deleteCertificatesOf(tx: Queryable, userId: string) {
  await tx.delete(challengeCertificates).where(eq(challengeCertificates.userId, userId));
}
