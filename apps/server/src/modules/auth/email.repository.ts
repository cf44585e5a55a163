import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';

export async function insertVerification(
  tx: Queryable,
  values: { tokenHash: string; userId: string; email: string; expiresAt: Date },
) {
  await tx.insert(emailVerifications).values(values);
}

/** A newer link voids the member's older ones: they expire now (kept a day, they count towards the daily limit). */
export async function voidVerificationsOf(tx: Queryable, userId: string, now: Date) {
  await tx
    .update(emailVerifications)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    );
}

/** Marks a usable link used and answers whose it was and which address it proves; a second use finds nothing. */
export async function consumeVerification(tx: Queryable, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return row;
}

/** The address the member's newest usable link would prove, if any. */
export async function findPendingVerification(db: Queryable, userId: string, now: Date) {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row;
}

/** The member's row, locked until the transaction ends: the address it holds now, and whose it is. */
export async function lockAccount(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ email: users.email, name: users.name, language: users.language, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Whether another account holds this address (in any case). */
export async function isAddressTakenByOther(db: Queryable, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return row !== undefined;
}

/** The address is the member's, proven now; false when another account registered it meanwhile (its unique index). */
export async function setVerifiedAddress(tx: Queryable, userId: string, email: string, now: Date) {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

/** Erasure: the member's links go with their address. */
export async function deleteVerificationsOf(tx: Queryable, userId: string) {
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}
