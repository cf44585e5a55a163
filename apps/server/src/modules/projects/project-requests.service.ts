import {
  type JoinProjectBody,
  type JoinRequest,
  type JoinRequestList,
  MESSAGES,
  type PageQuery,
  type RespondToJoinBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, gone, notFound } from '../../lib/errors.ts';
import { type PageRequest, readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { admitPost } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { findMemberIdsAmong, findProjectForUpdate, loadProjectFor } from '../teams/index.ts';
import { findLiveUser, grantAchievements } from '../users/index.ts';
import {
  closeOtherPendingOf,
  findJoinRequestForUpdate,
  findJoinRequestsReceivedBy,
  findJoinRequestsSentBy,
  findJoinRequestWithPeople,
  findPendingJoinRequestOf,
  insertPendingJoinRequest,
  type JoinRequestWithPeople,
  setJoinRequestStatus,
} from './project-requests.repository.ts';
import { presentJoinRequest } from './projects.presenter.ts';
import {
  deleteMember,
  insertMember,
  type JoinRequestRow,
  type ProjectRow,
  unassignTasksOf,
} from './projects.repository.ts';
import { announceProjectChange, refuseIfCompleted, refuseIfFull } from './projects.service.ts';

// ---- Joining ----

/** A request or invitation as `viewerId` may see it (presentJoinRequest). */
export async function loadJoinRequest(tx: Queryable, id: string, viewerId: string): Promise<JoinRequest> {
  const row = await findJoinRequestWithPeople(tx, id);
  if (!row) throw notFound(MESSAGES.joinRequestNotFound);
  return presentJoinRequest(row, viewerId);
}

/** A member asks to join a public project's team. */
export async function requestToJoin(ctx: AppContext, requester: Requester, id: string, body: JoinProjectBody) {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project, isOwner, isMember } = await loadProjectFor(tx, user, id, 'visible');
    if (isOwner) throw forbidden(MESSAGES.ownProjectJoin);
    if (isMember) throw conflict(MESSAGES.alreadyProjectMember);
    refuseIfCompleted(project);
    if (project.visibility === 'Private') throw forbidden(MESSAGES.privateProjectJoin);
    await refuseIfFull(tx, project);
    // An invitation by e-mail to this member does not block a row here (it waits on its address): ask it first.
    if (await findPendingJoinRequestOf(tx, id, user.id)) throw conflict(MESSAGES.joinRequestPending);
    // Last of the checks: a block changes only the answer a request that would go through gets.
    await refuseIfBlocked(tx, user.id, project.ownerId);
    await admitPost(ctx, tx, user, { kind: 'request', fields: { message: body.message }, text: body.message });
    const row = await insertPendingJoinRequest(tx, { projectId: id, userId: user.id, kind: 'request', ...body });
    // No row: a request or invitation is already pending (perhaps from a concurrent double click).
    if (!row) throw conflict(MESSAGES.joinRequestPending);
    const notice = { kind: 'join-requested', actorId: user.id, subject: { projectId: id } } as const;
    await notify(tx, [{ ...notice, userId: project.ownerId, groupKey: `join-requested:${id}` }], ctx.clock());
    return loadJoinRequest(tx, row.id, user.id);
  });
  announceProjectChange(ctx, id, 'join-requests', user.id);
  ctx.realtime.emit(rooms.user(result.project.owner._id), 'requests-changed', { reason: 'received' });
  return result;
}

/**
 * Puts the one who asked or was invited on the team, with the skills they named when asking (an invitee brings
 * their profile's). Someone already on it (an address invited twice, or a teammate's) is simply left there; any
 * other request or invitation of theirs for the project is answered with this one.
 */
async function addToTeam(tx: Queryable, project: ProjectRow, request: JoinRequestRow & { userId: string }, now: Date) {
  const { userId } = request;
  const isOnTeam = userId === project.ownerId || (await findMemberIdsAmong(tx, project.id, [userId])).length > 0;
  if (!isOnTeam) {
    await refuseIfFull(tx, project);
    const skills = request.kind === 'invitation' ? ((await findLiveUser(tx, userId))?.skills ?? []) : request.skills;
    await insertMember(tx, { projectId: project.id, userId, skills });
    await grantAchievements(tx, [{ userId, kind: 'first-collaboration' }], now);
  }
  await closeOtherPendingOf(tx, project.id, userId, now);
}

/**
 * The owner answers a request, or the invitee an invitation. The project is locked first (the one lock order
 * of every writer of a project), so two accepts for the last place take turns and the second finds it full.
 */
export async function respondToJoinRequest(
  ctx: AppContext,
  requester: Requester,
  projectId: string,
  requestId: string,
  body: RespondToJoinBody,
) {
  const user = requireUser(requester);
  const { answered, joinerId } = await ctx.db.transaction(async (tx) => {
    const project = await findProjectForUpdate(tx, projectId);
    const request = project && (await findJoinRequestForUpdate(tx, requestId));
    if (!project || !request || request.projectId !== projectId) throw notFound(MESSAGES.joinRequestNotFound);
    const isOwner = project.ownerId === user.id;
    if (request.kind === 'request' && !isOwner) {
      // Someone who cannot see a private project learns nothing of its requests.
      if (project.visibility === 'Private' && request.userId !== user.id) throw notFound(MESSAGES.joinRequestNotFound);
      throw forbidden(MESSAGES.notProjectOwner);
    }
    if (request.kind === 'invitation' && request.userId !== user.id) {
      if (isOwner) throw forbidden(MESSAGES.notInvitee);
      throw notFound(MESSAGES.joinRequestNotFound);
    }
    // An invitation nobody has claimed yet has no one who could answer it (the checks above refused them all).
    if (request.status !== 'Pending' || !request.userId) throw conflict(MESSAGES.requestNotPending);
    if (body.action === 'accept') {
      refuseIfCompleted(project);
      // Moderators removed it: nobody joins it until restored.
      if (project.hiddenAt) throw gone();
      // Sent before a block, it no longer joins the two on a team.
      await refuseIfBlocked(tx, request.userId, project.ownerId);
      await addToTeam(tx, project, { ...request, userId: request.userId }, ctx.clock());
    }
    await setJoinRequestStatus(tx, requestId, {
      status: body.action === 'accept' ? 'Accepted' : 'Rejected',
      respondedAt: ctx.clock(),
    });
    // The other side hears the answer: the one who asked, or the owner who invited.
    const answer = { actorId: user.id, subject: { projectId }, detail: { status: `${body.action}ed` as const } };
    const told =
      request.kind === 'request'
        ? ({ ...answer, kind: 'join-answered', userId: request.userId } as const)
        : ({ ...answer, kind: 'invitation-answered', userId: project.ownerId } as const);
    await notify(tx, [told], ctx.clock());
    return { answered: await loadJoinRequest(tx, requestId, user.id), joinerId: request.userId };
  });
  announceProjectChange(ctx, projectId, body.action === 'accept' ? 'team' : 'join-requests', user.id);
  // Both sides' inboxes changed: the one who asked (or was invited) and the owner.
  for (const userId of new Set([joinerId, answered.project.owner._id])) {
    ctx.realtime.emit(rooms.user(userId), 'requests-changed', { reason: 'answered' });
  }
  return answered;
}

/**
 * The owner takes a member off the team, or a member leaves it. Their tasks go back to nobody, and their open
 * sockets leave the team's room at once (on every instance), so they stop hearing its chat and updates.
 */
export async function removeMember(ctx: AppContext, requester: Requester, id: string, userId: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const { project, isOwner } = await loadProjectFor(tx, user, id, 'member');
    if (!isOwner && userId !== user.id) throw forbidden(MESSAGES.notProjectOwner);
    if (userId === project.ownerId) throw conflict(MESSAGES.ownerCannotLeave);
    refuseIfCompleted(project);
    if (!(await deleteMember(tx, id, userId))) throw notFound(MESSAGES.memberNotFound);
    await unassignTasksOf(tx, id, userId);
    const removal = { userId, kind: 'removed-from-team', actorId: user.id, subject: { projectId: id } } as const;
    await notify(tx, [removal], ctx.clock());
  });
  ctx.realtime.leave(rooms.user(userId), rooms.project(id));
  ctx.realtime.emit(rooms.user(userId), 'removed-from-team', { projectId: id });
  announceProjectChange(ctx, id, 'team', user.id);
  return { message: MESSAGES.memberRemoved };
}

/** Join requests and invitations on one side of the member's inbox (`side` is a repository query), newest first. */
async function listJoinRequests(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
  side: (db: Queryable, userId: string, page: PageRequest) => Promise<JoinRequestWithPeople[]>,
): Promise<JoinRequestList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => side(ctx.db, user.id, page),
    (row) => ({ createdAt: row.cursor, id: row.request.id }),
  );
  return { requests: items.map((row) => presentJoinRequest(row, user.id)), nextCursor };
}

/** Requests to join the member's projects and invitations to them, newest first. */
export const listReceivedJoinRequests = (ctx: AppContext, requester: Requester, query: PageQuery) =>
  listJoinRequests(ctx, requester, query, findJoinRequestsReceivedBy);

/** The member's own requests to join and the invitations their projects sent, newest first. */
export const listSentJoinRequests = (ctx: AppContext, requester: Requester, query: PageQuery) =>
  listJoinRequests(ctx, requester, query, findJoinRequestsSentBy);
