import { type CollaborationList, MESSAGES, type PageQuery } from '@skillsync/shared';
import { findUser, type Requester } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { findCollaborators } from '../problems/index.ts';
import { hasUser } from '../users/index.ts';
import { presentCollaboration } from './collaborations.presenter.ts';
import { findCollaborationPage } from './collaborations.repository.ts';

/**
 * The problem teams a member is on, as owner or collaborator, the most recently joined first (an owner
 * "joined" when they posted the problem), a page at a time. Public like profiles, so it needs no session.
 */
export async function listUserCollaborations(
  ctx: AppContext,
  requester: Requester,
  userId: string,
  query: PageQuery,
): Promise<CollaborationList> {
  const viewerId = findUser(requester)?.id ?? null;
  if (!(await hasUser(ctx.db, userId))) throw notFound(MESSAGES.userNotFound);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findCollaborationPage(ctx.db, { userId, viewerId }, page),
    (row) => ({ createdAt: row.cursor, id: row.problem.id }),
  );
  // The teams of the whole page in one query.
  const team = await findCollaborators(
    ctx.db,
    items.map((row) => row.problem.id),
  );
  const teams = new Map<string, typeof team>();
  for (const member of team) teams.set(member.problemId, [...(teams.get(member.problemId) ?? []), member]);
  return {
    collaborations: items.map((row) => presentCollaboration({ ...row, team: teams.get(row.problem.id) ?? [] })),
    nextCursor,
  };
}
