import { type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { isCollaborator, loadProblemFor } from '../problems/index.ts';
import { loadProjectFor } from '../projects/index.ts';
import { findClaimsThatHold, type Team } from './team-access.repository.ts';

export type { Team };

/**
 * Lets a member into a team's conversation, or answers why not: 404 when the team does not exist (or is a
 * private project they cannot see), 403 when they are not on it. The team's row is key-share locked until the
 * transaction ends, so it cannot be deleted under a message being stored. The realtime link asks the same
 * question before a socket joins the team's room.
 */
export async function authorizeTeam(tx: DbOrTx, user: CurrentUser, team: Team) {
  if (team.kind === 'project') {
    await loadProjectFor(tx, user, team.id, 'member', 'key share');
    return;
  }
  const problem = await loadProblemFor(tx, user, team.id, { as: 'anyone' }, 'key share');
  if (problem.authorId !== user.id && !(await isCollaborator(tx, team.id, user.id))) {
    throw forbidden(MESSAGES.notTeamMember);
  }
}

/** Which of these members are still on these teams (by index), in one query: the realtime link's periodic check. */
export async function findTeamsStillHeld(ctx: AppContext, claims: { team: Team; userId: string }[]) {
  return findClaimsThatHold(ctx.db, claims);
}
