import type { SignInProvider } from '@skillsync/shared';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { authIdentities, passkeys, providerFlows, providerPendings, users } from '../../db/schema/index.ts';

export type IdentityRow = typeof authIdentities.$inferSelect;
export type PendingRow = typeof providerPendings.$inferSelect;

export async function insertProviderFlow(db: Queryable, values: typeof providerFlows.$inferInsert) {
  await db.insert(providerFlows).values(values);
}

/**
 * Uses up the flow a callback's state names (it works once, so a replayed state finds nothing); an expired one is
 * used up too, and not returned.
 */
export async function consumeProviderFlow(db: Queryable, stateHash: string, provider: SignInProvider, now: Date) {
  const [row] = await db
    .delete(providerFlows)
    .where(and(eq(providerFlows.stateHash, stateHash), eq(providerFlows.provider, provider)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

export async function findIdentity(db: Queryable, provider: SignInProvider, subject: string) {
  const [row] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, subject)));
  return row;
}

/**
 * Links a provider account to a member; none when the account is another member's or the member has one at this
 * provider already (the two unique indexes decide, races included).
 */
export async function insertIdentity(
  db: Queryable,
  values: { userId: string; provider: SignInProvider; subject: string; email: string | null; lastUsedAt?: Date },
) {
  const [row] = await db.insert(authIdentities).values(values).onConflictDoNothing().returning();
  return row;
}

export async function recordIdentityUse(db: Queryable, identityId: string, now: Date) {
  await db.update(authIdentities).set({ lastUsedAt: now }).where(eq(authIdentities.id, identityId));
}

export async function findIdentitiesOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .orderBy(asc(authIdentities.createdAt), asc(authIdentities.id));
}

export async function deleteIdentity(db: Queryable, userId: string, identityId: string) {
  const rows = await db
    .delete(authIdentities)
    .where(and(eq(authIdentities.id, identityId), eq(authIdentities.userId, userId)))
    .returning({ id: authIdentities.id });
  return rows.length > 0;
}

/**
 * The ways a member can sign in: a password, passkeys and linked providers, counted in one query (under the member's
 * row lock, so two removals at once cannot leave none).
 */
export async function countSignInMethods(db: Queryable, userId: string) {
  const [[user], [keys], [linked]] = await Promise.all([
    db.select({ hasPassword: users.hasPassword }).from(users).where(eq(users.id, userId)),
    db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db.select({ total: count() }).from(authIdentities).where(eq(authIdentities.userId, userId)),
  ]);
  return (user?.hasPassword ? 1 : 0) + (keys?.total ?? 0) + (linked?.total ?? 0);
}

export async function insertPending(db: Queryable, values: typeof providerPendings.$inferInsert) {
  await db.insert(providerPendings).values(values);
}

export async function findLivePending(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(providerPendings)
    .where(and(eq(providerPendings.tokenHash, tokenHash), gt(providerPendings.expiresAt, now)));
  return row;
}

/** Uses up a live pending of this kind (it works once: of two confirmations at once, one finds it). */
export async function consumePending(db: Queryable, tokenHash: string, kind: PendingRow['kind'], now: Date) {
  const [row] = await db
    .delete(providerPendings)
    .where(
      and(
        eq(providerPendings.tokenHash, tokenHash),
        eq(providerPendings.kind, kind),
        gt(providerPendings.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Uses up the live link whose mailed token this is. */
export async function consumeMailedPending(db: Queryable, mailTokenHash: string, now: Date) {
  const [row] = await db
    .delete(providerPendings)
    .where(
      and(
        eq(providerPendings.mailTokenHash, mailTokenHash),
        eq(providerPendings.kind, 'link'),
        gt(providerPendings.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Gives a live link a (new) mailed token; a newer mail voids the older link. */
export async function setPendingMailToken(db: Queryable, tokenHash: string, mailTokenHash: string, now: Date) {
  const [row] = await db
    .update(providerPendings)
    .set({ mailTokenHash })
    .where(
      and(
        eq(providerPendings.tokenHash, tokenHash),
        eq(providerPendings.kind, 'link'),
        gt(providerPendings.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The providers a member linked, for their data export: which, the address, when; never the provider's id. */
export async function findIdentityDataOf(db: Queryable, userId: string) {
  return db
    .select({
      provider: authIdentities.provider,
      email: authIdentities.email,
      createdAt: authIdentities.createdAt,
      lastUsedAt: authIdentities.lastUsedAt,
    })
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId));
}

/** A member without a password sets their first one. */
export async function setFirstPassword(db: Queryable, userId: string, passwordHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash, hasPassword: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.hasPassword, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A leaving member's links to Google and GitHub, trips they started and links waiting for them: the account's row
 * stays (anonymized), so nothing cascades.
 */
export async function deleteProviderDataOf(db: Queryable, userId: string) {
  await db.delete(authIdentities).where(eq(authIdentities.userId, userId));
  await db.delete(providerFlows).where(eq(providerFlows.userId, userId));
  await db.delete(providerPendings).where(eq(providerPendings.userId, userId));
}
