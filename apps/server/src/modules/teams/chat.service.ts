import {
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageList,
  type CurrentUser,
  MESSAGES,
  type SendChatMessageBody,
} from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { presentMessage } from './chat.presenter.ts';
import { findMessageById, findMessagePage, findMessagesAfter, insertMessageOnce } from './chat.repository.ts';
import { authorizeTeam, type Team } from './team-access.ts';

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
    const { items, nextCursor } = await readPage(
      query,
      (page) => findMessagePage(tx, team, page),
      (row) => ({ createdAt: row.cursor, id: row.message.id }),
    );
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
