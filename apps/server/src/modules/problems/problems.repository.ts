import { TEAM_AVATARS_SHOWN } from '@skillsync/shared';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  collaborationRequests,
  problemCollaborators,
  problemSupporters,
  problems,
  problemViews,
  users,
} from '../../db/schema/index.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { publicUserColumns, userSummaryColumns } from '../users/users.repository.ts';

export type ProblemRow = typeof problems.$inferSelect;
export type NewProblem = typeof problems.$inferInsert;
export type ProblemChanges = Partial<Omit<NewProblem, 'id' | 'authorId' | 'createdAt'>>;

export type ProblemFilters = {
  category: ProblemRow['category'] | undefined;
  difficulty: ProblemRow['difficulty'] | undefined;
  status: ProblemRow['status'] | undefined;
  /** Lower-cased; a problem matches when it needs any of them. */
  skills: string[];
  /** A to_tsquery text such as `solar:* & pump:*`, or null for no search. */
  searchQuery: string | null;
  excludeAuthorId: string | null;
  after: Cursor | null;
  limit: number;
};

const CLOSED_STATUSES: ProblemRow['status'][] = ['Completed', 'Cancelled'];

const collaboratorsCount = sql<number>`(SELECT count(*)::int FROM ${problemCollaborators} WHERE ${problemCollaborators.problemId} = ${problems.id})`;

// The order of problems_created_at_idx (and, after the author, of problems_author_created_at_idx).
const newestProblemsFirst = newestFirst(problems.createdAt, problems.id);

// What a card shows of a problem: the wall reads these and no more (not the search vector or the long texts).
const problemSummaryColumns = {
  id: problems.id,
  title: problems.title,
  description: problems.description,
  category: problems.category,
  difficulty: problems.difficulty,
  skillsNeeded: problems.skillsNeeded,
  estimatedTime: problems.estimatedTime,
  tags: problems.tags,
  status: problems.status,
  views: problems.views,
  supportersCount: problems.supportersCount,
  createdAt: problems.createdAt,
};
export type ProblemSummaryColumns = Pick<ProblemRow, keyof typeof problemSummaryColumns>;

const summarySelection = {
  problem: problemSummaryColumns,
  author: userSummaryColumns(users),
  collaboratorsCount,
  cursor: cursorTextOf(problems.createdAt),
};

/** A member of a card's avatar strip as the wall's query gives it (JSON, built by the database). */
type TeamStripJson = {
  id: string;
  name: string;
  avatar: string;
  reputationScore: number;
  role: string;
  joinedAt: string;
};

/**
 * The first members of each card's team, earliest first, as a JSON array in the card's own row: the wall is one
 * query, not one for the cards and one more for their avatar strips.
 */
const teamStrip = sql<TeamStripJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', ${users.id}, 'name', ${users.name}, 'avatar', ${users.avatar}, 'reputationScore', ${users.reputationScore},
    'role', strip.role, 'joinedAt', to_char(strip.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY strip.joined_at, strip.user_id), '[]'::json)
  FROM (
    SELECT ${problemCollaborators.userId} AS user_id, ${problemCollaborators.role} AS role,
      ${problemCollaborators.joinedAt} AS joined_at
    FROM ${problemCollaborators}
    WHERE ${problemCollaborators.problemId} = ${problems.id}
    ORDER BY ${problemCollaborators.joinedAt}, ${problemCollaborators.userId}
    LIMIT ${sql.raw(String(TEAM_AVATARS_SHOWN))}
  ) strip
  JOIN ${users} ON ${users.id} = strip.user_id
)`.mapWith((team: TeamStripJson[]) => team.map((member) => ({ ...member, joinedAt: new Date(member.joinedAt) })));

/** The values of the wall's placeholders; a filter that is absent leaves its placeholder out of the statement. */
type WallParams = {
  category: string;
  difficulty: string;
  status: string;
  skills: string[];
  searchQuery: string;
  excludeAuthorId: string;
  afterCreatedAt: string;
  afterId: string;
  limit: number;
};

const placeholder = (name: keyof WallParams) => sql.placeholder(name);

/** The wall's query for the filters present: one prepared statement per combination of them. */
function wallStatement(db: DbOrTx, filters: ProblemFilters) {
  const present = {
    category: filters.category !== undefined,
    difficulty: filters.difficulty !== undefined,
    status: filters.status !== undefined,
    skills: filters.skills.length > 0,
    search: filters.searchQuery !== null,
    excludeAuthor: filters.excludeAuthorId !== null,
    after: filters.after !== null,
  };
  const shape = Object.keys(present).filter((filter) => present[filter as keyof typeof present]);
  return prepared(db, `problem_wall:${shape.join(',')}`, (db, name) =>
    db
      .select({ ...summarySelection, collaborators: teamStrip })
      .from(problems)
      .innerJoin(users, eq(users.id, problems.authorId))
      .where(
        and(
          present.category ? eq(problems.category, placeholder('category')) : undefined,
          present.difficulty ? eq(problems.difficulty, placeholder('difficulty')) : undefined,
          // Without a status asked for, the wall shows the problems still open to help.
          present.status ? eq(problems.status, placeholder('status')) : notInArray(problems.status, CLOSED_STATUSES),
          present.skills ? sql`${problems.skillKeys} && ${placeholder('skills')}::text[]` : undefined,
          present.search
            ? sql`${problems.searchVector} @@ to_tsquery('simple', ${placeholder('searchQuery')})`
            : undefined,
          present.excludeAuthor ? ne(problems.authorId, placeholder('excludeAuthorId')) : undefined,
          present.after
            ? isAfterCursor(problems.createdAt, problems.id, {
                createdAt: placeholder('afterCreatedAt'),
                id: placeholder('afterId'),
              })
            : undefined,
        ),
      )
      .orderBy(...newestProblemsFirst)
      .limit(placeholder('limit'))
      .prepare(name),
  );
}

/** One page, newest first, with authors, team sizes and avatar strips; asks for one row more than the page to know if more follow. */
export async function findProblems(db: DbOrTx, filters: ProblemFilters) {
  const params: WallParams = {
    category: filters.category ?? '',
    difficulty: filters.difficulty ?? '',
    status: filters.status ?? '',
    skills: filters.skills,
    searchQuery: filters.searchQuery ?? '',
    excludeAuthorId: filters.excludeAuthorId ?? '',
    afterCreatedAt: filters.after?.createdAt ?? '',
    afterId: filters.after?.id ?? '',
    limit: filters.limit + 1,
  };
  return wallStatement(db, filters).execute(params);
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

/** A row of either list (the wall's rows add the avatar strip). */
export type ProblemSummaryPageRow = Awaited<ReturnType<typeof findProblemsByAuthor>>[number];

export async function findProblemById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(problems).where(eq(problems.id, id));
  return row;
}

/**
 * The problem row locked until the transaction ends. 'update' makes every writer of the problem take turns;
 * 'key share' only keeps it from being deleted meanwhile (for a view count) and lets other readers through.
 */
export async function findProblemForUpdate(tx: DbOrTx, id: string, mode: 'update' | 'key share' = 'update') {
  const [row] = await tx.select().from(problems).where(eq(problems.id, id)).for(mode);
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

/** Records that a viewer saw a problem on a day; true only the first time that day. */
export async function insertProblemView(db: DbOrTx, problemId: string, viewerKey: string, day: string) {
  const rows = await db
    .insert(problemViews)
    .values({ problemId, viewerKey, day })
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

/** The viewer's unanswered request to join this problem's team, if any. */
export async function findPendingRequestId(db: DbOrTx, problemId: string, requesterId: string) {
  const [row] = await db
    .select({ id: collaborationRequests.id })
    .from(collaborationRequests)
    .where(
      and(
        eq(collaborationRequests.problemId, problemId),
        eq(collaborationRequests.requesterId, requesterId),
        eq(collaborationRequests.status, 'pending'),
      ),
    );
  return row?.id ?? null;
}

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
