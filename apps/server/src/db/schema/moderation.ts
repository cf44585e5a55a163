import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECTS } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId } from './columns.ts';
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
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
