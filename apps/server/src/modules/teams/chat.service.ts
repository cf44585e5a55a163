import {
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageList,
  type CurrentUser,
  MESSAGES,
  type SendChatMessageBody,
} from '@skillsync/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { readPageQuery, toPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { isCollaborator } from '../problems/problems.repository.ts';
import { loadProblemFor } from '../problems/problems.service.ts';
import { loadProjectFor } from '../projects/projects.service.ts';
import {
  findClaimsThatHold,
  findMessageById,
  findMessagePage,
  findMessagesAfter,
  insertMessageOnce,
  type MessageWithSender,
  type Team,
} from './chat.repository.ts';

export type { Team };

function presentMessage({ message, sender }: MessageWithSender): ChatMessage {
  return {
    _id: message.id,
    sender: { _id: sender.id, name: sender.name, avatar: sender.avatar },
    content: message.content,
    createdAt: message.createdAt.toISOString(),
  };
}

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

/** The team's history newest first, a page at a time; or, with `after`, what came after a message, oldest first. */
export async function listTeamMessages(
  ctx: AppContext,
  requester: Requester,
  team: Team,
  query: ChatHistoryQuery,
): Promise<ChatMessageList> {
  const user = requireUser(requester);
  return ctx.db.transaction(async (tx) => {
    await authorizeTeam(tx, user, team);
    if (query.after) {
      const rows = await findMessagesAfter(tx, team, query.after, query.limit);
      if (!rows) throw invalid(MESSAGES.invalidCursor);
      return { messages: rows.map(presentMessage), nextCursor: null };
    }
    const page = readPageQuery(query);
    const rows = await findMessagePage(tx, team, page);
    const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ createdAt: row.cursor, id: row.message.id }));
    return { messages: items.map(presentMessage), nextCursor };
  });
}

/** The events a team's members hear when a message arrives in its conversation. */
function announceMessage(ctx: AppContext, team: Team, message: ChatMessage) {
  if (team.kind === 'project') {
    ctx.realtime.emit(rooms.project(team.id), 'new-message', { projectId: team.id, message });
  } else {
    ctx.realtime.emit(rooms.collaboration(team.id), 'new-collaboration-message', { collaborationId: team.id, message });
  }
}

/**
 * Stores a message, then tells the team. A resend with the same client id answers the stored message again (and
 * tells the team again: clients drop what they already show, by id), so a retried send never doubles a message.
 */
export async function sendTeamMessage(
  ctx: AppContext,
  user: CurrentUser,
  team: Team,
  body: SendChatMessageBody,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const { message, isNew } = await ctx.db.transaction(async (tx) => {
    await authorizeTeam(tx, user, team);
    const stored = await insertMessageOnce(tx, team, {
      senderId: user.id,
      content: body.content,
      clientId: body.clientId,
    });
    // The client id was used for another team's message: not a resend of this one.
    if (!stored) throw conflict(MESSAGES.invalidRequest);
    const row = await findMessageById(tx, stored.id);
    if (!row) throw new Error('stored message not found');
    return { message: presentMessage(row), isNew: stored.isNew };
  });
  announceMessage(ctx, team, message);
  return { message, isNew };
}
