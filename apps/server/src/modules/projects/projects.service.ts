import {
  type CompletionBody,
  type CreateMilestoneBody,
  type CreateProjectBody,
  type CreateTaskBody,
  type CurrentUser,
  type JoinProjectBody,
  type JoinRequest,
  type JoinRequestKind,
  type JoinRequestList,
  type ListProjectsQuery,
  MESSAGES,
  MILESTONES_PER_PROJECT_MAX,
  type Milestone,
  type PageQuery,
  type ProjectDetail,
  type ProjectList,
  type ProjectMembershipList,
  REPUTATION_FOR_COLLABORATOR,
  REPUTATION_FOR_COMPLETER,
  type RespondToJoinBody,
  TASKS_PER_PROJECT_MAX,
  type Task,
  type UpdateMilestoneBody,
  type UpdateProjectBody,
  type UpdateTaskBody,
} from '@skillsync/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPageQuery, toPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { toPrefixQuery } from '../../lib/search.ts';
import { grantAchievements, rememberSkills } from '../users/achievements.ts';
import { findLiveUser } from '../users/profile.repository.ts';
import { announceReputation, awardReputation } from '../users/reputation.service.ts';
import {
  presentJoinRequest,
  presentMilestone,
  presentProjectDetail,
  presentProjectSummary,
  presentTask,
  type TeamMemberRow,
} from './projects.presenter.ts';
import {
  closeOtherPendingOf,
  countMembers,
  countMilestones,
  countTasks,
  deleteMember,
  deleteMilestone,
  deleteProjectById,
  deleteTask,
  findJoinRequestForUpdate,
  findJoinRequestsReceivedBy,
  findJoinRequestsSentBy,
  findJoinRequestWithPeople,
  findMemberIdsAmong,
  findMembers,
  findMembershipsOf,
  findMilestone,
  findMilestones,
  findPendingJoinRequestOf,
  findPendingJoinRequests,
  findProjectForUpdate,
  findProjects,
  findProjectsByOwner,
  findProjectWithOwner,
  findTasks,
  findTaskWithAssignee,
  insertMember,
  insertMilestone,
  insertPendingJoinRequest,
  insertProject,
  insertTask,
  type JoinRequestRow,
  type JoinRequestWithPeople,
  type ProjectRow,
  type ProjectSummaryPageRow,
  setJoinRequestStatus,
  unassignTasksOf,
  updateMilestone,
  updateProjectById,
  updateTask,
} from './projects.repository.ts';

// ---- Access ----

type ProjectAccess = 'owner' | 'member' | 'visible';

/**
 * Loads a project for a member's write and locks its row until the transaction ends: 404 when it does not
 * exist or is private to a team the member is not on, 403 when the member may not do this. Every writer of a
 * project (its team, requests, tasks, milestones, messages) takes this lock first, one lock order for all, so
 * a delete or a completion racing an accept or a task change makes the loser wait and then find it changed.
 * Chat takes the 'key share' lock: the project cannot be deleted under a message, yet messages do not queue.
 */
export async function loadProjectFor(
  tx: DbOrTx,
  user: CurrentUser,
  id: string,
  access: ProjectAccess,
  lock: 'update' | 'key share' = 'update',
) {
  const project = await findProjectForUpdate(tx, id, lock);
  if (!project) throw notFound(MESSAGES.projectNotFound);
  const isOwner = project.ownerId === user.id;
  const isMember = isOwner || (await findMemberIdsAmong(tx, id, [user.id])).length > 0;
  if (project.visibility === 'Private' && !isMember) throw notFound(MESSAGES.projectNotFound);
  if (access === 'owner' && !isOwner) throw forbidden(MESSAGES.notProjectOwner);
  if (access === 'member' && !isMember) throw forbidden(MESSAGES.notProjectMember);
  return { project, isOwner, isMember };
}

/** A completed project's team and work are final: its reputation has been handed out. */
export function refuseIfCompleted(project: ProjectRow) {
  if (project.status === 'Completed') throw conflict(MESSAGES.projectClosed);
}

/** Whether one more member fits (maxMembers counts the owner). */
export async function refuseIfFull(tx: DbOrTx, project: ProjectRow) {
  if ((await countMembers(tx, project.id)) + 1 >= project.maxMembers) throw conflict(MESSAGES.teamFull);
}

/** Tells the pages showing a project that it changed, once the change is committed. */
export function announceProjectChange(ctx: AppContext, projectId: string, reason: string, by: string) {
  ctx.realtime.emit(rooms.project(projectId), 'project-updated', { projectId, reason, by });
}

// ---- Lists ----

const projectCursor = (row: ProjectSummaryPageRow) => ({ createdAt: row.cursor, id: row.project.id });

/** The projects list: public projects (and the viewer's private teams), newest first, without the viewer's own. */
export async function listProjects(
  ctx: AppContext,
  requester: Requester,
  query: ListProjectsQuery,
): Promise<ProjectList> {
  const viewer = findUser(requester);
  const page = readPageQuery(query);
  const rows = await findProjects(ctx.db, {
    category: query.category,
    difficulty: query.difficulty,
    status: query.status,
    searchQuery: toPrefixQuery(query.search),
    viewerId: viewer?.id ?? null,
    ...page,
  });
  const { items, nextCursor } = toPage(rows, page.limit, projectCursor);
  return { projects: items.map(presentProjectSummary), nextCursor };
}

/** The projects the signed-in member owns, newest first. */
export async function listOwnedProjects(ctx: AppContext, requester: Requester, query: PageQuery): Promise<ProjectList> {
  const user = requireUser(requester);
  const page = readPageQuery(query);
  const rows = await findProjectsByOwner(ctx.db, user.id, page);
  const { items, nextCursor } = toPage(rows, page.limit, projectCursor);
  return { projects: items.map(presentProjectSummary), nextCursor };
}

/** The teams the signed-in member joined (not those they own), the most recently joined first, with all members. */
export async function listJoinedProjects(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<ProjectMembershipList> {
  const user = requireUser(requester);
  const page = readPageQuery(query);
  const rows = await findMembershipsOf(ctx.db, user.id, page);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ createdAt: row.cursor, id: row.project.id }));
  // The whole team of each: the dashboard's team modal shows it.
  const members = await findMembers(
    ctx.db,
    items.map((row) => row.project.id),
  );
  const teams = Map.groupBy(members, (member) => member.projectId);
  return {
    projects: items.map((row) => ({
      ...presentProjectSummary({ ...row, members: teams.get(row.project.id) ?? [] }),
      membership: { role: row.role, joinedAt: row.joinedAt.toISOString() },
    })),
    nextCursor,
  };
}

// ---- One project ----

/** The viewer's own unanswered request to join, as spec §2's 'Request Pending' reads it from `joinRequests[]`. */
async function findOwnJoinRequest(db: DbOrTx, pending: { id: string; kind: JoinRequestKind } | null) {
  const row = pending?.kind === 'request' ? await findJoinRequestWithPeople(db, pending.id) : undefined;
  return row ? [row] : [];
}

/**
 * A project with its owner, team, board and milestones, as the viewer may see it: a private project only for
 * its team and the members it invited; its pending requests for its owner only.
 */
async function loadProjectDetail(db: DbOrTx, id: string, viewer: CurrentUser | null): Promise<ProjectDetail> {
  const found = await findProjectWithOwner(db, id);
  if (!found) throw notFound(MESSAGES.projectNotFound);
  const { project } = found;
  const isOwner = viewer?.id === project.ownerId;
  // One query after another: inside a transaction they share one connection, which takes one query at a time.
  const members = await findMembers(db, [id]);
  const tasks = await findTasks(db, id);
  const milestones = await findMilestones(db, id);
  const pendingRequest = viewer && !isOwner ? await findPendingJoinRequestOf(db, id, viewer.id) : null;
  const joinRequests = isOwner ? await findPendingJoinRequests(db, id) : await findOwnJoinRequest(db, pendingRequest);
  const isMember = isOwner || members.some((member) => member.id === viewer?.id);
  const isInvited = pendingRequest?.kind === 'invitation';
  if (project.visibility === 'Private' && !isMember && !isInvited) throw notFound(MESSAGES.projectNotFound);
  return presentProjectDetail({
    ...found,
    members: members as TeamMemberRow[],
    tasks,
    milestones,
    joinRequests,
    viewerId: viewer?.id ?? null,
    viewer: {
      isOwner,
      isMember,
      pendingRequest: pendingRequest && { _id: pendingRequest.id, kind: pendingRequest.kind },
    },
  });
}

export async function getProject(ctx: AppContext, requester: Requester, id: string) {
  return loadProjectDetail(ctx.db, id, findUser(requester));
}

export async function createProject(ctx: AppContext, requester: Requester, body: CreateProjectBody) {
  const user = requireUser(requester);
  const { repository, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    const project = await insertProject(tx, {
      ...fields,
      ...(repository && { repositoryUrl: repository.url ?? null, repositoryPlatform: repository.platform }),
      ownerId: user.id,
    });
    await grantAchievements(tx, [{ userId: user.id, kind: 'first-project' }], project.createdAt);
    await rememberSkills(tx, body.skillsNeeded);
    return loadProjectDetail(tx, project.id, user);
  });
}

export async function updateProject(ctx: AppContext, requester: Requester, id: string, body: UpdateProjectBody) {
  const user = requireUser(requester);
  const { repository, ...changes } = body;
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    if (body.status && project.status === 'Completed') throw conflict(MESSAGES.projectClosed);
    if (body.maxMembers !== undefined && body.maxMembers < (await countMembers(tx, id)) + 1) {
      throw invalid(MESSAGES.maxMembersBelowTeam, [{ param: 'maxMembers', msg: MESSAGES.maxMembersBelowTeam }]);
    }
    const startDate = body.startDate === undefined ? project.startDate : body.startDate;
    const endDate = body.endDate === undefined ? project.endDate : body.endDate;
    if (startDate && endDate && endDate < startDate) {
      throw invalid(MESSAGES.endBeforeStart, [{ param: 'endDate', msg: MESSAGES.endBeforeStart }]);
    }
    if (changes.skillsNeeded) await rememberSkills(tx, changes.skillsNeeded);
    await updateProjectById(tx, id, {
      ...changes,
      ...(repository && { repositoryUrl: repository.url ?? null, repositoryPlatform: repository.platform }),
      updatedAt: ctx.clock(),
    });
    return loadProjectDetail(tx, id, user);
  });
  announceProjectChange(ctx, id, 'details', user.id);
  return result;
}

/** The owner removes a project still under way; a completed one is part of its team's record. */
export async function deleteProject(ctx: AppContext, requester: Requester, id: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    if (project.status === 'Completed') throw conflict(MESSAGES.completedProjectUndeletable);
    await deleteProjectById(tx, id);
  });
  announceProjectChange(ctx, id, 'deleted', user.id);
  return { message: MESSAGES.projectDeleted };
}

/** Marks a project completed once and awards reputation to its owner and acknowledged members. */
export async function completeProject(ctx: AppContext, requester: Requester, id: string, body: CompletionBody) {
  const user = requireUser(requester);
  const source = { sourceType: 'project', sourceId: id } as const;
  const result = await ctx.db.transaction(async (tx) => {
    // The row lock makes a concurrent accept wait: the team is final once the project is completed.
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    if (project.status === 'Completed') throw conflict(MESSAGES.projectAlreadyCompleted);
    const now = ctx.clock();
    await updateProjectById(tx, id, {
      status: 'Completed',
      completionNotes: body.completionNotes || null,
      completedAt: now,
      updatedAt: now,
    });
    // Only real team members earn points; other ids in the list are ignored.
    const acknowledged = await findMemberIdsAmong(tx, id, body.acknowledgedCollaborators.filter(isUuid));
    const awarded = await awardReputation(tx, now, [
      { ...source, userId: user.id, points: REPUTATION_FOR_COMPLETER, reason: 'project-completed' },
      ...acknowledged.map((userId) => ({
        ...source,
        userId,
        points: REPUTATION_FOR_COLLABORATOR,
        reason: 'project-member',
        creditedBy: user.id,
      })),
    ]);
    return { detail: await loadProjectDetail(tx, id, user), awarded };
  });
  announceProjectChange(ctx, id, 'completed', user.id);
  announceReputation(ctx, result.awarded, source);
  return result.detail;
}

// ---- Joining ----

/** A request or invitation as `viewerId` may see it (presentJoinRequest). */
export async function loadJoinRequest(tx: DbOrTx, id: string, viewerId: string): Promise<JoinRequest> {
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
    const row = await insertPendingJoinRequest(tx, { projectId: id, userId: user.id, kind: 'request', ...body });
    // No row: a request or invitation is already pending (perhaps from a concurrent double click).
    if (!row) throw conflict(MESSAGES.joinRequestPending);
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
async function addToTeam(tx: DbOrTx, project: ProjectRow, request: JoinRequestRow & { userId: string }, now: Date) {
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
      await addToTeam(tx, project, { ...request, userId: request.userId }, ctx.clock());
    }
    await setJoinRequestStatus(tx, requestId, {
      status: body.action === 'accept' ? 'Accepted' : 'Rejected',
      respondedAt: ctx.clock(),
    });
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
  });
  ctx.realtime.leave(rooms.user(userId), rooms.project(id));
  ctx.realtime.emit(rooms.user(userId), 'removed-from-team', { projectId: id });
  announceProjectChange(ctx, id, 'team', user.id);
  return { message: MESSAGES.memberRemoved };
}

function toJoinRequestList(rows: JoinRequestWithPeople[], limit: number, viewerId: string): JoinRequestList {
  const { items, nextCursor } = toPage(rows, limit, (row) => ({ createdAt: row.cursor, id: row.request.id }));
  return { requests: items.map((row) => presentJoinRequest(row, viewerId)), nextCursor };
}

/** Requests to join the member's projects and invitations to them, newest first. */
export async function listReceivedJoinRequests(ctx: AppContext, requester: Requester, query: PageQuery) {
  const user = requireUser(requester);
  const page = readPageQuery(query);
  return toJoinRequestList(await findJoinRequestsReceivedBy(ctx.db, user.id, page), page.limit, user.id);
}

/** The member's own requests to join and the invitations their projects sent, newest first. */
export async function listSentJoinRequests(ctx: AppContext, requester: Requester, query: PageQuery) {
  const user = requireUser(requester);
  const page = readPageQuery(query);
  return toJoinRequestList(await findJoinRequestsSentBy(ctx.db, user.id, page), page.limit, user.id);
}

// ---- Tasks and milestones ----

/** The assignee must be on the team (its owner or a member). */
async function refuseOutsideAssignee(tx: DbOrTx, project: ProjectRow, assigneeId: string | null | undefined) {
  if (!assigneeId || assigneeId === project.ownerId) return;
  if ((await findMemberIdsAmong(tx, project.id, [assigneeId])).length === 0) {
    throw invalid(MESSAGES.assigneeNotMember, [{ param: 'assignedTo', msg: MESSAGES.assigneeNotMember }]);
  }
}

async function loadTask(tx: DbOrTx, projectId: string, taskId: string): Promise<Task> {
  const row = await findTaskWithAssignee(tx, projectId, taskId);
  if (!row) throw notFound(MESSAGES.taskNotFound);
  return presentTask(row);
}

export async function createTask(ctx: AppContext, requester: Requester, id: string, body: CreateTaskBody) {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'member');
    refuseIfCompleted(project);
    if ((await countTasks(tx, id)) >= TASKS_PER_PROJECT_MAX) throw conflict(MESSAGES.tooManyTasks);
    await refuseOutsideAssignee(tx, project, body.assignedTo);
    const { assignedTo, ...fields } = body;
    const task = await insertTask(tx, { ...fields, projectId: id, assigneeId: assignedTo, createdBy: user.id });
    return loadTask(tx, id, task.id);
  });
  announceProjectChange(ctx, id, 'tasks', user.id);
  return result;
}

export async function updateProjectTask(
  ctx: AppContext,
  requester: Requester,
  id: string,
  taskId: string,
  body: UpdateTaskBody,
) {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'member');
    refuseIfCompleted(project);
    await refuseOutsideAssignee(tx, project, body.assignedTo);
    const { assignedTo, ...fields } = body;
    const changed = await updateTask(tx, id, taskId, {
      ...fields,
      ...(assignedTo !== undefined && { assigneeId: assignedTo }),
      updatedAt: ctx.clock(),
    });
    if (!changed) throw notFound(MESSAGES.taskNotFound);
    return loadTask(tx, id, taskId);
  });
  announceProjectChange(ctx, id, 'tasks', user.id);
  return result;
}

export async function deleteProjectTask(ctx: AppContext, requester: Requester, id: string, taskId: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'member');
    refuseIfCompleted(project);
    if (!(await deleteTask(tx, id, taskId))) throw notFound(MESSAGES.taskNotFound);
  });
  announceProjectChange(ctx, id, 'tasks', user.id);
  return { message: MESSAGES.taskDeleted };
}

/** Reaching a milestone records when; reopening it clears that. */
const completedAtFor = (completed: boolean | undefined, now: Date) =>
  completed === undefined ? {} : { completed, completedAt: completed ? now : null };

export async function createMilestone(
  ctx: AppContext,
  requester: Requester,
  id: string,
  body: CreateMilestoneBody,
): Promise<Milestone> {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    refuseIfCompleted(project);
    if ((await countMilestones(tx, id)) >= MILESTONES_PER_PROJECT_MAX) throw conflict(MESSAGES.tooManyMilestones);
    const row = await insertMilestone(tx, { ...body, ...completedAtFor(body.completed, ctx.clock()), projectId: id });
    return presentMilestone(row);
  });
  announceProjectChange(ctx, id, 'milestones', user.id);
  return result;
}

export async function updateProjectMilestone(
  ctx: AppContext,
  requester: Requester,
  id: string,
  milestoneId: string,
  body: UpdateMilestoneBody,
): Promise<Milestone> {
  const user = requireUser(requester);
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    refuseIfCompleted(project);
    const current = await findMilestone(tx, id, milestoneId);
    if (!current) throw notFound(MESSAGES.milestoneNotFound);
    // Saving a reached milestone again keeps the moment it was reached.
    const completion = body.completed === current.completed ? {} : completedAtFor(body.completed, ctx.clock());
    const changes = { ...body, ...completion };
    // An edit that changes nothing (an empty body) answers the milestone as it is.
    if (Object.keys(changes).length === 0) return presentMilestone(current);
    const row = await updateMilestone(tx, id, milestoneId, changes);
    if (!row) throw notFound(MESSAGES.milestoneNotFound);
    return presentMilestone(row);
  });
  announceProjectChange(ctx, id, 'milestones', user.id);
  return result;
}

export async function deleteProjectMilestone(ctx: AppContext, requester: Requester, id: string, milestoneId: string) {
  const user = requireUser(requester);
  await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    refuseIfCompleted(project);
    if (!(await deleteMilestone(tx, id, milestoneId))) throw notFound(MESSAGES.milestoneNotFound);
  });
  announceProjectChange(ctx, id, 'milestones', user.id);
  return { message: MESSAGES.milestoneDeleted };
}
