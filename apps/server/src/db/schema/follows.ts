import type { ActivityKind, FeedItem } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges.ts';
import { belongsTo, createdAt, instant, primaryId } from './columns.ts';
import { problems } from './problems.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * What a member follows: another member, a problem, a project or a challenge (exactly one of the four ids). The
 * follow goes with what it follows. Indexed both ways: a member's follows (their feed) and a target's followers
 * (a count, and who hears of it).
 */
export const follows = pgTable(
  'follows',
  {
    id: primaryId(),
    followerId: belongsTo('follower_id', () => users.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('follows_one_target', sql`num_nonnulls(${t.userId}, ${t.problemId}, ${t.projectId}, ${t.challengeId}) = 1`),
    check('follows_not_self', sql`${t.userId} IS DISTINCT FROM ${t.followerId}`),
    uniqueIndex('follows_user_key').on(t.userId, t.followerId).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('follows_problem_key').on(t.problemId, t.followerId).where(sql`${t.problemId} IS NOT NULL`),
    uniqueIndex('follows_project_key').on(t.projectId, t.followerId).where(sql`${t.projectId} IS NOT NULL`),
    uniqueIndex('follows_challenge_key').on(t.challengeId, t.followerId).where(sql`${t.challengeId} IS NOT NULL`),
    index('follows_follower_idx').on(t.followerId, t.createdAt.desc()),
  ],
);

/**
 * What happened in public that followers may want to know: a member posted a problem or started a project, a
 * followed item changed (status, milestone, results). Written in the transaction of the event; the feed reads it.
 * A post waits for its fan-out (`fanned_out_at`): one notification to each of the member's followers, written off
 * the request path, once.
 */
export const activities = pgTable(
  'activities',
  {
    id: primaryId(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    actorId: belongsTo('actor_id', () => users.id),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    detail: jsonb('detail').$type<FeedItem['detail']>().notNull().default({}),
    /** Set once the followers of the actor were told; null while a post waits for it (never set for changes). */
    fannedOutAt: instant('fanned_out_at'),
    /** The fan-out's progress: followers are told in batches by id, each batch committed with this. */
    fannedOutThrough: uuid('fanned_out_through'),
    createdAt: createdAt(),
  },
  (t) => [
    check('activities_one_subject', sql`num_nonnulls(${t.problemId}, ${t.projectId}, ${t.challengeId}) = 1`),
    index('activities_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('activities_problem_idx')
      .on(t.problemId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.problemId} IS NOT NULL`),
    index('activities_project_idx')
      .on(t.projectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.projectId} IS NOT NULL`),
    index('activities_challenge_idx')
      .on(t.challengeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.challengeId} IS NOT NULL`),
    // Housekeeping drops the activity no feed or digest reads any more.
    index('activities_created_at_idx').on(t.createdAt),
    index('activities_posted_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.kind} = 'problem-posted'`),
    index('activities_fan_out_idx')
      .on(t.createdAt)
      .where(sql`${t.fannedOutAt} IS NULL AND ${t.kind} IN ('problem-posted', 'project-started')`),
  ],
);
