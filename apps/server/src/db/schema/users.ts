import { CONSENT_CHANNELS, LANGUAGES, ROLES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { memberSearchVector, skillKeys } from './search-columns.ts';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** False for an account made through Google or GitHub until its member sets a password (the hash is unusable). */
    hasPassword: boolean('has_password').notNull().default(true),
    avatar: text('avatar'),
    reputationScore: integer('reputation_score').notNull().default(0),
    title: text('title'),
    location: text('location'),
    bio: text('bio'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    skillKeys: skillKeys('skills'),
    searchVector: memberSearchVector(),
    experience: text('experience'),
    education: text('education'),
    github: text('github'),
    linkedin: text('linkedin'),
    website: text('website'),
    /** When the member proved the address is theirs (a mailed link, or a provider that verified it); null until then. */
    emailVerifiedAt: instant('email_verified_at'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** A moderator acts on reports; given and taken by `npm run moderator`, never through the API. */
    role: text('role', { enum: ROLES }).notNull().default('member'),
    /** Set by a moderator: no sign-in until then (suspension), or ever (ban). */
    suspendedUntil: instant('suspended_until'),
    bannedAt: instant('banned_at'),
    /** The privacy notice the member agreed to at registration (PRIVACY_NOTICE_VERSION), and when. */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyConsentedAt: instant('privacy_consented_at'),
    /** Which kind of client collected that consent (CONSENT_CHANNELS). */
    privacyConsentVia: text('privacy_consent_via', { enum: CONSENT_CHANNELS }),
    /** Last sign-in or realtime connection, at most hourly: "recently active" in Collab Matching. */
    lastActiveAt: instant('last_active_at'),
    /** Set when the member deleted their account: the row stays, erased, so their teams keep their history. */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // A search that matches more than SEARCH_COUNT_CAP members ranks them a block at a time, newest first.
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    isRemembered: boolean('is_remembered').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Mails waiting to be delivered, retried with backoff when SMTP fails. The body (which may hold a reset
 * link) is erased once the mail is delivered or can no longer be useful, so no usable secret rests here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: primaryId(),
    recipient: text('recipient').notNull(),
    /** The member whose action sent it (an owner's invitation): such mail goes when their account is erased. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body'),
    /** The same body as HTML, and headers of its own (one-click unsubscribe); erased with the body. */
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    /** After this the mail is useless (its link has expired): it is dropped, not sent. */
    expiresAt: instant('expires_at'),
    /** The last delivery failure's SMTP response code or error code, never its text. */
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.body} IS NOT NULL`),
    index('outbox_requested_by_idx').on(t.requestedBy).where(sql`${t.requestedBy} IS NOT NULL`),
  ],
);

/**
 * A link that proves an address belongs to the member: at registration, and for a new address they asked for, which
 * replaces the old one only when its link is followed. Stored hashed; single-use; a newer link voids the older ones.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId, t.createdAt)],
);
