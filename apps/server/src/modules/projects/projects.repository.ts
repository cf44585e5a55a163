import { TEAM_AVATARS_SHOWN } from '@skillsync/shared';
import { and, asc, count, eq, getTableColumns, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { filterShapeName, prepared } from '../../db/prepared.ts';
import {
  type projectJoinRequests,
  projectMembers,
  type projectMilestones,
  projects,
  projectTasks,
  users,
} from '../../db/schema/index.ts';
import { isListedFor, isUnhiddenFor, jsonTimestamp, withJoinDates } from '../../db/sql.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { isVisibleTo, teamSize } from '../teams/index.ts';
import { userSummaryColumns } from '../users/index.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProject, 'id' | 'ownerId' | 'createdAt'>>;
export type MilestoneRow = typeof projectMilestones.$inferSelect;
export type JoinRequestRow = typeof projectJoinRequests.$inferSelect;

const CLOSED_STATUSES: ProjectRow['status'][] = ['Completed', 'Cancelled'];

const newestProjectsFirst = newestFirst(projects.createdAt, projects.id);

// What pages and cards show of a project: every column but those kept for searching.
const { searchVector: _searchVector, skillKeys: _skillKeys, ...shownColumns } = getTableColumns(projects);
export const projectColumns = shownColumns;
export type ProjectDetailColumns = Omit<ProjectRow, 'searchVector' | 'skillKeys'>;

const summarySelection = {
  project: projectColumns,
  owner: userSummaryColumns(users),
  teamSize,
  cursor: cursorTextOf(projects.createdAt),
};

/** A member of a project card's avatar strip as the list's query gives it (JSON, built by the database). */
type StripMemberJson = {
  id: string;
  name: string;
  avatar: string | null;
  reputationScore: number;
  role: string;
  skills: string[];
  joinedAt: string;
};

/**
 * The first members of each card's team, earliest first, as a JSON array in the card's own row: a page of the
 * list is one query, not one for the cards and one more for their avatar strips.
 */
const membersStrip = sql<StripMemberJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', member.id, 'name', member.name, 'avatar', member.avatar, 'reputationScore', member.reputation_score,
    'role', team.role, 'skills', team.skills,
    'joinedAt', ${jsonTimestamp(sql`team.joined_at`)}
  ) ORDER BY team.joined_at, team.user_id), '[]'::json)
  FROM (
    SELECT m.user_id, m.role, m.skills, m.joined_at FROM project_members m
    WHERE m.project_id = ${projects.id}
    ORDER BY m.joined_at, m.user_id
    LIMIT ${sql.raw(String(TEAM_AVATARS_SHOWN))}
  ) team
  JOIN users member ON member.id = team.user_id
)`.mapWith((team: StripMemberJson[]) => withJoinDates(team));

export type ProjectFilters = {
  category: ProjectRow['category'] | undefined;
  difficulty: ProjectRow['difficulty'] | undefined;
  status: ProjectRow['status'] | undefined;
  /** A to_tsquery text such as `solar:* & pump:*`, or null for no search. */
  searchQuery: string | null;
  /** The signed-in viewer: their own projects are left out, and their private teams shown. */
  viewerId: string | null;
  after: Cursor | null;
  limit: number;
};

/** The values of the list's placeholders; a filter that is absent leaves its placeholder out of the statement. */
type ListParams = {
  category: string;
  difficulty: string;
  status: string;
  searchQuery: string;
  viewerId: string;
  afterCreatedAt: string;
  afterId: string;
  limit: number;
};

const placeholder = (name: keyof ListParams) => sql.placeholder(name);

/** The list's query for the filters present: one prepared statement per combination of them. */
function listStatement(db: Queryable, filters: ProjectFilters) {
  const present = {
    category: filters.category !== undefined,
    difficulty: filters.difficulty !== undefined,
    status: filters.status !== undefined,
    search: filters.searchQuery !== null,
    viewer: filters.viewerId !== null,
    after: filters.after !== null,
  };
  return prepared(db, filterShapeName('project_list', present), (db, name) =>
    db
      .select({ ...summarySelection, members: membersStrip })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(
        and(
          // The viewer's own projects are left out below, so only their memberships add private ones.
          isVisibleTo(present.viewer ? placeholder('viewerId') : null),
          present.category ? eq(projects.category, placeholder('category')) : undefined,
          present.difficulty ? eq(projects.difficulty, placeholder('difficulty')) : undefined,
          // Without a status asked for, the list shows the projects still under way.
          present.status ? eq(projects.status, placeholder('status')) : notInArray(projects.status, CLOSED_STATUSES),
          present.search
            ? sql`${projects.searchVector} @@ to_tsquery('simple', ${placeholder('searchQuery')})`
            : undefined,
          present.viewer ? ne(projects.ownerId, placeholder('viewerId')) : undefined,
          isListedFor(projects, projects.ownerId, present.viewer ? placeholder('viewerId') : null),
          present.after
            ? isAfterCursor(projects.createdAt, projects.id, {
                createdAt: placeholder('afterCreatedAt'),
                id: placeholder('afterId'),
              })
            : undefined,
        ),
      )
      .orderBy(...newestProjectsFirst)
      .limit(placeholder('limit'))
      .prepare(name),
  );
}

/**
 * One page of the projects list, newest first, with owners, team sizes and avatar strips; one row more than the
 * page tells whether more follow.
 */
export async function findProjects(db: Queryable, filters: ProjectFilters) {
  const params: ListParams = {
    category: filters.category ?? '',
    difficulty: filters.difficulty ?? '',
    status: filters.status ?? '',
    searchQuery: filters.searchQuery ?? '',
    viewerId: filters.viewerId ?? '',
    afterCreatedAt: filters.after?.createdAt ?? '',
    afterId: filters.after?.id ?? '',
    limit: filters.limit + 1,
  };
  return listStatement(db, filters).execute(params);
}

/** One page of the projects a member owns, newest first. */
export async function findProjectsByOwner(db: Queryable, ownerId: string, page: PageRequest) {
  return db
    .select({ ...summarySelection, members: membersStrip })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(projects.ownerId, ownerId),
        page.after ? isAfterCursor(projects.createdAt, projects.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestProjectsFirst)
    .limit(page.limit + 1);
}

/** One page of the teams a member joined (not those they own), the most recently joined first. */
export async function findMembershipsOf(db: Queryable, userId: string, page: PageRequest) {
  return db
    .select({
      ...summarySelection,
      role: projectMembers.role,
      joinedAt: projectMembers.joinedAt,
      cursor: cursorTextOf(projectMembers.joinedAt),
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(
        eq(projectMembers.userId, userId),
        // A team's own list: a block does not break a team, but what moderators removed leaves it.
        isUnhiddenFor(projects, projects.ownerId, userId),
        page.after ? isAfterCursor(projectMembers.joinedAt, projectMembers.projectId, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(projectMembers.joinedAt, projectMembers.projectId))
    .limit(page.limit + 1);
}

export async function insertProject(db: Queryable, values: NewProject) {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('project insert returned nothing');
  return row;
}

export async function updateProjectById(db: Queryable, id: string, changes: ProjectChanges) {
  await db.update(projects).set(changes).where(eq(projects.id, id));
}

export async function deleteProjectById(db: Queryable, id: string) {
  await db.delete(projects).where(eq(projects.id, id));
}

// ---- Team ----

const memberSelection = {
  projectId: projectMembers.projectId,
  role: projectMembers.role,
  joinedAt: projectMembers.joinedAt,
  skills: projectMembers.skills,
  ...userSummaryColumns(users),
};

/** The members of several projects in one query, earliest first. */
export async function findMembers(db: Queryable, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select(memberSelection)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.joinedAt), asc(projectMembers.userId));
}
export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];

export async function countMembers(db: Queryable, projectId: string) {
  const [row] = await db.select({ total: count() }).from(projectMembers).where(eq(projectMembers.projectId, projectId));
  return row?.total ?? 0;
}

/** Takes a member off the team; false when they were not on it. */
export async function deleteMember(db: Queryable, projectId: string, userId: string) {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

/** A member who left has no tasks of this project any more: they go back to nobody. */
export async function unassignTasksOf(db: Queryable, projectId: string, userId: string) {
  await db
    .update(projectTasks)
    .set({ assigneeId: null })
    .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.assigneeId, userId)));
}

export async function insertMember(db: Queryable, values: { projectId: string; userId: string; skills: string[] }) {
  await db.insert(projectMembers).values(values).onConflictDoNothing();
}

/** What a member owns, joined and did of projects, for their data export. */
export async function findProjectDataOf(db: Queryable, userId: string) {
  const [owned, teams, tasks] = await Promise.all([
    db.select().from(projects).where(eq(projects.ownerId, userId)),
    db.select().from(projectMembers).where(eq(projectMembers.userId, userId)),
    db
      .select()
      .from(projectTasks)
      .where(or(eq(projectTasks.createdBy, userId), eq(projectTasks.assigneeId, userId))),
  ]);
  return { projects: owned, projectTeams: teams, projectTasks: tasks };
}
