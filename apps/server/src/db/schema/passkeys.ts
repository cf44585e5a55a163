import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, primaryId } from './columns.ts';
import { users } from './users.ts';

/** A member's passkeys (WebAuthn credentials): what verifies their sign-ins, never a secret. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    /** The authenticator's credential id (base64url): a sign-in names it, and one belongs to one account. */
    credentialId: text('credential_id').notNull().unique(),
    /** The credential's public key, COSE-encoded, as base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (a 32-bit unsigned number); a smaller one later means a clone. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    name: text('name').notNull(),
    isSynced: boolean('is_synced').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * A passkey ceremony's challenge, kept hashed until its answer uses it up (once) or it expires, so any instance can
 * check the answer. Adding a passkey names its member; a sign-in's challenge names nobody.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: primaryId(),
    challengeHash: text('challenge_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);
