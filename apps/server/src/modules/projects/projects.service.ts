import {
  type CompletionBody,
  type CreateProjectBody,
  type CurrentUser,
  type ListProjectsQuery,
  MESSAGES,
  type PageQuery,
  type ProjectDetail,
  type ProjectList,
  type ProjectMembershipList,
  type UpdateProjectBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, gone, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { toPrefixQuery } from '../../lib/search.ts';
import { recordActivity } from '../follows/index.ts';
import { admitPost, refuseEarlyLinks } from '../limits/index.ts';
import { announceCompletion, awardCompletion, loadProjectFor } from '../teams/index.ts';
import { grantAchievements, rememberSkills } from '../users/index.ts';
import { findProjectDetail } from './project-detail.repository.ts';
import { presentProjectDetail, presentProjectSummary } from './projects.presenter.ts';
import {
  countMembers,
  deleteProjectById,
  findMembers,
  findMembershipsOf,
  findProjects,
  findProjectsByOwner,
  insertProject,
  type ProjectRow,
  updateProjectById,
} from './projects.repository.ts';

// ---- Access ----

/** A completed project's team and work are final: its reputation has been handed out. */
export function refuseIfCompleted(project: ProjectRow) {
  if (project.status === 'Completed') throw conflict(MESSAGES.projectClosed);
}

/** Whether one more member fits (maxMembers counts the owner). */
export async function refuseIfFull(tx: Queryable, project: ProjectRow) {
  if ((await countMembers(tx, project.id)) + 1 >= project.maxMembers) throw conflict(MESSAGES.teamFull);
}

/** Tells the pages showing a project that it changed, once the change is committed. */
export function announceProjectChange(ctx: AppContext, projectId: string, reason: string, by: string) {
  ctx.realtime.emit(rooms.project(projectId), 'project-updated', { projectId, reason, by });
}

// ---- Lists ----

const projectCursor = (row: { cursor: string; project: { id: string } }) => ({
  createdAt: row.cursor,
  id: row.project.id,
});

/** The projects list: public projects (and the viewer's private teams), newest first, without the viewer's own. */
export async function listProjects(
  ctx: AppContext,
  requester: Requester,
  query: ListProjectsQuery,
): Promise<ProjectList> {
  const viewer = findUser(requester);
  const filters = {
    category: query.category,
    difficulty: query.difficulty,
    status: query.status,
    searchQuery: toPrefixQuery(query.search),
    viewerId: viewer?.id ?? null,
  };
  const { items, nextCursor } = await readPage(
    query,
    (page) => findProjects(ctx.db, { ...filters, ...page }),
    projectCursor,
  );
  return { projects: items.map(presentProjectSummary), nextCursor };
}

/** The projects the signed-in member owns, newest first. */
export async function listOwnedProjects(ctx: AppContext, requester: Requester, query: PageQuery): Promise<ProjectList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findProjectsByOwner(ctx.db, user.id, page),
    projectCursor,
  );
  return { projects: items.map(presentProjectSummary), nextCursor };
}

/** The teams the signed-in member joined (not those they own), the most recently joined first, with all members. */
export async function listJoinedProjects(
  ctx: AppContext,
  requester: Requester,
  query: PageQuery,
): Promise<ProjectMembershipList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findMembershipsOf(ctx.db, user.id, page),
    projectCursor,
  );
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

/**
 * A project with its owner, team, board and milestones, as the viewer may see it: a private project only for
 * its team and the members it invited; its pending requests for its owner only (and an asker their own).
 */
async function loadProjectDetail(db: Queryable, id: string, viewer: CurrentUser | null): Promise<ProjectDetail> {
  const found = await findProjectDetail(db, id, viewer?.id ?? null);
  if (!found) throw notFound(MESSAGES.projectNotFound);
  const { pendingRequest: viewersPending, ...parts } = found;
  const isOwner = viewer?.id === found.project.ownerId;
  const pendingRequest = isOwner ? null : viewersPending;
  const isMember = isOwner || found.members.some((member) => member.id === viewer?.id);
  const isInvited = pendingRequest?.kind === 'invitation';
  if (found.project.visibility === 'Private' && !isMember && !isInvited) throw notFound(MESSAGES.projectNotFound);
  // Moderators removed it: gone for everyone but its owner, who reads why (and moderators, who review appeals).
  if (found.project.hiddenAt && !isOwner && viewer?.role !== 'moderator') throw gone();
  return presentProjectDetail({
    ...parts,
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

/** What a project's owner writes that may hold a link (the limits refuse one on an account's first day). */
const writtenFields = (body: CreateProjectBody | UpdateProjectBody) => ({
  title: body.title,
  description: body.description,
  goals: body.goals,
  requirements: body.requirements,
  repository: body.repository?.url,
  demoUrl: body.demoUrl,
});

export async function createProject(ctx: AppContext, requester: Requester, body: CreateProjectBody) {
  const user = requireUser(requester);
  const { repository, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    await admitPost(ctx, tx, user, { kind: 'project', fields: writtenFields(body), text: body.description });
    const project = await insertProject(tx, {
      ...fields,
      ...(repository && { repositoryUrl: repository.url ?? null, repositoryPlatform: repository.platform }),
      ownerId: user.id,
    });
    await grantAchievements(tx, [{ userId: user.id, kind: 'first-project' }], project.createdAt);
    await rememberSkills(tx, body.skillsNeeded);
    // A private project is its team's own: no follower hears of it.
    if (project.visibility === 'Public') {
      const started = { kind: 'project-started', actorId: user.id, subject: { projectId: project.id } } as const;
      await recordActivity(tx, started, project.createdAt);
    }
    return loadProjectDetail(tx, project.id, user);
  });
}

export async function updateProject(ctx: AppContext, requester: Requester, id: string, body: UpdateProjectBody) {
  const user = requireUser(requester);
  const { repository, ...changes } = body;
  const result = await ctx.db.transaction(async (tx) => {
    const { project } = await loadProjectFor(tx, user, id, 'owner');
    if (body.status && project.status === 'Completed') throw conflict(MESSAGES.projectClosed);
    await refuseEarlyLinks(ctx, tx, user, writtenFields(body));
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
    if (changes.status && changes.status !== project.status) {
      const change = { kind: 'status-changed', actorId: user.id, subject: { projectId: id } } as const;
      await recordActivity(tx, { ...change, detail: { status: changes.status } }, ctx.clock());
    }
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
    const change = { kind: 'status-changed', actorId: user.id, subject: { projectId: id } } as const;
    await recordActivity(tx, { ...change, detail: { status: 'Completed' } }, now);
    const completion = await awardCompletion(tx, now, { kind: 'project', id }, user.id, body.acknowledgedCollaborators);
    return { detail: await loadProjectDetail(tx, id, user), completion };
  });
  announceProjectChange(ctx, id, 'completed', user.id);
  announceCompletion(ctx, result.completion);
  return result.detail;
}
