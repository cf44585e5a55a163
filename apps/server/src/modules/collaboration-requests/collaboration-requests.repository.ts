import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { collaborationRequests, problems, users } from '../../db/schema/index.ts';
import { userSummaryColumns } from '../users/users.repository.ts';

export type CollaborationRequestRow = typeof collaborationRequests.$inferSelect;
export type RequestStatusCount = { status: string; count: number };

const requester = alias(users, 'requester');
const problemAuthor = alias(users, 'problem_author');

/** Requests with their problem, requester and problem author, joined in one query. */
async function findRequestsWhere(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select({
      request: collaborationRequests,
      problem: { id: problems.id, title: problems.title },
      requester: userSummaryColumns(requester),
      problemAuthor: userSummaryColumns(problemAuthor),
    })
    .from(collaborationRequests)
    .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
    .innerJoin(requester, eq(requester.id, collaborationRequests.requesterId))
    .innerJoin(problemAuthor, eq(problemAuthor.id, problems.authorId))
    .where(condition)
    .orderBy(
      // NULLS LAST like collaboration_requests_requester_idx, so a sender's list is read in index order.
      sql`${collaborationRequests.requestedAt} DESC NULLS LAST`,
      sql`${collaborationRequests.id} DESC NULLS LAST`,
    );
}
export type CollaborationRequestWithPeople = Awaited<ReturnType<typeof findRequestsWhere>>[number];

export async function findRequestWithPeople(db: DbOrTx, id: string) {
  const [row] = await findRequestsWhere(db, eq(collaborationRequests.id, id));
  return row;
}

export async function findRequestsReceivedBy(db: DbOrTx, authorId: string) {
  return findRequestsWhere(db, eq(problems.authorId, authorId));
}

export async function findRequestsSentBy(db: DbOrTx, requesterId: string) {
  return findRequestsWhere(db, eq(collaborationRequests.requesterId, requesterId));
}

/** The request locked until the transaction ends, with the author of its problem. */
export async function findRequestForUpdate(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ request: collaborationRequests, problemAuthorId: problems.authorId, problemStatus: problems.status })
    .from(collaborationRequests)
    .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
    .where(eq(collaborationRequests.id, id))
    .for('update', { of: collaborationRequests });
  return row;
}

/**
 * Inserts a pending request, or returns undefined when the member already has one pending for this
 * problem: the partial unique index collaboration_requests_one_pending_key decides, even under races.
 */
export async function insertPendingRequest(
  db: DbOrTx,
  values: { problemId: string; requesterId: string; proposedRole: string; message: string },
) {
  const [row] = await db
    .insert(collaborationRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function setRequestResponse(
  db: DbOrTx,
  id: string,
  response: { status: 'accepted' | 'rejected'; responseMessage: string | null; respondedAt: Date },
) {
  await db.update(collaborationRequests).set(response).where(eq(collaborationRequests.id, id));
}

export async function deleteRequestById(db: DbOrTx, id: string) {
  await db.delete(collaborationRequests).where(eq(collaborationRequests.id, id));
}

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

const statusCount = { status: collaborationRequests.status, count: sql<number>`count(*)::int` };

export async function countRequestsReceivedBy(db: DbOrTx, authorId: string): Promise<RequestStatusCount[]> {
  return db
    .select(statusCount)
    .from(collaborationRequests)
    .innerJoin(problems, eq(problems.id, collaborationRequests.problemId))
    .where(eq(problems.authorId, authorId))
    .groupBy(collaborationRequests.status);
}

export async function countRequestsSentBy(db: DbOrTx, requesterId: string): Promise<RequestStatusCount[]> {
  return db
    .select(statusCount)
    .from(collaborationRequests)
    .where(eq(collaborationRequests.requesterId, requesterId))
    .groupBy(collaborationRequests.status);
}
