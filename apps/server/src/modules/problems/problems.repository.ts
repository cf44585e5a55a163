import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { problemCollaborators, problemSupporters, problems, problemViews, users } from '../../db/schema/index.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { publicUserColumns, userSummaryColumns } from '../users/users.repository.ts';

export type ProblemRow = typeof problems.$inferSelect;
export type NewProblem = typeof problems.$inferInsert;
export type ProblemChanges = Partial<Omit<NewProblem, 'id' | 'authorId' | 'createdAt'>>;

export type ProblemFilters = {
  category: string | undefined;
  difficulty: string | undefined;
  status: string | undefined;
  /** Lower-cased; a problem matches when it needs any of them. */
  skills: string[];
  /** A to_tsquery text such as `solar:* & pump:*`, or null for no search. */
  searchQuery: string | null;
  excludeAuthorId: string | null;
  after: Cursor | null;
  limit: number;
};

const collaboratorsCount = sql<number>`(SELECT count(*)::int FROM ${problemCollaborators} WHERE ${problemCollaborators.problemId} = ${problems.id})`;
// The same expression as the GIN index problems_search_idx, so the planner can use it.
const searchVector = sql`to_tsvector('simple', ${problems.title} || ' ' || ${problems.description})`;

// The order of problems_created_at_idx (and, after the author, of problems_author_created_at_idx).
const newestProblemsFirst = newestFirst(problems.createdAt, problems.id);

const summarySelection = {
  problem: problems,
  author: userSummaryColumns(users),
  collaboratorsCount,
  cursor: cursorTextOf(problems.createdAt),
};

function filterConditions(filters: ProblemFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.category ? eq(problems.category, filters.category) : undefined,
    filters.difficulty ? eq(problems.difficulty, filters.difficulty) : undefined,
    filters.status ? eq(problems.status, filters.status) : undefined,
    filters.skills.length > 0
      ? sql`EXISTS (SELECT 1 FROM unnest(${problems.skillsNeeded}) AS skill WHERE lower(skill) IN ${filters.skills})`
      : undefined,
    filters.searchQuery ? sql`${searchVector} @@ to_tsquery('simple', ${filters.searchQuery})` : undefined,
    filters.excludeAuthorId ? ne(problems.authorId, filters.excludeAuthorId) : undefined,
    filters.after ? isAfterCursor(problems.createdAt, problems.id, filters.after) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** One page, newest first, with authors and team sizes; asks for one row more than the page to know if more follow. */
export async function findProblems(db: DbOrTx, filters: ProblemFilters) {
  return db
    .select(summarySelection)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.authorId))
    .where(and(...filterConditions(filters)))
    .orderBy(...newestProblemsFirst)
    .limit(filters.limit + 1);
}

/** One page of a member's own problems, newest first, in the same shape and way as the wall. */
export async function findProblemsByAuthor(db: DbOrTx, authorId: string, page: PageRequest) {
  return db
    .select(summarySelection)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.authorId))
    .where(
      and(
        eq(problems.authorId, authorId),
        page.after ? isAfterCursor(problems.createdAt, problems.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestProblemsFirst)
    .limit(page.limit + 1);
}

export type ProblemSummaryPageRow = Awaited<ReturnType<typeof findProblems>>[number];

export async function findProblemById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  return row;
}

/** The problem row locked until the transaction ends, so concurrent writers take turns. */
export async function findProblemForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(problems).where(eq(problems.id, id)).for('update');
  return row;
}

export async function findProblemWithAuthor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ problem: problems, author: publicUserColumns })
    .from(problems)
    .innerJoin(users, eq(users.id, problems.authorId))
    .where(eq(problems.id, id));
  return row;
}

export async function insertProblem(db: DbOrTx, values: NewProblem) {
  const [row] = await db.insert(problems).values(values).returning();
  if (!row) throw new Error('problem insert returned nothing');
  return row;
}

export async function updateProblemById(db: DbOrTx, id: string, changes: ProblemChanges) {
  await db.update(problems).set(changes).where(eq(problems.id, id));
}

export async function deleteProblemById(db: DbOrTx, id: string) {
  await db.delete(problems).where(eq(problems.id, id));
}

/**
 * Records that a viewer saw a problem on a day; true only the first time that day. Selecting from
 * `problems` makes an unknown id insert nothing instead of breaking the foreign key.
 */
export async function insertProblemView(db: DbOrTx, problemId: string, viewerKey: string, day: string) {
  const rows = await db
    .insert(problemViews)
    .select(sql`SELECT ${problems.id}, ${viewerKey}, ${day}::date FROM ${problems} WHERE ${problems.id} = ${problemId}`)
    .onConflictDoNothing()
    .returning({ problemId: problemViews.problemId });
  return rows.length > 0;
}

export async function incrementProblemViews(db: DbOrTx, problemId: string) {
  await db
    .update(problems)
    .set({ views: sql`${problems.views} + 1` })
    .where(eq(problems.id, problemId));
}

/** True when the member was a supporter (and no longer is). */
export async function deleteSupporter(db: DbOrTx, problemId: string, userId: string) {
  const rows = await db
    .delete(problemSupporters)
    .where(and(eq(problemSupporters.problemId, problemId), eq(problemSupporters.userId, userId)))
    .returning({ userId: problemSupporters.userId });
  return rows.length > 0;
}

/** True when the member became a supporter now (false when a concurrent request already made them one). */
export async function insertSupporter(db: DbOrTx, problemId: string, userId: string) {
  const rows = await db
    .insert(problemSupporters)
    .values({ problemId, userId })
    .onConflictDoNothing()
    .returning({ userId: problemSupporters.userId });
  return rows.length > 0;
}

/** Moves the denormalised count by the change just made and returns the new total. */
export async function addToSupportersCount(db: DbOrTx, problemId: string, delta: number) {
  const [row] = await db
    .update(problems)
    .set({ supportersCount: sql`${problems.supportersCount} + ${delta}` })
    .where(eq(problems.id, problemId))
    .returning({ supportersCount: problems.supportersCount });
  return row?.supportersCount ?? 0;
}

export async function findSupportersCount(db: DbOrTx, problemId: string) {
  const [row] = await db
    .select({ supportersCount: problems.supportersCount })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row?.supportersCount ?? 0;
}

export async function isSupporter(db: DbOrTx, problemId: string, userId: string) {
  const [row] = await db
    .select({ userId: problemSupporters.userId })
    .from(problemSupporters)
    .where(and(eq(problemSupporters.problemId, problemId), eq(problemSupporters.userId, userId)));
  return row !== undefined;
}

export async function findRecentSupporters(db: DbOrTx, problemId: string, limit: number) {
  return db
    .select(userSummaryColumns(users))
    .from(problemSupporters)
    .innerJoin(users, eq(users.id, problemSupporters.userId))
    .where(eq(problemSupporters.problemId, problemId))
    .orderBy(desc(problemSupporters.createdAt), desc(problemSupporters.userId))
    .limit(limit);
}

/** The teams of several problems in one query, earliest member first. */
export async function findCollaborators(db: DbOrTx, problemIds: string[]) {
  if (problemIds.length === 0) return [];
  return db
    .select({
      problemId: problemCollaborators.problemId,
      role: problemCollaborators.role,
      joinedAt: problemCollaborators.joinedAt,
      ...userSummaryColumns(users),
    })
    .from(problemCollaborators)
    .innerJoin(users, eq(users.id, problemCollaborators.userId))
    .where(inArray(problemCollaborators.problemId, problemIds))
    .orderBy(asc(problemCollaborators.joinedAt), asc(problemCollaborators.userId));
}
export type CollaboratorRow = Awaited<ReturnType<typeof findCollaborators>>[number];

export async function isCollaborator(db: DbOrTx, problemId: string, userId: string) {
  const ids = await findCollaboratorIdsAmong(db, problemId, [userId]);
  return ids.length > 0;
}

/** Which of these members really are on the problem's team. */
export async function findCollaboratorIdsAmong(db: DbOrTx, problemId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: problemCollaborators.userId })
    .from(problemCollaborators)
    .where(and(eq(problemCollaborators.problemId, problemId), inArray(problemCollaborators.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** Adds a member to the team; nothing happens if they already are on it. */
export async function insertCollaborator(db: DbOrTx, values: { problemId: string; userId: string; role: string }) {
  await db.insert(problemCollaborators).values(values).onConflictDoNothing();
}
