import {
  type CollaborateBody,
  type CollaborationRequest,
  type CollaborationRequestList,
  type CollaborationRequestStats,
  type CurrentUser,
  MESSAGES,
  type PageQuery,
  type RespondBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type PageRequest, readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { admitPost } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { countJoinRequestsReceivedBy, countJoinRequestsSentBy } from '../projects/index.ts';
import { findProblemForUpdate, isCollaborator, loadProblemFor } from '../teams/index.ts';
import { grantAchievements } from '../users/index.ts';
import { presentCollaborationRequest } from './problem-requests.presenter.ts';
import {
  type CollaborationRequestWithPeople,
  countRequestsReceivedBy,
  countRequestsSentBy,
  deleteRequestById,
  findRequestForUpdate,
  findRequestsReceivedBy,
  findRequestsSentBy,
  findRequestWithPeople,
  insertPendingRequest,
  type RequestStatusCount,
  setRequestResponse,
} from './problem-requests.repository.ts';
import { insertCollaborator } from './problems.repository.ts';

/**
 * A request as the API shows it, read in the transaction that wrote it: the answer is what was committed, even
 * if the problem is deleted (and the request with it) a moment later.
 */
async function loadRequest(tx: Queryable, id: string): Promise<CollaborationRequest> {
  const row = await findRequestWithPeople(tx, id);
  if (!row) throw notFound(MESSAGES.requestNotFound);
  return presentCollaborationRequest(row);
}

/** Asks a problem's author to join its team. */
export async function sendCollaborationRequest(
  ctx: AppContext,
  requester: Requester,
  problemId: string,
  body: CollaborateBody,
): Promise<CollaborationRequest> {
  const user = requireUser(requester);
  const sent = await ctx.db.transaction(async (tx) => {
    const problem = await loadProblemFor(tx, user, problemId, {
      as: 'not-author',
      forbidden: MESSAGES.ownProblemCollaboration,
    });
    if (problem.status === 'Completed') throw conflict(MESSAGES.problemClosedToRequests);
    if (await isCollaborator(tx, problemId, user.id)) throw conflict(MESSAGES.alreadyCollaborator);
    // Last of the checks: a block changes only the answer a request that would go through gets.
    await refuseIfBlocked(tx, user.id, problem.authorId);
    await admitPost(ctx, tx, user, { kind: 'request', fields: { message: body.message }, text: body.message });
    const row = await insertPendingRequest(tx, {
      problemId,
      requesterId: user.id,
      proposedRole: body.proposedRole,
      message: body.message,
    });
    // No row: a pending request already exists (perhaps from a concurrent double click).
    if (!row) throw conflict(MESSAGES.requestPending);
    await notify(
      tx,
      [
        {
          userId: problem.authorId,
          kind: 'collaboration-requested',
          actorId: user.id,
          subject: { problemId },
          groupKey: `collaboration-requested:${problemId}`,
        },
      ],
      ctx.clock(),
    );
    return loadRequest(tx, row.id);
  });
  ctx.realtime.emit(rooms.user(sent.problemAuthor._id), 'requests-changed', { reason: 'received' });
  return sent;
}

/** Requests on one side of the member's inbox (`side` is a repository query), newest first, a page at a time. */
async function listRequests(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
  side: (db: Queryable, userId: string, page: PageRequest) => Promise<CollaborationRequestWithPeople[]>,
): Promise<CollaborationRequestList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => side(ctx.db, user.id, page),
    (row) => ({ createdAt: row.cursor, id: row.request.id }),
  );
  return { requests: items.map(presentCollaborationRequest), nextCursor };
}

/** Requests other members sent about the signed-in member's problems. */
export const listReceivedRequests = (ctx: AppContext, requester: Requester, query: PageQuery) =>
  listRequests(ctx, requester, query, findRequestsReceivedBy);

/** Requests the signed-in member sent. */
export const listSentRequests = (ctx: AppContext, requester: Requester, query: PageQuery) =>
  listRequests(ctx, requester, query, findRequestsSentBy);

/** Problem requests count as `pending`/`accepted`/`rejected`, project ones as `Pending`/`Accepted`/`Rejected`. */
function toCounts(rows: RequestStatusCount[]) {
  const countOf = (status: string) =>
    rows.filter((row) => row.status.toLowerCase() === status).reduce((sum, row) => sum + row.count, 0);
  return { pending: countOf('pending'), accepted: countOf('accepted'), rejected: countOf('rejected') };
}

/**
 * The inbox's counters and the navigation badge: problem collaboration requests and project join requests
 * (and invitations) together, as the inbox lists both.
 */
export async function getRequestStats(ctx: AppContext, requester: Requester): Promise<CollaborationRequestStats> {
  const user = requireUser(requester);
  const [received, sent, joinsReceived, joinsSent] = await Promise.all([
    countRequestsReceivedBy(ctx.db, user.id),
    countRequestsSentBy(ctx.db, user.id),
    countJoinRequestsReceivedBy(ctx.db, user.id),
    countJoinRequestsSentBy(ctx.db, user.id),
  ]);
  return { received: toCounts([...received, ...joinsReceived]), sent: toCounts([...sent, ...joinsSent]) };
}

/**
 * Loads a request for its author's answer or its sender's cancel, locking first its problem (the one lock
 * order of every writer of a problem, see loadProblemFor) and then the request itself.
 */
async function loadRequestFor(tx: Queryable, user: CurrentUser, id: string, as: 'problem-author' | 'sender') {
  const known = await findRequestWithPeople(tx, id);
  if (!known) throw notFound(MESSAGES.requestNotFound);
  const problem = await findProblemForUpdate(tx, known.problem.id);
  const found = problem && (await findRequestForUpdate(tx, id));
  // Gone while we waited for the lock: its problem was deleted, or the sender cancelled it.
  if (!problem || !found) throw notFound(MESSAGES.requestNotFound);
  if (as === 'problem-author' && problem.authorId !== user.id) throw forbidden(MESSAGES.notProblemAuthor);
  if (as === 'sender' && found.requesterId !== user.id) throw forbidden(MESSAGES.notRequestSender);
  if (found.status !== 'pending') throw conflict(MESSAGES.requestNotPending);
  return { request: found, problem };
}

/** The problem's author accepts (the requester joins the team with the proposed role) or rejects. */
export async function respondToRequest(
  ctx: AppContext,
  requester: Requester,
  id: string,
  body: RespondBody,
): Promise<CollaborationRequest> {
  const user = requireUser(requester);
  const answered = await ctx.db.transaction(async (tx) => {
    const { request, problem } = await loadRequestFor(tx, user, id, 'problem-author');
    // The team of a completed problem is final: its reputation has been handed out.
    if (body.status === 'accepted' && problem.status === 'Completed') {
      throw conflict(MESSAGES.problemClosedToRequests);
    }
    // Sent before a block, it no longer joins the two on a team.
    if (body.status === 'accepted') await refuseIfBlocked(tx, request.requesterId, problem.authorId);
    await setRequestResponse(tx, id, {
      status: body.status,
      responseMessage: body.responseMessage || null,
      respondedAt: ctx.clock(),
    });
    if (body.status === 'accepted') {
      const { problemId, requesterId, proposedRole } = request;
      await insertCollaborator(tx, { problemId, userId: requesterId, role: proposedRole });
      await grantAchievements(tx, [{ userId: requesterId, kind: 'first-collaboration' }], ctx.clock());
    }
    const { requesterId, problemId } = request;
    await notify(
      tx,
      [
        {
          userId: requesterId,
          kind: 'collaboration-answered',
          actorId: user.id,
          subject: { problemId },
          detail: { status: body.status },
        },
      ],
      ctx.clock(),
    );
    return loadRequest(tx, id);
  });
  for (const userId of [answered.requester._id, answered.problemAuthor._id]) {
    ctx.realtime.emit(rooms.user(userId), 'requests-changed', { reason: 'answered' });
  }
  return answered;
}

/** The sender withdraws a request that has not been answered yet. */
export async function cancelRequest(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  const authorId = await ctx.db.transaction(async (tx) => {
    const { problem } = await loadRequestFor(tx, user, id, 'sender');
    await deleteRequestById(tx, id);
    return problem.authorId;
  });
  ctx.realtime.emit(rooms.user(authorId), 'requests-changed', { reason: 'cancelled' });
  return { message: MESSAGES.requestCancelled };
}
