import {
  DIFFICULTIES,
  ESTIMATED_TIMES,
  PROBLEM_CATEGORIES,
  PROJECT_TYPES,
  PROPOSED_ROLES,
  REPUTATION_LIMITS,
  REQUEST_STATUSES,
  STATUSES,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchVector, skillKeys } from './search-columns.ts';
import { users } from './users.ts';

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: PROBLEM_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    skillsNeeded: text('skills_needed').array().notNull(),
    skillKeys: skillKeys('skills_needed'),
    searchVector: searchVector(),
    estimatedTime: text('estimated_time', { enum: ESTIMATED_TIMES }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: STATUSES }).notNull().default('Active'),
    githubRepo: text('github_repo'),
    projectLinks: text('project_links').array().notNull().default(sql`'{}'::text[]`),
    additionalResources: text('additional_resources'),
    projectType: text('project_type', { enum: PROJECT_TYPES }),
    views: integer('views').notNull().default(0),
    supportersCount: integer('supporters_count').notNull().default(0),
    completionNotes: text('completion_notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('problems_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // A member's problems newest first: their posted list, the owner side of their teams, and their inbox's join.
    index('problems_author_created_at_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('problems_search_vector_idx').using('gin', t.searchVector),
    index('problems_skill_keys_idx').using('gin', t.skillKeys),
  ],
);

export const problemSupporters = pgTable(
  'problem_supporters',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.userId] })],
);

export const problemCollaborators = pgTable(
  'problem_collaborators',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.problemId, t.userId] }),
    // The teams a member joined, most recent first (their collaborations list).
    index('problem_collaborators_user_joined_at_idx').on(t.userId, t.joinedAt.desc(), t.problemId.desc()),
  ],
);

/** One row per viewer per day, so a view is counted once a day rather than on every request. */
export const problemViews = pgTable(
  'problem_views',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.viewerKey, t.day] })],
);

export const collaborationRequests = pgTable(
  'collaboration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposedRole: text('proposed_role', { enum: PROPOSED_ROLES }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    responseMessage: text('response_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('collaboration_requests_one_pending_key')
      .on(t.problemId, t.requesterId)
      .where(sql`${t.status} = 'pending'`),
    // Keyset pages of the sent list, and of each problem's requests for the received list.
    index('collaboration_requests_requester_requested_at_idx').on(t.requesterId, t.requestedAt.desc(), t.id.desc()),
    index('collaboration_requests_problem_requested_at_idx').on(t.problemId, t.requestedAt.desc(), t.id.desc()),
  ],
);

/** Every reputation award, so a score can be explained and an award is never counted twice. */
export const reputationEvents = pgTable(
  'reputation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** Who gave the credit (a problem's author), so the same pair is credited at most once in 30 days. */
    creditedBy: uuid('credited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why fewer points than the award's worth were given: a limit applied (see reputation.service.ts). */
    limitedBy: text('limited_by', { enum: REPUTATION_LIMITS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reputation_events_once_key').on(t.userId, t.sourceType, t.sourceId, t.reason),
    // A member's awards of today (the daily limit) and their history, newest first.
    index('reputation_events_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The same author's earlier credits to the same member (the once-in-30-days limit).
    index('reputation_events_pair_idx').on(t.userId, t.creditedBy, t.createdAt.desc()),
  ],
);
