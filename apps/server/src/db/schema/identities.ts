import { SIGN_IN_PROVIDERS } from '@skillsync/shared';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, primaryId } from './columns.ts';
import { users } from './users.ts';

/** A member's account at Google or GitHub, linked to sign in with: one per provider, and one member per account. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    provider: text('provider', { enum: SIGN_IN_PROVIDERS }).notNull(),
    /** The provider's own id for the person (OpenID `sub`, GitHub's numeric id): never the address, which can change. */
    subject: text('subject').notNull(),
    /** The address the provider gave when linked, shown in settings. */
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    uniqueIndex('auth_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('auth_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * A trip to a provider and back: what the callback checks (the `state`, kept hashed), what it needs (the PKCE verifier,
 * the OpenID nonce) and why it went (to sign in, or to link the signed-in member). Used once; expires in minutes.
 */
export const providerFlows = pgTable(
  'provider_flows',
  {
    id: primaryId(),
    stateHash: text('state_hash').notNull().unique(),
    provider: text('provider', { enum: SIGN_IN_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The member linking a provider in settings; null for a sign-in or sign-up. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isRemembered: boolean('is_remembered').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('provider_flows_expires_at_idx').on(t.expiresAt)],
);

/**
 * What a provider said about a person, kept (hashed token) while they finish on our pages: a new person agrees to the
 * privacy notice before their account is made ('sign-up'); a member whose verified address matched confirms the link
 * with their password or a mailed link ('link'), so a stranger's provider account with the same address takes nothing.
 */
export const providerPendings = pgTable(
  'provider_pendings',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['sign-up', 'link'] }).notNull(),
    provider: text('provider', { enum: SIGN_IN_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    /** Whether the provider said the address is verified: a sign-up's account starts verified only then. */
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** The member a 'link' would join the account to. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A 'link' confirmed by mail: the mailed link's token, hashed. */
    mailTokenHash: text('mail_token_hash').unique(),
    isRemembered: boolean('is_remembered').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('provider_pendings_expires_at_idx').on(t.expiresAt)],
);
