import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { collaborationRequests, problems, users } from '../../db/schema/index.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import { userSummaryColumns } from '../users/index.ts';

export type CollaborationRequestRow = typeof collaborationRequests.$inferSelect;
export type RequestStatusCount = { status: string; count: number };

const requester = alias(users, 'requester');
const problemAuthor = alias(users, 'problem_author');

/** Requests with their problem, requester and problem author, joined in one query (not run yet). */
function selectRequestsWithPeople(db: Queryable) {
  return db
    .select({
      request: collaborationRequests,
      problem: { id: problems.id, title: problems.title },
      requester: userSummaryColumns(requester),
      problemAuthor: userSummaryColumns(problemAuthor),
      cursor: cursorTextOf(collaborationRequests.requestedAt),
    })
    .from(collaborationRequests)
    .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
    .innerJoin(requester, eq(requester.id, collaborationRequests.requesterId))
    .innerJoin(problemAuthor, eq(problemAuthor.id, problems.authorId));
}

export async function findRequestWithPeople(db: Queryable, id: string) {
  const [row] = await selectRequestsWithPeople(db).where(eq(collaborationRequests.id, id));
  return row;
}
export type CollaborationRequestWithPeople = NonNullable<Awaited<ReturnType<typeof findRequestWithPeople>>>;

/** One page of the requests that match, newest first, plus one row to tell whether more follow. */
async function findRequestPage(db: Queryable, condition: SQL, page: PageRequest) {
  return selectRequestsWithPeople(db)
    .where(
      and(
        condition,
        page.after ? isAfterCursor(collaborationRequests.requestedAt, collaborationRequests.id, page.after) : undefined,
      ),
    )
    .orderBy(...newestFirst(collaborationRequests.requestedAt, collaborationRequests.id))
    .limit(page.limit + 1);
}

/**
 * Requests about the author's problems. The author's problems come from problems_author_created_at_idx, each
 * one's requests after the cursor from collaboration_requests_problem_requested_at_idx; only those are sorted.
 */
export async function findRequestsReceivedBy(db: Queryable, authorId: string, page: PageRequest) {
  return findRequestPage(db, eq(problems.authorId, authorId), page);
}

/** Requests the member sent, read in the order of collaboration_requests_requester_requested_at_idx. */
export async function findRequestsSentBy(db: Queryable, requesterId: string, page: PageRequest) {
  return findRequestPage(db, eq(collaborationRequests.requesterId, requesterId), page);
}

/** The request locked until the transaction ends (take its problem's lock first: see loadProblemFor). */
export async function findRequestForUpdate(tx: Queryable, id: string) {
  const [row] = await tx.select().from(collaborationRequests).where(eq(collaborationRequests.id, id)).for('update');
  return row;
}

/**
 * Inserts a pending request, or returns undefined when the member already has one pending for this
 * problem: the partial unique index collaboration_requests_one_pending_key decides, even under races.
 */
export async function insertPendingRequest(
  db: Queryable,
  values: Pick<CollaborationRequestRow, 'problemId' | 'requesterId' | 'proposedRole' | 'message'>,
) {
  const [row] = await db
    .insert(collaborationRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function setRequestResponse(
  db: Queryable,
  id: string,
  response: { status: 'accepted' | 'rejected'; responseMessage: string | null; respondedAt: Date },
) {
  await db.update(collaborationRequests).set(response).where(eq(collaborationRequests.id, id));
}

export async function deleteRequestById(db: Queryable, id: string) {
  await db.delete(collaborationRequests).where(eq(collaborationRequests.id, id));
}

const statusCount = { status: collaborationRequests.status, count: sql<number>`count(*)::int` };

export async function countRequestsReceivedBy(db: Queryable, authorId: string): Promise<RequestStatusCount[]> {
  return db
    .select(statusCount)
    .from(collaborationRequests)
    .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
    .where(eq(problems.authorId, authorId))
    .groupBy(collaborationRequests.status);
}

export async function countRequestsSentBy(db: Queryable, requesterId: string): Promise<RequestStatusCount[]> {
  return db
    .select(statusCount)
    .from(collaborationRequests)
    .where(eq(collaborationRequests.requesterId, requesterId))
    .groupBy(collaborationRequests.status);
}

/** The requests a member sent and those sent about their problems, for their data export. */
export async function findRequestDataOf(db: Queryable, userId: string) {
  const [sent, received] = await Promise.all([
    db.select().from(collaborationRequests).where(eq(collaborationRequests.requesterId, userId)),
    db
      .select({ request: collaborationRequests })
      .from(collaborationRequests)
      .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
      .where(eq(problems.authorId, userId)),
  ]);
  return { collaborationRequestsSent: sent, collaborationRequestsReceived: received.map(({ request }) => request) };
}

/** Requests the member sent are withdrawn; those waiting for their answer are declined (nobody else can answer). */
export async function closeOpenRequestsOf(tx: Queryable, userId: string, now: Date) {
  await tx
    .delete(collaborationRequests)
    .where(and(eq(collaborationRequests.requesterId, userId), eq(collaborationRequests.status, 'pending')));
  const ownProblems = tx.select({ id: problems.id }).from(problems).where(eq(problems.authorId, userId));
  await tx
    .update(collaborationRequests)
    .set({ status: 'rejected', respondedAt: now })
    .where(and(inArray(collaborationRequests.problemId, ownProblems), eq(collaborationRequests.status, 'pending')));
}
