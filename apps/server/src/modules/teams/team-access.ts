import { type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { forbidden, gone, notFound } from '../../lib/errors.ts';
import {
  findMemberIdsAmong,
  findProblemForUpdate,
  findProjectForUpdate,
  isCollaborator,
  type RowLock,
  type Team,
} from './team-access.repository.ts';

export type { Team };

type ProblemRole = { as: 'author'; forbidden: string } | { as: 'not-author'; forbidden: string } | { as: 'anyone' };

/**
 * Loads a problem for a member's write and locks its row until the transaction ends: 404 when it does not
 * exist, 403 when the member may not act on it, 410 when moderators removed it and only others than its author
 * act ('not-author': supporting, asking to join; its team's own work goes on). Every writer of a problem (and of its supporters, team and
 * requests) takes this lock first, one lock order for all, so a delete racing a support, a request, an
 * accept or a completion makes the loser wait and then find the problem gone or changed, never a deadlock.
 */
export async function loadProblemFor(tx: Queryable, user: CurrentUser, id: string, role: ProblemRole, lock?: RowLock) {
  const problem = await findProblemForUpdate(tx, id, lock);
  if (!problem) throw notFound(MESSAGES.problemNotFound);
  const isAuthor = problem.authorId === user.id;
  if (role.as === 'author' && !isAuthor) throw forbidden(role.forbidden);
  if (role.as === 'not-author' && isAuthor) throw forbidden(role.forbidden);
  if (role.as === 'not-author' && problem.hiddenAt) throw gone();
  return problem;
}

type ProjectAccess = 'owner' | 'member' | 'visible';

/**
 * Loads a project for a member's write and locks its row until the transaction ends: 404 when it does not
 * exist or is private to a team the member is not on, 403 when the member may not do this, 410 for an outsider
 * ('visible': asking to join) when moderators removed it (its team's own work goes on). Every writer of a
 * project (its team, requests, tasks, milestones, messages) takes this lock first, one lock order for all, so
 * a delete or a completion racing an accept or a task change makes the loser wait and then find it changed.
 * Chat takes the 'key share' lock: the project cannot be deleted under a message, yet messages do not queue.
 */
export async function loadProjectFor(
  tx: Queryable,
  user: CurrentUser,
  id: string,
  access: ProjectAccess,
  lock?: RowLock,
) {
  const project = await findProjectForUpdate(tx, id, lock);
  if (!project) throw notFound(MESSAGES.projectNotFound);
  const isOwner = project.ownerId === user.id;
  const isMember = isOwner || (await findMemberIdsAmong(tx, id, [user.id])).length > 0;
  if (project.visibility === 'Private' && !isMember) throw notFound(MESSAGES.projectNotFound);
  if (access === 'visible' && project.hiddenAt && !isOwner) throw gone();
  if (access === 'owner' && !isOwner) throw forbidden(MESSAGES.notProjectOwner);
  if (access === 'member' && !isMember) throw forbidden(MESSAGES.notProjectMember);
  return { project, isOwner, isMember };
}

/**
 * Lets a member into a team's conversation, or answers why not: 404 when the team does not exist (or is a
 * private project they cannot see), 403 when they are not on it. The team's row is key-share locked until the
 * transaction ends, so it cannot be deleted under a message being stored. The realtime link asks the same
 * question before a socket joins the team's room.
 */
export async function authorizeTeam(tx: Queryable, user: CurrentUser, team: Team) {
  if (team.kind === 'project') {
    await loadProjectFor(tx, user, team.id, 'member', 'key share');
    return;
  }
  const problem = await loadProblemFor(tx, user, team.id, { as: 'anyone' }, 'key share');
  if (problem.authorId !== user.id && !(await isCollaborator(tx, team.id, user.id))) {
    throw forbidden(MESSAGES.notTeamMember);
  }
}
