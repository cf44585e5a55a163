import type { DigestFrequency, Notification, NotificationKind, NotificationSettings } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges.ts';
import { belongsTo, createdAt, instant, primaryId, updatedAt } from './columns.ts';
import { problems } from './problems.ts';
import { projects } from './projects.ts';
import { sessions, users } from './users.ts';

/**
 * What a member is told about (the bell and /notifications). Written in the transaction of the event that causes
 * it. What it is about is one of the three ids (or none, an achievement), so the entry goes with its subject.
 * While unread, one of a kind on one subject is one row (`group_key`): a new one moves it up, names the new actor
 * and counts the others (`actor_ids` keeps the last few distinct ones, so one member counts once).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorIds: uuid('actor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    othersCount: integer('others_count').notNull().default(0),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    detail: jsonb('detail').$type<Notification['detail']>().notNull().default({}),
    groupKey: text('group_key'),
    /** Shown in the app (the member may have turned a kind off there and kept its e-mails). */
    inApp: boolean('in_app').notNull().default(true),
    /** An e-mail is owed for it: written with the event, sent by the mail worker (notification-mail.service.ts). */
    emailPending: boolean('email_pending').notNull().default(false),
    /** Not before then (a chat notification's e-mail waits to see whether it is read first). */
    emailAfter: instant('email_after'),
    /** When its last e-mail was queued (a room's chat is e-mailed at most once an hour). */
    emailedAt: instant('emailed_at'),
    /** A push is owed for it: sent by the push worker (push.service.ts) once the member's quiet hours allow. */
    pushPending: boolean('push_pending').notNull().default(false),
    /** When its last push went (a room's chat is pushed at most once an hour). */
    pushedAt: instant('pushed_at'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_updated_at_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    index('notifications_email_pending_idx').on(t.updatedAt).where(sql`${t.emailPending}`),
    index('notifications_push_pending_idx').on(t.updatedAt).where(sql`${t.pushPending}`),
    // Housekeeping drops what was read long ago.
    index('notifications_read_at_idx').on(t.readAt).where(sql`${t.readAt} IS NOT NULL`),
    // A deleted problem, project or challenge takes its notifications with it.
    index('notifications_problem_idx').on(t.problemId).where(sql`${t.problemId} IS NOT NULL`),
    index('notifications_project_idx').on(t.projectId).where(sql`${t.projectId} IS NOT NULL`),
    index('notifications_challenge_idx').on(t.challengeId).where(sql`${t.challengeId} IS NOT NULL`),
    uniqueIndex('notifications_unread_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL AND ${t.groupKey} IS NOT NULL`),
  ],
);

/**
 * A member's choices of where each kind reaches them. Only what they changed is stored (`channels`, by kind); the
 * rest follows the defaults (in the app always; by e-mail for EMAILED_BY_DEFAULT). No row: every default, and a
 * weekly digest; the row is made when they change something or get their first digest.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Partial<NotificationSettings['channels']>>().notNull().default({}),
  digest: text('digest').$type<DigestFrequency>().notNull().default('weekly'),
  /** Quiet hours, whole hours of India time (null: none): pushes wait and e-mails hold until they end. */
  quietFrom: smallint('quiet_from'),
  quietUntil: smallint('quiet_until'),
  /** When the member's last digest was taken for sending (or skipped, having nothing new). */
  digestSentAt: instant('digest_sent_at'),
  updatedAt: updatedAt(),
});

/**
 * A browser a member turned push on in: where its push service takes messages for it, and the keys they are
 * encrypted for. It lasts as long as the session it was made in: signing out there (or the session's end) stops
 * the pushes, so a shared computer does not keep hearing of the last member. An endpoint is one browser's:
 * subscribing again there (the next member signed in) takes it over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    sessionId: belongsTo('session_id', () => sessions.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    // One browser a session: what a session subscribes replaces what it subscribed before.
    uniqueIndex('push_subscriptions_session_key').on(t.sessionId),
  ],
);
