import type { ChallengeStatus, Removal } from '@skillsync/shared';
import { and, asc, count, countDistinct, eq, gte, isNull, type SQL, type SQLWrapper, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { challengeParticipants, challengeSubmissions, challenges, users } from '../../db/schema/index.ts';
import { isListedFor, isUnhiddenFor, queryRows, removalFor } from '../../db/sql.ts';
import { type Cursor, cursorTextOf, isAfterCursor, newestFirst } from '../../lib/pagination.ts';
import type { UserSummaryRow } from '../users/index.ts';
import { userSummaryColumns } from '../users/index.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;
export type ChallengeChanges = Partial<Omit<NewChallenge, 'id' | 'hostId' | 'createdAt'>>;
export type SubmissionRow = typeof challengeSubmissions.$inferSelect;

/** The rows of one status at `now`, as range conditions the dates' indexes can serve. */
function hasStatusAt(status: ChallengeStatus, now: Date): SQL {
  const moment = sql`${now.toISOString()}::timestamptz`;
  if (status === 'Upcoming') return sql`${challenges.startsAt} > ${moment}`;
  if (status === 'Active') return sql`${challenges.startsAt} <= ${moment} AND ${challenges.endsAt} > ${moment}`;
  return sql`${challenges.endsAt} <= ${moment}`;
}

const participantCount = sql<number>`(SELECT count(*)::int FROM ${challengeParticipants} WHERE ${challengeParticipants.challengeId} = ${challenges.id})`;
// Entries moderators removed are not counted.
const submissionCount = sql<number>`(SELECT count(*)::int FROM ${challengeSubmissions}
  WHERE ${challengeSubmissions.challengeId} = ${challenges.id} AND ${challengeSubmissions.hiddenAt} IS NULL)`;

/** What a card shows, with whether the viewer (null for a visitor) has joined. */
const summarySelection = (viewerId: string | null) => ({
  challenge: challenges,
  host: userSummaryColumns(users),
  participants: participantCount,
  submissions: submissionCount,
  hasJoined: viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${challengeParticipants} WHERE ${challengeParticipants.challengeId} = ${challenges.id} AND ${challengeParticipants.userId} = ${viewerId})`
    : sql<boolean>`false`,
  cursor: cursorTextOf(challenges.createdAt),
});

export type ChallengeFilters = {
  category: ChallengeRow['category'] | undefined;
  difficulty: ChallengeRow['difficulty'] | undefined;
  status: ChallengeStatus | undefined;
  /** A to_tsquery text such as `react:* & quiz:*`, or null for no search. */
  searchQuery: string | null;
  viewerId: string | null;
  now: Date;
  after: Cursor | null;
  limit: number;
};

/** One page of challenges, newest first; one row more than the page tells whether more follow. */
export async function findChallenges(db: Queryable, filters: ChallengeFilters) {
  return db
    .select(summarySelection(filters.viewerId))
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.hostId))
    .where(
      and(
        filters.category ? eq(challenges.category, filters.category) : undefined,
        filters.difficulty ? eq(challenges.difficulty, filters.difficulty) : undefined,
        filters.status ? hasStatusAt(filters.status, filters.now) : undefined,
        filters.searchQuery
          ? sql`${challenges.searchVector} @@ to_tsquery('simple', ${filters.searchQuery})`
          : undefined,
        isListedFor(challenges, challenges.hostId, filters.viewerId),
        filters.after ? isAfterCursor(challenges.createdAt, challenges.id, filters.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(challenges.createdAt, challenges.id))
    .limit(filters.limit + 1);
}

/** A challenge's page: its card, and why moderators hid it for its host. */
export async function findChallengeWithHost(db: Queryable, id: string, viewerId: string | null) {
  const [row] = await db
    .select({
      ...summarySelection(viewerId),
      removal: removalFor('challenge', challenges, challenges.hostId, viewerId),
    })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.hostId))
    .where(eq(challenges.id, id));
  return row;
}

/** Loads a challenge and locks its row: joins, submissions, scores and the results queue behind one another. */
export async function findChallengeForUpdate(tx: Queryable, id: string) {
  const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
  return row;
}

export async function insertChallenge(tx: Queryable, values: NewChallenge) {
  const [row] = await tx.insert(challenges).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateChallengeById(tx: Queryable, id: string, changes: ChallengeChanges) {
  await tx.update(challenges).set(changes).where(eq(challenges.id, id));
}

export async function deleteChallengeById(tx: Queryable, id: string) {
  await tx.delete(challenges).where(eq(challenges.id, id));
}

// ---- Participants ----

export async function countParticipants(db: Queryable, challengeId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return row?.value ?? 0;
}

export async function isParticipant(db: Queryable, challengeId: string, userId: string) {
  const [row] = await db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)));
  return Boolean(row);
}

/** Adds a participant; false when they had already joined. */
export async function insertParticipant(tx: Queryable, challengeId: string, userId: string, joinedAt: Date) {
  const rows = await tx
    .insert(challengeParticipants)
    .values({ challengeId, userId, joinedAt })
    .onConflictDoNothing()
    .returning({ userId: challengeParticipants.userId });
  return rows.length > 0;
}

/** Everyone who joined the challenge. */
export async function findParticipantIds(db: Queryable, challengeId: string) {
  const rows = await db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return rows.map((row) => row.userId);
}

// ---- Submissions ----

/** An entry with its entrant, and why moderators hid it when the viewer is the entrant. */
const submissionSelection = (viewerId: SQLWrapper | string | null) => ({
  submission: challengeSubmissions,
  user: userSummaryColumns(users),
  removal: removalFor('submission', challengeSubmissions, challengeSubmissions.userId, viewerId),
});
export type SubmissionWithUser = { submission: SubmissionRow; user: UserSummaryRow; removal: Removal | null };

/** The member's own entry (hidden or not: they see why). */
export async function findSubmissionOf(db: Queryable, challengeId: string, userId: string) {
  const [row] = await db
    .select(submissionSelection(userId))
    .from(challengeSubmissions)
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .where(and(eq(challengeSubmissions.challengeId, challengeId), eq(challengeSubmissions.userId, userId)));
  return row;
}

export async function findSubmissionWithUser(db: Queryable, submissionId: string, viewerId: string) {
  const [row] = await db
    .select(submissionSelection(viewerId))
    .from(challengeSubmissions)
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .where(eq(challengeSubmissions.id, submissionId));
  return row;
}

/**
 * The submissions of a challenge the viewer is shown: ranked first once published, then the earliest first. Entries
 * moderators removed are left out (but for their entrant); the host judges every other entry, while anyone else's
 * leaderboard leaves out too the entries of members either has blocked.
 */
export async function findSubmissions(
  db: Queryable,
  challengeId: string,
  viewer: { id: string | null; isHost: boolean },
) {
  const s = challengeSubmissions;
  return db
    .select(submissionSelection(viewer.id))
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(
      and(
        eq(s.challengeId, challengeId),
        viewer.isHost ? isUnhiddenFor(s, s.userId, viewer.id) : isListedFor(s, s.userId, viewer.id),
      ),
    )
    .orderBy(
      sql`${challengeSubmissions.rank} ASC NULLS LAST`,
      asc(challengeSubmissions.submittedAt),
      asc(challengeSubmissions.id),
    );
}

/** Creates the member's submission or replaces its contents; true when it is new. */
export async function upsertSubmission(
  tx: Queryable,
  values: Pick<SubmissionRow, 'challengeId' | 'userId' | 'repositoryUrl' | 'demoUrl' | 'notes'> & { now: Date },
) {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(challengeSubmissions)
    .values({ ...fields, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [challengeSubmissions.challengeId, challengeSubmissions.userId],
      set: { repositoryUrl: fields.repositoryUrl, demoUrl: fields.demoUrl, notes: fields.notes, updatedAt: now },
    })
    .returning({ id: challengeSubmissions.id, isNew: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function findSubmissionIn(db: Queryable, challengeId: string, submissionId: string) {
  const [row] = await db
    .select()
    .from(challengeSubmissions)
    .where(and(eq(challengeSubmissions.id, submissionId), eq(challengeSubmissions.challengeId, challengeId)));
  return row;
}

export async function setSubmissionScore(
  tx: Queryable,
  submissionId: string,
  score: { scores: number[]; feedback: string | null; scoredAt: Date },
) {
  await tx
    .update(challengeSubmissions)
    .set({ ...score, totalScore: score.scores.reduce((total, value) => total + value, 0) })
    .where(eq(challengeSubmissions.id, submissionId));
}

/** The entries still to score: those moderators removed are not judged. */
export async function countUnscored(tx: Queryable, challengeId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(challengeSubmissions)
    .where(
      and(
        eq(challengeSubmissions.challengeId, challengeId),
        isNull(challengeSubmissions.totalScore),
        isNull(challengeSubmissions.hiddenAt),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Ranks a challenge's scored submissions by total, ties sharing a place (1, 1, 3), and answers every entrant's
 * place and total. An entry moderators removed takes no place.
 */
export async function rankSubmissions(tx: Queryable, challengeId: string) {
  const rows = await queryRows<{ id: string; user_id: string; rank: number; total_score: number }>(
    tx,
    sql`
      WITH ranked AS (
        SELECT id, rank() OVER (ORDER BY total_score DESC) AS place
        FROM ${challengeSubmissions} WHERE challenge_id = ${challengeId} AND hidden_at IS NULL
      )
      UPDATE ${challengeSubmissions} s SET rank = ranked.place
      FROM ranked WHERE s.id = ranked.id
      RETURNING s.id, s.user_id, s.rank, s.total_score`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    rank: Number(row.rank),
    totalScore: Number(row.total_score),
  }));
}

/** Stores each ranked entry's prize share in paise; the winners are those with a share. */
export async function setPrizeShares(tx: Queryable, shares: ReadonlyMap<string, number>) {
  if (shares.size === 0) return;
  const values = sql.join(
    [...shares].map(([id, paise]) => sql`(${id}::uuid, ${paise}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${challengeSubmissions} s SET prize_paise = v.paise, is_winner = v.paise > 0
    FROM (VALUES ${values}) AS v(id, paise) WHERE s.id = v.id`);
}

// ---- Figures ----

/** The four figures of the challenges page at `now`; the month is India's. Challenges moderators removed count not. */
export async function challengeStats(db: Queryable, now: Date, monthStart: Date) {
  const [totals] = await db
    .select({
      totalPrizePool: sql<number>`coalesce(${sum(challenges.prizeAmount)}, 0)::bigint`.mapWith(Number),
      activeChallenges: sql<number>`count(*) FILTER (WHERE ${hasStatusAt('Active', now)})`.mapWith(Number),
    })
    .from(challenges)
    .where(isNull(challenges.hiddenAt));
  const [participants] = await db
    .select({ value: countDistinct(challengeParticipants.userId) })
    .from(challengeParticipants);
  const [winners] = await db
    .select({ value: count() })
    .from(challengeSubmissions)
    .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
    .where(and(eq(challengeSubmissions.isWinner, true), gte(challenges.resultsPublishedAt, monthStart)));
  return {
    totalPrizePool: totals?.totalPrizePool ?? 0,
    activeChallenges: totals?.activeChallenges ?? 0,
    totalParticipants: participants?.value ?? 0,
    winnersThisMonth: winners?.value ?? 0,
  };
}

/** The challenges a member hosts, joined and entered, for their data export. */
export async function findChallengeDataOf(db: Queryable, userId: string) {
  const [hosted, joined, submissions] = await Promise.all([
    db.select().from(challenges).where(eq(challenges.hostId, userId)),
    db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, userId)),
    db.select().from(challengeSubmissions).where(eq(challengeSubmissions.userId, userId)),
  ]);
  return { challenges: hosted, challengesJoined: joined, challengeSubmissions: submissions };
}

/**
 * Marks, once each, the participants of challenges ending within `window` from `now` who have sent no entry, and
 * answers them: who to remind. Reads the challenges by their deadline's index.
 */
export async function markParticipantsToRemind(tx: Queryable, now: Date, windowMs: number) {
  return queryRows<{ userId: string; challengeId: string }>(
    tx,
    sql`UPDATE ${challengeParticipants} AS p SET reminded_at = ${now}
        FROM ${challenges} AS c
        WHERE c.id = p.challenge_id AND c.ends_at > ${now} AND c.ends_at <= ${new Date(now.getTime() + windowMs)}
          AND p.reminded_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM ${challengeSubmissions} AS s
            WHERE s.challenge_id = p.challenge_id AND s.user_id = p.user_id)
        RETURNING p.user_id AS "userId", p.challenge_id AS "challengeId"`,
  );
}
