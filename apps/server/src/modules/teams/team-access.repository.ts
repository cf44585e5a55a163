import { and, eq, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { problemCollaborators, problems, projectMembers, projects } from '../../db/schema/index.ts';
import { queryRows, sqlArray } from '../../db/sql.ts';

/** A team's conversation: a project's, or a problem's (its collaboration chat). */
export type Team = { kind: 'project' | 'collaboration'; id: string };

export type RowLock = 'update' | 'key share';

export async function findProblemForUpdate(tx: Queryable, id: string, mode: RowLock = 'update') {
  const [row] = await tx.select().from(problems).where(eq(problems.id, id)).for(mode);
  return row;
}

export async function findProjectForUpdate(tx: Queryable, id: string, mode: RowLock = 'update') {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for(mode);
  return row;
}

/** Which of these members really are on the problem's team (its author is not among them). */
export async function findCollaboratorIdsAmong(db: Queryable, problemId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: problemCollaborators.userId })
    .from(problemCollaborators)
    .where(and(eq(problemCollaborators.problemId, problemId), inArray(problemCollaborators.userId, userIds)));
  return rows.map((row) => row.userId);
}

export async function isCollaborator(db: Queryable, problemId: string, userId: string) {
  const ids = await findCollaboratorIdsAmong(db, problemId, [userId]);
  return ids.length > 0;
}

/** Which of these members are on the project's team (its owner is not among them). */
export async function findMemberIdsAmong(db: Queryable, projectId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** The owner counts: a project's team size is its members plus one. */
export const teamSize = sql<number>`(SELECT count(*)::int + 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projects.id})`;

/** Whether a member is on a project's team (not counting its owner). */
const isMemberOf = (userId: string | SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${projects.id} AND ${projectMembers.userId} = ${userId})`;

/** A project the viewer may see: public, or one they own or are on; only public ones for a visitor. */
export const isVisibleTo = (viewerId: string | SQLWrapper | null | undefined) =>
  viewerId
    ? or(eq(projects.visibility, 'Public'), eq(projects.ownerId, viewerId), isMemberOf(viewerId))
    : eq(projects.visibility, 'Public');

/**
 * Which of these members are still on these teams, in one query for any number (the realtime link's periodic
 * check of every socket): a project's owner or member, a problem's author or collaborator, the rule
 * `authorizeTeam` applies to one. Answers the claims that hold, by index.
 */
export async function findClaimsThatHold(db: Queryable, claims: { team: Team; userId: string }[]) {
  if (claims.length === 0) return new Set<number>();
  const rows = await queryRows<{ index: number }>(
    db,
    sql`SELECT t.index::int AS index
      FROM unnest(${sqlArray(
        claims.map((claim) => claim.team.kind),
        'text',
      )}, ${sqlArray(
        claims.map((claim) => claim.team.id),
        'uuid',
      )}, ${sqlArray(
        claims.map((claim) => claim.userId),
        'uuid',
      )}) WITH ORDINALITY AS t(kind, team_id, user_id, index)
      WHERE (t.kind = 'project' AND (
          EXISTS (SELECT 1 FROM projects j WHERE j.id = t.team_id AND j.owner_id = t.user_id)
          OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = t.team_id AND m.user_id = t.user_id)))
        OR (t.kind = 'collaboration' AND (
          EXISTS (SELECT 1 FROM problems p WHERE p.id = t.team_id AND p.author_id = t.user_id)
          OR EXISTS (SELECT 1 FROM problem_collaborators c WHERE c.problem_id = t.team_id AND c.user_id = t.user_id)))`,
  );
  // WITH ORDINALITY counts from 1.
  return new Set(rows.map((row) => row.index - 1));
}

/** The most teammates one member's presence reaches through their teams: a bound on the work of one connection. */
const TEAMMATES_MAX = 2000;

/** Everyone on a team with this member (projects' owners and members, problems' authors and collaborators). */
export async function findTeammateIds(db: Queryable, userId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH my_projects AS (
        SELECT id FROM projects WHERE owner_id = ${userId}
        UNION SELECT project_id FROM project_members WHERE user_id = ${userId}),
      my_problems AS (
        SELECT id FROM problems WHERE author_id = ${userId}
        UNION SELECT problem_id FROM problem_collaborators WHERE user_id = ${userId})
      SELECT owner_id AS id FROM projects WHERE id IN (SELECT id FROM my_projects)
      UNION SELECT user_id FROM project_members WHERE project_id IN (SELECT id FROM my_projects)
      UNION SELECT author_id FROM problems WHERE id IN (SELECT id FROM my_problems)
      UNION SELECT user_id FROM problem_collaborators WHERE problem_id IN (SELECT id FROM my_problems)
      LIMIT ${TEAMMATES_MAX}`,
  );
  return rows.map((row) => row.id).filter((id) => id !== userId);
}

/** Everyone on a team with their names and pictures, its owner or author included; erased accounts left out. */
export async function findTeamPeople(db: Queryable, team: Team) {
  const people =
    team.kind === 'project'
      ? sql`SELECT owner_id AS id FROM projects WHERE id = ${team.id}
            UNION SELECT user_id FROM project_members WHERE project_id = ${team.id}`
      : sql`SELECT author_id AS id FROM problems WHERE id = ${team.id}
            UNION SELECT user_id FROM problem_collaborators WHERE problem_id = ${team.id}`;
  return queryRows<{ id: string; name: string; avatar: string | null }>(
    db,
    sql`SELECT users.id, users.name, users.avatar FROM (${people}) AS team JOIN users ON users.id = team.id
        WHERE users.deleted_at IS NULL`,
  );
}
