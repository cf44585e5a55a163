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
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, moderated, primaryId, updatedAt } from './columns.ts';
import { searchVector, skillKeys } from './search-columns.ts';
import { users } from './users.ts';

export const problems = pgTable(
  'problems',
  {
    id: primaryId(),
    authorId: belongsTo('author_id', () => users.id),
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
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    ...moderated(),
    updatedAt: updatedAt(),
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
    problemId: belongsTo('problem_id', () => problems.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.userId] })],
);

export const problemCollaborators = pgTable(
  'problem_collaborators',
  {
    problemId: belongsTo('problem_id', () => problems.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role').notNull(),
    joinedAt: instant('joined_at').notNull().defaultNow(),
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
    problemId: belongsTo('problem_id', () => problems.id),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.viewerKey, t.day] })],
);

export const collaborationRequests = pgTable(
  'collaboration_requests',
  {
    id: primaryId(),
    problemId: belongsTo('problem_id', () => problems.id),
    requesterId: belongsTo('requester_id', () => users.id),
    proposedRole: text('proposed_role', { enum: PROPOSED_ROLES }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    responseMessage: text('response_message'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
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
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** Who gave the credit (a problem's author), so the same pair is credited at most once in 30 days. */
    creditedBy: uuid('credited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why fewer points than the award's worth were given: a limit applied (see reputation.service.ts). */
    limitedBy: text('limited_by', { enum: REPUTATION_LIMITS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reputation_events_once_key').on(t.userId, t.sourceType, t.sourceId, t.reason),
    // A member's awards of today (the daily limit) and their history, newest first.
    index('reputation_events_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The same author's earlier credits to the same member (the once-in-30-days limit).
    index('reputation_events_pair_idx').on(t.userId, t.creditedBy, t.createdAt.desc()),
  ],
);
