import { CHALLENGE_CATEGORIES, CHALLENGE_DURATIONS, DIFFICULTIES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, moderated, primaryId, updatedAt } from './columns.ts';
import { searchVector } from './search-columns.ts';
import { users } from './users.ts';

/**
 * A skill challenge. Its status is not stored: it follows `starts_at` and `ends_at` (Upcoming before the start,
 * Active until the deadline, Completed after), so it changes on time without anyone pressing a button.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: primaryId(),
    hostId: belongsTo('host_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    searchVector: searchVector(),
    category: text('category', { enum: CHALLENGE_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    /** Whole rupees: the prize pool, the sum of `prizes`. */
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull(),
    /** Whole rupees for each place, 1st first (issue 30): a tie shares the places it spans and splits their prizes. */
    prizes: bigint('prizes', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    duration: text('duration', { enum: CHALLENGE_DURATIONS }).notNull(),
    /** The India day the host chose; `starts_at` is its midnight in India time. */
    startDate: date('start_date').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    technologies: text('technologies').array().notNull(),
    requirements: text('requirements').notNull(),
    judgingCriteria: text('judging_criteria').array().notNull(),
    submissionGuidelines: text('submission_guidelines').notNull(),
    sponsorName: text('sponsor_name').notNull(),
    sponsorContact: text('sponsor_contact').notNull(),
    resultsPublishedAt: instant('results_published_at'),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    challengeId: belongsTo('challenge_id', () => challenges.id),
    userId: belongsTo('user_id', () => users.id),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** When they were reminded that the deadline is a day away and their entry missing (once). */
    remindedAt: instant('reminded_at'),
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
    id: primaryId(),
    challengeId: belongsTo('challenge_id', () => challenges.id),
    userId: belongsTo('user_id', () => users.id),
    repositoryUrl: text('repository_url').notNull(),
    demoUrl: text('demo_url'),
    notes: text('notes'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** One score per judging criterion, in the criteria's order; null until the host scores it. */
    scores: integer('scores').array(),
    totalScore: integer('total_score'),
    feedback: text('feedback'),
    scoredAt: instant('scored_at'),
    /** Set when the results are published: the place (ties share one) and whether it won. */
    rank: integer('rank'),
    isWinner: boolean('is_winner').notNull().default(false),
    /** Its share of the prizes of the places it spans, in paise (an equal split of rupees may leave a half), when published. */
    prizePaise: bigint('prize_paise', { mode: 'number' }),
    ...moderated(),
  },
  (t) => [
    uniqueIndex('challenge_submissions_challenge_user_idx').on(t.challengeId, t.userId),
    index('challenge_submissions_winner_idx').on(t.userId).where(sql`${t.isWinner}`),
  ],
);

/**
 * A challenge's public questions and the answers to them (issue 30): a question has no `question_id`; an answer names
 * its question. An answer by the challenge's host is marked as the host's.
 */
export const challengeQuestions = pgTable(
  'challenge_questions',
  {
    id: primaryId(),
    challengeId: belongsTo('challenge_id', () => challenges.id),
    authorId: belongsTo('author_id', () => users.id),
    questionId: uuid('question_id').references((): AnyPgColumn => challengeQuestions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...moderated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('challenge_questions_challenge_idx')
      .on(t.challengeId, t.createdAt.desc())
      .where(sql`${t.questionId} IS NULL`),
    index('challenge_questions_question_idx').on(t.questionId, t.createdAt),
  ],
);

/**
 * A certificate a member earned in a challenge (issue 30): participation for every submitter, merit for each winner,
 * issued when the results are published. Its id is public: the verification page and the QR code name it. The name
 * and title are kept as they were when issued; a revoked one says so, and why.
 */
export const challengeCertificates = pgTable(
  'challenge_certificates',
  {
    id: primaryId(),
    challengeId: belongsTo('challenge_id', () => challenges.id),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ['participation', 'merit'] }).notNull(),
    /** The place a merit certificate is for (ties share one). */
    place: integer('place'),
    holderName: text('holder_name').notNull(),
    challengeTitle: text('challenge_title').notNull(),
    issuedAt: instant('issued_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('challenge_certificates_holder_key').on(t.challengeId, t.userId, t.kind),
    index('challenge_certificates_user_idx').on(t.userId, t.issuedAt.desc()),
  ],
);
