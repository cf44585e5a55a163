import { type CollaborationList, MESSAGES } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { findCollaborators } from '../problems/problems.repository.ts';
import { hasUser } from '../users/users.repository.ts';
import { type CollaborationParts, presentCollaboration } from './collaborations.presenter.ts';
import { findAuthoredProblems, findJoinedProblems } from './collaborations.repository.ts';

/**
 * The problem teams a member is on, as owner or collaborator, newest first. Public like profiles,
 * so it needs no session.
 */
export async function listUserCollaborations(ctx: AppContext, userId: string): Promise<CollaborationList> {
  if (!isUuid(userId) || !(await hasUser(ctx.db, userId))) throw notFound(MESSAGES.userNotFound);
  const [authored, joined] = await Promise.all([
    findAuthoredProblems(ctx.db, userId),
    findJoinedProblems(ctx.db, userId),
  ]);
  const team = await findCollaborators(
    ctx.db,
    [...authored, ...joined].map((row) => row.problem.id),
  );
  const teams = new Map<string, typeof team>();
  for (const member of team) teams.set(member.problemId, [...(teams.get(member.problemId) ?? []), member]);
  const parts: Omit<CollaborationParts, 'team'>[] = [
    ...authored.map((row) => ({ ...row, isOwner: true, role: 'Owner', joinedAt: row.problem.createdAt })),
    ...joined.map((row) => ({ ...row, isOwner: false })),
  ];
  parts.sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime());
  return {
    collaborations: parts.map((part) => presentCollaboration({ ...part, team: teams.get(part.problem.id) ?? [] })),
  };
}
