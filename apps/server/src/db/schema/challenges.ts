import { CHALLENGE_CATEGORIES, CHALLENGE_DURATIONS, DIFFICULTIES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from './search-columns.ts';
import { users } from './users.ts';

/**
 * A skill challenge. Its status is not stored: it follows `starts_at` and `ends_at` (Upcoming before the start,
 * Active until the deadline, Completed after), so it changes on time without anyone pressing a button.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    searchVector: searchVector(),
    category: text('category', { enum: CHALLENGE_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    /** Whole rupees. */
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull(),
    duration: text('duration', { enum: CHALLENGE_DURATIONS }).notNull(),
    /** The India day the host chose; `starts_at` is its midnight in India time. */
    startDate: date('start_date').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    technologies: text('technologies').array().notNull(),
    requirements: text('requirements').notNull(),
    judgingCriteria: text('judging_criteria').array().notNull(),
    submissionGuidelines: text('submission_guidelines').notNull(),
    sponsorName: text('sponsor_name').notNull(),
    sponsorContact: text('sponsor_contact').notNull(),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('challenges_host_idx').on(t.hostId),
    index('challenges_ends_at_idx').on(t.endsAt),
    index('challenges_results_published_at_idx').on(t.resultsPublishedAt),
    index('challenges_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** Who joined a challenge (never its host). */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('challenge_participants_user_idx').on(t.userId, t.joinedAt.desc()),
  ],
);

/** A participant's one entry, replaced until the deadline, then scored by the host and ranked when published. */
export const challengeSubmissions = pgTable(
  'challenge_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repositoryUrl: text('repository_url').notNull(),
    demoUrl: text('demo_url'),
    notes: text('notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** One score per judging criterion, in the criteria's order; null until the host scores it. */
    scores: integer('scores').array(),
    totalScore: integer('total_score'),
    feedback: text('feedback'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Set when the results are published: the place (ties share one) and whether it won. */
    rank: integer('rank'),
    isWinner: boolean('is_winner').notNull().default(false),
  },
  (t) => [
    uniqueIndex('challenge_submissions_challenge_user_idx').on(t.challengeId, t.userId),
    index('challenge_submissions_winner_idx').on(t.userId).where(sql`${t.isWinner}`),
  ],
);
