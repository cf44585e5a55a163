import {
  type CreateMilestoneBody,
  type CreateTaskBody,
  MESSAGES,
  MILESTONES_PER_PROJECT_MAX,
  type Milestone,
  TASKS_PER_PROJECT_MAX,
  type Task,
  type UpdateMilestoneBody,
  type UpdateTaskBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { recordActivity } from '../follows/index.ts';
import { notify } from '../notifications/index.ts';
import { findMemberIdsAmong, loadProjectFor } from '../teams/index.ts';
import {
  countMilestones,
  countTasks,
  deleteMilestone,
  deleteTask,
  findMilestone,
  findTaskWithAssignee,
  insertMilestone,
  insertTask,
  updateMilestone,
  updateTask,
} from './project-work.repository.ts';
import { presentMilestone, presentTask } from './projects.presenter.ts';
import { findMembers, type MilestoneRow, type ProjectRow } from './projects.repository.ts';
import { announceProjectChange, refuseIfCompleted } from './projects.service.ts';

// ---- Tasks and milestones ----

/** The assignee must be on the team (its owner or a member). */
async function refuseOutsideAssignee(tx: Queryable, project: ProjectRow, assigneeId: string | null | undefined) {
  if (!assigneeId || assigneeId === project.ownerId) return;
  if ((await findMemberIdsAmong(tx, project.id, [assigneeId])).length === 0) {
    throw invalid(MESSAGES.assigneeNotMember, [{ param: 'assignedTo', msg: MESSAGES.assigneeNotMember }]);
  }
}

async function loadTask(tx: Queryable, projectId: string, taskId: string): Promise<Task> {
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
    await tellAssignee(ctx, tx, user.id, { projectId: id, title: fields.title, assigneeId: assignedTo ?? null });
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
    const before = assignedTo ? await findTaskWithAssignee(tx, id, taskId) : undefined;
    const changed = await updateTask(tx, id, taskId, {
      ...fields,
      ...(assignedTo !== undefined && { assigneeId: assignedTo }),
      updatedAt: ctx.clock(),
    });
    if (!changed) throw notFound(MESSAGES.taskNotFound);
    const task = await loadTask(tx, id, taskId);
    if (before && before.task.assigneeId !== assignedTo)
      await tellAssignee(ctx, tx, user.id, { ...before.task, ...fields, assigneeId: assignedTo ?? null });
    return task;
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

/** A task given to someone: they hear of it (unless they gave it to themselves). */
async function tellAssignee(
  ctx: AppContext,
  tx: Queryable,
  actorId: string,
  task: { projectId: string; title: string; assigneeId: string | null },
) {
  if (!task.assigneeId) return;
  const notice = { kind: 'task-assigned', actorId, subject: { projectId: task.projectId } } as const;
  await notify(tx, [{ ...notice, userId: task.assigneeId, detail: { title: task.title } }], ctx.clock());
}

/** A milestone just reached: the team hears of it (the owner reached it), and it goes in the project's activity. */
async function tellMilestoneReached(ctx: AppContext, tx: Queryable, ownerId: string, milestone: MilestoneRow) {
  if (!milestone.completed) return;
  const members = await findMembers(tx, [milestone.projectId]);
  const notice = { kind: 'milestone-reached', actorId: ownerId, subject: { projectId: milestone.projectId } } as const;
  const detail = { title: milestone.title };
  await notify(
    tx,
    members.map((member) => ({ ...notice, userId: member.id, detail })),
    ctx.clock(),
  );
  await recordActivity(tx, { ...notice, detail }, ctx.clock());
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
    await tellMilestoneReached(ctx, tx, user.id, row);
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
    if (!current.completed) await tellMilestoneReached(ctx, tx, user.id, row);
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
