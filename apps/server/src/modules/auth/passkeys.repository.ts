import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passkeyChallenges, passkeys, users } from '../../db/schema/index.ts';
import { currentUserColumns } from '../users/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

const listedColumns = {
  id: passkeys.id,
  name: passkeys.name,
  isSynced: passkeys.isSynced,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};
export type ListedPasskeyRow = { [K in keyof typeof listedColumns]: PasskeyRow[K] };

export async function insertPasskeyChallenge(
  db: Queryable,
  values: { challengeHash: string; userId: string | null; expiresAt: Date },
) {
  await db.insert(passkeyChallenges).values(values);
}

/**
 * Uses up a live challenge (it works once): true when one with this hash was waiting for this member (or, for a
 * sign-in, for nobody).
 */
export async function consumePasskeyChallenge(db: Queryable, challengeHash: string, userId: string | null, now: Date) {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, challengeHash),
        gt(passkeyChallenges.expiresAt, now),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length > 0;
}

/** The member's passkeys, oldest first. */
export async function findPasskeysOf(db: Queryable, userId: string): Promise<ListedPasskeyRow[]> {
  return db
    .select(listedColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The credential ids the member's authenticators already hold, so the browser does not add one twice. */
export async function findCredentialIdsOf(db: Queryable, userId: string) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function countPasskeysOf(db: Queryable, userId: string) {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

/** A new passkey; none when its credential is already another's (or this member's), which the unique id decides. */
export async function insertPasskey(db: Queryable, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning(listedColumns);
  return row;
}

export async function renamePasskey(db: Queryable, userId: string, passkeyId: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning(listedColumns);
  return row;
}

export async function deletePasskey(db: Queryable, userId: string, passkeyId: string) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskeysOf(db: Queryable, userId: string) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/** The passkey a sign-in names, with its member's account (and whether a moderator closed it). */
export async function findPasskeyForSignIn(db: Queryable, credentialId: string) {
  const [row] = await db
    .select({
      passkey: {
        id: passkeys.id,
        credentialId: passkeys.credentialId,
        publicKey: passkeys.publicKey,
        counter: passkeys.counter,
        transports: passkeys.transports,
      },
      user: {
        ...currentUserColumns,
        bannedAt: users.bannedAt,
        suspendedUntil: users.suspendedUntil,
        deletedAt: users.deletedAt,
      },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function recordPasskeyUse(
  db: Queryable,
  passkeyId: string,
  values: { counter: number; isSynced: boolean; lastUsedAt: Date },
) {
  // Two sign-ins at once: the higher counter stays, so a clone is still caught later.
  await db
    .update(passkeys)
    .set({ ...values, counter: sql`greatest(${passkeys.counter}, ${values.counter})` })
    .where(eq(passkeys.id, passkeyId));
}

/** The member's passkeys for their data export: names and dates, never a key. */
export async function findPasskeyDataOf(db: Queryable, userId: string) {
  return db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}
