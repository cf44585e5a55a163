import { ACHIEVEMENTS, PORTFOLIO_STATUSES } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, bytea, createdAt, instant, moderated, primaryId, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Profile pictures, re-encoded (a 400 px square JPEG without metadata): in the database, so every instance
 * serves the same picture. `version` goes into the picture's URL, so a new picture is a new URL and browsers
 * may keep each one for good.
 */
export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  version: text('version').notNull(),
  updatedAt: updatedAt(),
});

/** A member's portfolio projects (spec §3 "Local portfolio project", kept on the server). */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: PORTFOLIO_STATUSES }).notNull(),
    githubUrl: text('github_url'),
    liveUrl: text('live_url'),
    createdAt: createdAt(),
    ...moderated(),
    updatedAt: updatedAt(),
  },
  (t) => [index('portfolio_items_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** A member's like of someone's portfolio project: one each. */
export const portfolioLikes = pgTable(
  'portfolio_likes',
  {
    itemId: belongsTo('item_id', () => portfolioItems.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('portfolio_likes_user_idx').on(t.userId)],
);

/** What a member earned, once each, and when (issue 11). */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ACHIEVEMENTS }).notNull(),
    earnedAt: instant('earned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Every skill the community has named (members' skills, problems' and projects' needs), once per spelling
 * in any letter case: what search suggests as skills. Filled as profiles, problems and projects are saved.
 */
export const skills = pgTable('skills', {
  /** lower(name): the key that makes `React` and `react` one skill. */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * How many live members hold each skill (by key), kept by a trigger on `users` as profiles change, so matching's
 * rarity weights and search's counts read a row instead of counting members. The row with the empty key counts
 * every live member.
 */
export const skillHolders = pgTable('skill_holders', {
  skill: text('skill').primaryKey(),
  holders: integer('holders').notNull(),
});

/**
 * Each live member's skills (by key) with their reputation, kept by the same trigger: a skill's best-reputed
 * holders are the first rows of its index, so matching finds them reading a few rows however many hold it.
 */
export const memberSkills = pgTable(
  'member_skills',
  {
    skill: text('skill').notNull(),
    userId: belongsTo('user_id', () => users.id),
    reputationScore: integer('reputation_score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    index('member_skills_best_idx').on(t.skill, t.reputationScore.desc(), t.userId),
  ],
);
