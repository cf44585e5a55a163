import {
  DIFFICULTIES,
  JOIN_REQUEST_KINDS,
  JOIN_REQUEST_STATUSES,
  PROJECT_CATEGORIES,
  PROJECT_DURATIONS,
  REPOSITORY_PLATFORMS,
  STATUSES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  VISIBILITIES,
} from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { searchVector, skillKeys } from './search-columns.ts';
import { users } from './users.ts';

export const projects = pgTable(
  'projects',
  {
    id: primaryId(),
    ownerId: belongsTo('owner_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: PROJECT_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('Planning'),
    skillsNeeded: text('skills_needed').array().notNull(),
    skillKeys: skillKeys('skills_needed'),
    searchVector: searchVector(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The owner counts: a team of maxMembers is the owner and maxMembers - 1 members. */
    maxMembers: integer('max_members').notNull(),
    duration: text('duration', { enum: PROJECT_DURATIONS }),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('Public'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    repositoryUrl: text('repository_url'),
    repositoryPlatform: text('repository_platform', { enum: REPOSITORY_PLATFORMS }).notNull().default('GitHub'),
    demoUrl: text('demo_url'),
    goals: text('goals'),
    requirements: text('requirements'),
    completionNotes: text('completion_notes'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    ...moderated(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('projects_owner_created_at_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('projects_search_vector_idx').using('gin', t.searchVector),
    index('projects_skill_keys_idx').using('gin', t.skillKeys),
  ],
);

/** The members of a project's team but its owner (who is on the project row). */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: belongsTo('project_id', () => projects.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role').notNull().default('Member'),
    /** What the member brings, as they said when asking to join (or their profile's skills when invited). */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    // The teams a member joined, most recent first (the dashboard's Project Teams).
    index('project_members_user_joined_at_idx').on(t.userId, t.joinedAt.desc(), t.projectId.desc()),
  ],
);

/**
 * A member asking to join, or the owner inviting someone: a member (from a recommendation) or an e-mail address.
 * At most one pending per project and member, and one per project and address.
 */
export const projectJoinRequests = pgTable(
  'project_join_requests',
  {
    id: primaryId(),
    projectId: belongsTo('project_id', () => projects.id),
    /** Who would join; null while an invitation by e-mail waits for someone to register with its address. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The address the owner typed, for an invitation by e-mail. The owner is shown only this, never who holds it,
     * so inviting tells nobody whether (or as whom) an address is registered.
     */
    inviteeEmail: text('invitee_email'),
    kind: text('kind', { enum: JOIN_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('Pending'),
    message: text('message').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    respondedAt: instant('responded_at'),
  },
  (t) => [
    check('project_join_requests_someone', sql`${t.userId} IS NOT NULL OR ${t.inviteeEmail} IS NOT NULL`),
    uniqueIndex('project_join_requests_one_pending_key')
      .on(t.projectId, t.userId)
      .where(sql`${t.status} = 'Pending' AND ${t.inviteeEmail} IS NULL`),
    uniqueIndex('project_join_requests_one_pending_address_key')
      .on(t.projectId, sql`lower(${t.inviteeEmail})`)
      .where(sql`${t.status} = 'Pending' AND ${t.inviteeEmail} IS NOT NULL`),
    // Invitations waiting for whoever registers with their address.
    index('project_join_requests_unclaimed_address_idx')
      .on(sql`lower(${t.inviteeEmail})`)
      .where(sql`${t.userId} IS NULL`),
    index('project_join_requests_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('project_join_requests_project_created_at_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const projectTasks = pgTable(
  'project_tasks',
  {
    id: primaryId(),
    projectId: belongsTo('project_id', () => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('Todo'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('Medium'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_tasks_project_created_at_idx').on(t.projectId, t.createdAt, t.id)],
);

export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: primaryId(),
    projectId: belongsTo('project_id', () => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date'),
    completed: boolean('completed').notNull().default(false),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('project_milestones_project_idx').on(t.projectId, t.createdAt, t.id)],
);
