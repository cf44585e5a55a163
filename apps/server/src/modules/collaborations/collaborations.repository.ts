import { and, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { problemCollaborators, problems, users } from '../../db/schema/index.ts';
import { isListedFor, isUnhiddenFor } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { userSummaryColumns } from '../users/index.ts';

const problemColumns = {
  id: problems.id,
  title: problems.title,
  description: problems.description,
  difficulty: problems.difficulty,
  status: problems.status,
  category: problems.category,
  createdAt: problems.createdAt,
};

// The key columns are prefixed because the outer query names them unqualified beside the problems and users columns.

/** Whose teams are listed, and who reads the list (null: a visitor). */
type ListOf = { userId: string; viewerId: string | null };

/**
 * Whether a problem (`table`, by `authorId`) is shown in the list: the member's own list leaves out only what
 * moderators removed (a block does not break a team); anyone else's, as any list, what a block keeps apart too.
 */
const isShownIn = (table: SQL | typeof problems, authorId: SQL, list: ListOf) =>
  list.viewerId === list.userId
    ? isUnhiddenFor(table, authorId, list.viewerId)
    : isListedFor(table, authorId, list.viewerId);

/** The page's keys among the problems the member wrote; for the owner, joining a team is creating the problem. */
function selectOwnedKeys(db: Queryable, list: ListOf, page: PageRequest) {
  const { userId } = list;
  return db
    .select({
      problemId: sql<string>`${problems.id}`.as('team_problem_id'),
      joinedAt: sql<Date>`${problems.createdAt}`.mapWith(problems.createdAt).as('team_joined_at'),
      role: sql<string>`'Owner'`.as('team_role'),
      isOwner: sql<boolean>`true`.as('team_is_owner'),
    })
    .from(problems)
    .where(
      and(
        eq(problems.authorId, userId),
        isShownIn(problems, sql`${problems.authorId}`, list),
        page.after ? isAfterCursor(problems.createdAt, problems.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(problems.createdAt, problems.id))
    .limit(page.limit + 1);
}

/** The page's keys among the problems whose team the member joined. */
function selectJoinedKeys(db: Queryable, list: ListOf, page: PageRequest) {
  const { userId } = list;
  return db
    .select({
      problemId: sql<string>`${problemCollaborators.problemId}`.as('team_problem_id'),
      joinedAt: sql<Date>`${problemCollaborators.joinedAt}`.mapWith(problemCollaborators.joinedAt).as('team_joined_at'),
      role: sql<string>`${problemCollaborators.role}`.as('team_role'),
      isOwner: sql<boolean>`false`.as('team_is_owner'),
    })
    .from(problemCollaborators)
    .where(
      and(
        eq(problemCollaborators.userId, userId),
        sql`EXISTS (SELECT 1 FROM problems cp WHERE cp.id = ${problemCollaborators.problemId}
          AND ${isShownIn(sql`cp`, sql`cp.author_id`, list)})`,
        page.after
          ? isAfterCursor(problemCollaborators.joinedAt, problemCollaborators.problemId, page.after)
          : undefined,
      ),
    )
    .orderBy(...newestFirst(problemCollaborators.joinedAt, problemCollaborators.problemId))
    .limit(page.limit + 1);
}

/**
 * One page of the teams a member is on, as owner or collaborator, ordered by (joined at, problem id) newest
 * first, with each problem and its author, as the viewer (null: a visitor) is shown them; one row more than the
 * page tells whether more follow.
 * Each side reads at most a page plus one from its index (problems_author_created_at_idx,
 * problem_collaborators_user_joined_at_idx), so only those few rows are merged, joined and sorted.
 */
export async function findCollaborationPage(db: Queryable, list: ListOf, page: PageRequest) {
  const keys = unionAll(selectOwnedKeys(db, list, page), selectJoinedKeys(db, list, page)).as('page_keys');
  return db
    .select({
      problem: problemColumns,
      author: userSummaryColumns(users),
      role: keys.role,
      isOwner: keys.isOwner,
      joinedAt: keys.joinedAt,
      cursor: cursorTextOf(keys.joinedAt),
    })
    .from(keys)
    .innerJoin(problems, eq(problems.id, keys.problemId))
    .innerJoin(users, eq(users.id, problems.authorId))
    .orderBy(...newestFirst(keys.joinedAt, keys.problemId))
    .limit(page.limit + 1);
}
export type CollaborationPageRow = Awaited<ReturnType<typeof findCollaborationPage>>[number];
export type CollaborationProblemRow = CollaborationPageRow['problem'];
