import {
  APPEAL_STATUSES,
  GRIEVANCE_STATUSES,
  LANGUAGES,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, primaryId } from './columns.ts';
import { users } from './users.ts';

/**
 * What members reported, about anything by kind and id (the thing may go; the report stays, as the Grievance
 * Officer's record). `subject_user_id` is whose it is, kept from the moment of the report. A member has at most one
 * open report about a thing. Users are never deleted (an account's row stays, erased), so the references hold.
 */
export const reports = pgTable(
  'reports',
  {
    id: primaryId(),
    /** The reference a reporter quotes: R-<number>. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('reports_number_key').on(t.number),
    // The queue: open reports gathered by what they are about.
    index('reports_open_idx').on(t.subjectType, t.subjectId, t.createdAt).where(sql`${t.status} = 'open'`),
    // One open report per member and thing: a second is refused, and two at once cannot both land.
    uniqueIndex('reports_open_by_reporter_key')
      .on(t.reporterId, t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'open'`),
    // My reports, newest first.
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The audit log: every moderation action, who took it, when and why. Append-only: a trigger (migration 0016)
 * refuses any UPDATE, DELETE or TRUNCATE, so nobody, through the API or not, can edit it.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: primaryId(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id),
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    memberId: uuid('member_id').references(() => users.id),
    note: text('note').notNull(),
    /** A suspension's length in days. */
    days: integer('days'),
    reportCount: integer('report_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // What was done about a thing, latest first: the hide its author may appeal.
    index('moderation_actions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  ],
);

/**
 * A member's appeal of an action on them or their content: one per action, decided by a moderator other than the
 * one who acted. Overturning undoes the action (restores the content, lifts the suspension or ban).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: primaryId(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => moderationActions.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
  },
  (t) => [
    // Once per action: a second appeal, or two at once, cannot land.
    uniqueIndex('appeals_action_key').on(t.actionId),
    index('appeals_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Who blocked whom. The blocked member cannot reach the blocker (requests, invitations, messages, mentions) or find
 * them in recommendations, and the blocker no longer sees their content in lists and search; they are not told.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Both directions are asked: "has either blocked the other".
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/**
 * Complaints to the Grievance Officer (IT Rules 2021, rule 3(2)), from anyone: a member (their account's e-mail) or
 * a visitor, whose address is confirmed by a link before the complaint counts. Acknowledged with its reference
 * (G-<number>) once confirmed; answered within 15 days.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: primaryId(),
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** What it is about: a page's address or a few words. */
    about: text('about').notNull(),
    details: text('details').notNull(),
    /** The language of the page it was written on: a visitor's e-mails about it are in it (a member's follow theirs). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull(),
    /** A visitor's confirmation link carries a token; only its hash is kept. */
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    verifiedAt: instant('verified_at'),
    answeredAt: instant('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answer: text('answer'),
  },
  (t) => [
    uniqueIndex('grievances_number_key').on(t.number),
    uniqueIndex('grievances_token_key').on(t.tokenHash),
    index('grievances_open_idx').on(t.verifiedAt, t.id).where(sql`${t.status} = 'open'`),
  ],
);
