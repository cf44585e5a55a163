import { SUPPORTERS_LISTED, TEAM_AVATARS_SHOWN } from '@skillsync/shared';
import { and, asc, eq, getTableColumns, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { filterShapeName, prepared } from '../../db/prepared.ts';
import { problemCollaborators, problemSupporters, problems, problemViews, users } from '../../db/schema/index.ts';
import { isListedFor, jsonTimestamp, removalFor, sqlArray, withJoinDates } from '../../db/sql.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { UserSummaryRow } from '../users/index.ts';
import { publicUserColumns, userSummaryColumns } from '../users/index.ts';

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
  /** The signed-in viewer: their own problems are left out, and those of members either has blocked. */
  viewerId: string | null;
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

/** The newest supporters of the problem in its own row (JSON), newest first. */
const recentSupporters = sql<UserSummaryRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', fan.id, 'name', fan.name, 'avatar', fan.avatar, 'reputationScore', fan.reputation_score
  ) ORDER BY recent.created_at DESC, recent.user_id DESC), '[]'::json)
  FROM (
    SELECT s.user_id, s.created_at FROM problem_supporters s
    WHERE s.problem_id = ${problems.id}
    ORDER BY s.created_at DESC, s.user_id DESC
    LIMIT ${sql.raw(String(SUPPORTERS_LISTED))}
  ) recent
  JOIN users fan ON fan.id = recent.user_id
)`;

const summarySelection = {
  problem: problemSummaryColumns,
  author: userSummaryColumns(users),
  collaboratorsCount,
  supporters: recentSupporters,
  cursor: cursorTextOf(problems.createdAt),
};

/** A member of a team as the problem queries give it (JSON, built by the database). */
type TeamMemberJson = {
  id: string;
  name: string;
  avatar: string | null;
  reputationScore: number;
  role: string;
  joinedAt: string;
};

/**
 * A problem's team as a JSON array in the problem's own row, earliest first: the first `limit` members (a card's
 * avatar strip) or all of them (the problem's page). So the wall and a problem's page are one query each.
 */
function teamJson(limit: number | null) {
  return sql<TeamMemberJson[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', member.id, 'name', member.name, 'avatar', member.avatar, 'reputationScore', member.reputation_score,
      'role', team.role, 'joinedAt', ${jsonTimestamp(sql`team.joined_at`)}
    ) ORDER BY team.joined_at, team.user_id), '[]'::json)
    FROM (
      SELECT c.user_id, c.role, c.joined_at FROM problem_collaborators c
      WHERE c.problem_id = ${problems.id}
      ORDER BY c.joined_at, c.user_id
      ${limit === null ? sql`` : sql`LIMIT ${sql.raw(String(limit))}`}
    ) team
    JOIN users member ON member.id = team.user_id
  )`.mapWith((team: TeamMemberJson[]) => withJoinDates(team));
}

/** The values of the wall's placeholders; a filter that is absent leaves its placeholder out of the statement. */
type WallParams = {
  category: string;
  difficulty: string;
  status: string;
  skills: string[];
  searchQuery: string;
  viewerId: string;
  afterCreatedAt: string;
  afterId: string;
  limit: number;
};

const placeholder = (name: keyof WallParams) => sql.placeholder(name);

/** The wall's query for the filters present: one prepared statement per combination of them. */
function wallStatement(db: Queryable, filters: ProblemFilters) {
  const present = {
    category: filters.category !== undefined,
    difficulty: filters.difficulty !== undefined,
    status: filters.status !== undefined,
    skills: filters.skills.length > 0,
    search: filters.searchQuery !== null,
    viewer: filters.viewerId !== null,
    after: filters.after !== null,
  };
  return prepared(db, filterShapeName('problem_wall', present), (db, name) =>
    db
      .select({ ...summarySelection, collaborators: teamJson(TEAM_AVATARS_SHOWN) })
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
          present.viewer ? ne(problems.authorId, placeholder('viewerId')) : undefined,
          isListedFor(problems, problems.authorId, present.viewer ? placeholder('viewerId') : null),
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
export async function findProblems(db: Queryable, filters: ProblemFilters) {
  const params: WallParams = {
    category: filters.category ?? '',
    difficulty: filters.difficulty ?? '',
    status: filters.status ?? '',
    skills: filters.skills,
    searchQuery: filters.searchQuery ?? '',
    viewerId: filters.viewerId ?? '',
    afterCreatedAt: filters.after?.createdAt ?? '',
    afterId: filters.after?.id ?? '',
    limit: filters.limit + 1,
  };
  return wallStatement(db, filters).execute(params);
}

/** One page of a member's own problems, newest first, in the same shape and way as the wall. */
export async function findProblemsByAuthor(db: Queryable, authorId: string, page: PageRequest) {
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

/**
 * The problem row locked until the transaction ends. 'update' makes every writer of the problem take turns;
 * 'key share' only keeps it from being deleted meanwhile (for a view count) and lets other readers through.
 */
// What a problem's page shows of it: every column but those kept for searching.
const { searchVector: _searchVector, skillKeys: _skillKeys, ...problemColumns } = getTableColumns(problems);
export type ProblemDetailColumns = Omit<ProblemRow, 'searchVector' | 'skillKeys'>;

/**
 * A problem with its author, newest supporters, whole team, and what the viewer (null for a visitor) has done
 * here: one prepared query for the whole page.
 */
export async function findProblemDetail(db: Queryable, id: string, viewerId: string | null) {
  const viewer = sql.placeholder('viewerId');
  const statement = prepared(db, 'problem_detail', (db, name) =>
    db
      .select({
        problem: problemColumns,
        author: publicUserColumns,
        supporters: recentSupporters,
        collaborators: teamJson(null),
        isSupporter: sql<boolean>`EXISTS (SELECT 1 FROM problem_supporters s
          WHERE s.problem_id = ${problems.id} AND s.user_id = ${viewer}::uuid)`,
        pendingRequestId: sql<string | null>`(SELECT r.id FROM collaboration_requests r
          WHERE r.problem_id = ${problems.id} AND r.requester_id = ${viewer}::uuid AND r.status = 'pending' LIMIT 1)`,
        removal: removalFor('problem', problems, problems.authorId, viewer),
      })
      .from(problems)
      .innerJoin(users, eq(users.id, problems.authorId))
      .where(eq(problems.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await statement.execute({ id, viewerId });
  return row;
}

export async function insertProblem(db: Queryable, values: NewProblem) {
  const [row] = await db.insert(problems).values(values).returning();
  if (!row) throw new Error('problem insert returned nothing');
  return row;
}

export async function updateProblemById(db: Queryable, id: string, changes: ProblemChanges) {
  await db.update(problems).set(changes).where(eq(problems.id, id));
}

export async function deleteProblemById(db: Queryable, id: string) {
  await db.delete(problems).where(eq(problems.id, id));
}

export type ViewRow = { problemId: string; viewerKey: string; day: string };

/**
 * Counts each viewer's first view of a problem on a day: the view rows, and the problems' counts by the rows that
 * are new. The problems' rows are locked first, in id order (writes from several instances never deadlock), so
 * none is deleted under a new view row; a problem already gone counts nothing.
 */
export async function recordProblemViews(db: Database, views: ViewRow[]) {
  const problemIds = sqlArray([...new Set(views.map((view) => view.problemId))].sort(), 'uuid');
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${problems} WHERE id = ANY(${problemIds}) ORDER BY id FOR NO KEY UPDATE`);
    await tx.execute(sql`WITH viewed AS (
        INSERT INTO ${problemViews} (problem_id, viewer_key, day)
        SELECT p.id, v.viewer_key, v.day
        FROM unnest(${sqlArray(
          views.map((view) => view.problemId),
          'uuid',
        )}, ${sqlArray(
          views.map((view) => view.viewerKey),
          'text',
        )}, ${sqlArray(
          views.map((view) => view.day),
          'date',
        )}) AS v(problem_id, viewer_key, day)
        JOIN ${problems} p ON p.id = v.problem_id
        ON CONFLICT DO NOTHING
        RETURNING problem_id)
      UPDATE ${problems} SET views = ${problems.views} + counted.added
      FROM (SELECT problem_id, count(*)::int AS added FROM viewed GROUP BY problem_id) AS counted
      WHERE ${problems.id} = counted.problem_id`);
  });
}

/** True when the member was a supporter (and no longer is). */
export async function deleteSupporter(db: Queryable, problemId: string, userId: string) {
  const rows = await db
    .delete(problemSupporters)
    .where(and(eq(problemSupporters.problemId, problemId), eq(problemSupporters.userId, userId)))
    .returning({ userId: problemSupporters.userId });
  return rows.length > 0;
}

/** True when the member became a supporter now (false when a concurrent request already made them one). */
export async function insertSupporter(db: Queryable, problemId: string, userId: string) {
  const rows = await db
    .insert(problemSupporters)
    .values({ problemId, userId })
    .onConflictDoNothing()
    .returning({ userId: problemSupporters.userId });
  return rows.length > 0;
}

/** Moves the denormalised count by the change just made and returns the new total. */
export async function addToSupportersCount(db: Queryable, problemId: string, delta: number) {
  const [row] = await db
    .update(problems)
    .set({ supportersCount: sql`${problems.supportersCount} + ${delta}` })
    .where(eq(problems.id, problemId))
    .returning({ supportersCount: problems.supportersCount });
  return row?.supportersCount ?? 0;
}

/** The teams of several problems in one query, earliest member first. */
export async function findCollaborators(db: Queryable, problemIds: string[]) {
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

/** Adds a member to the team; nothing happens if they already are on it. */
export async function insertCollaborator(db: Queryable, values: { problemId: string; userId: string; role: string }) {
  await db.insert(problemCollaborators).values(values).onConflictDoNothing();
}

/** What a member posted, supported and joined of problems, for their data export. */
export async function findProblemDataOf(db: Queryable, userId: string) {
  const [posted, supported, teams] = await Promise.all([
    db.select().from(problems).where(eq(problems.authorId, userId)),
    db.select().from(problemSupporters).where(eq(problemSupporters.userId, userId)),
    db.select().from(problemCollaborators).where(eq(problemCollaborators.userId, userId)),
  ]);
  return { problems: posted, supportedProblems: supported, problemTeams: teams };
}

/** An erased member's supports go (the counts they added stay: a count is not personal data). */
export async function deleteSupportsOf(tx: Queryable, userId: string) {
  await tx.delete(problemSupporters).where(eq(problemSupporters.userId, userId));
}
