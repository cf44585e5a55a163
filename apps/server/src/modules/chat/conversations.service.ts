import {
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  MESSAGES,
  type StartConversationBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { readChat } from '../notifications/index.ts';
import { findLiveUser } from '../users/index.ts';
import { findConversationPage, findConversationView } from './conversation-list.repository.ts';
import { presentConversation } from './conversations.presenter.ts';
import {
  findConversationBetween,
  insertConversationOnce,
  lockConversation,
  otherMemberOf,
  sharesTeam,
  updateConversation,
} from './conversations.repository.ts';
import { announceConversation } from './conversations.rules.ts';

/** One conversation as one of its two reads it; 404 to anyone else. */
async function viewOf(db: Queryable, readerId: string, conversationId: string): Promise<Conversation> {
  const row = await findConversationView(db, readerId, conversationId);
  if (!row) throw notFound(MESSAGES.conversationNotFound);
  return presentConversation(row, readerId);
}

/**
 * The member's one conversation with another, found or started (`isNew`). Started, it is open between members of
 * one team and a request otherwise; it shows in the other's lists only once it has a message. Nobody talks to
 * themselves (400), to an unknown or erased member (404), or across a block either way (403, the neutral words).
 */
export async function startConversation(
  ctx: AppContext,
  requester: Requester,
  body: StartConversationBody,
): Promise<{ conversation: Conversation; isNew: boolean }> {
  const user = requireUser(requester);
  // Ids compare as PostgreSQL writes them (a pair's row keeps the lower first).
  const otherId = body.userId.toLowerCase();
  if (otherId === user.id) {
    throw invalid(MESSAGES.conversationWithSelf, [{ param: 'userId', msg: MESSAGES.conversationWithSelf }]);
  }
  const started = await ctx.db.transaction(async (tx) => {
    if (!(await findLiveUser(tx, otherId))) throw notFound(MESSAGES.userNotFound);
    await refuseIfBlocked(tx, user.id, otherId, MESSAGES.messageRefused);
    const found = await findConversationBetween(tx, user.id, otherId);
    if (found) return { id: found.id, isNew: false };
    const status = (await sharesTeam(tx, user.id, otherId)) ? 'open' : 'request';
    const id = await insertConversationOnce(tx, { startedBy: user.id, otherId, status });
    if (id) return { id, isNew: true };
    // Started at this very moment by the other (or by this member twice): the insert waited for that one's commit,
    // and this statement, reading afresh, finds it.
    const raced = await findConversationBetween(tx, user.id, otherId);
    if (!raced) throw new Error('conversation neither started nor found');
    return { id: raced.id, isNew: false };
  });
  return { conversation: await viewOf(ctx.db, user.id, started.id), isNew: started.isNew };
}

export async function getConversation(ctx: AppContext, requester: Requester, conversationId: string) {
  return viewOf(ctx.db, requireUser(requester).id, conversationId);
}

/** The member's conversations (`inbox`) or the requests to them (`requests`), newest message first. */
export async function listConversations(
  ctx: AppContext,
  requester: Requester,
  query: ConversationListQuery,
): Promise<ConversationList> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findConversationPage(ctx.db, user.id, query.box, page),
    (row) => ({ createdAt: row.cursor, id: row.id }),
  );
  return { conversations: items.map((row) => presentConversation(row, user.id)), nextCursor };
}

/**
 * The member a request was sent to answers it, under its row lock: accepting opens it (again: nothing changes;
 * never across a block, 403), ignoring takes it out of their requests (an open conversation cannot be, 409). Its
 * starter may not answer their own (403); anyone else finds nothing (404). Either answer reads what the request
 * told the member of. Both members' lists reload after an accept; after an ignore only the member's own: its
 * starter is never told, to them it still waits.
 */
export async function answerConversation(
  ctx: AppContext,
  requester: Requester,
  conversationId: string,
  answer: 'accept' | 'ignore',
): Promise<Conversation> {
  const user = requireUser(requester);
  const answered = await ctx.db.transaction(async (tx) => {
    const row = await lockConversation(tx, conversationId, user.id);
    if (!row) throw notFound(MESSAGES.conversationNotFound);
    if (row.startedBy === user.id) throw forbidden(MESSAGES.notRequestRecipient);
    const otherId = otherMemberOf(row, user.id);
    const now = ctx.clock();
    if (answer === 'accept') {
      await refuseIfBlocked(tx, user.id, otherId, MESSAGES.messageRefused);
      if (row.status === 'open') return { otherId, isChanged: false };
      await updateConversation(tx, row.id, { status: 'open', answeredAt: now });
      return { otherId, isChanged: true };
    }
    if (row.status === 'open') throw conflict(MESSAGES.conversationAlreadyOpen);
    if (row.status === 'ignored') return { otherId, isChanged: false };
    await updateConversation(tx, row.id, { status: 'ignored', answeredAt: now });
    return { otherId, isChanged: true };
  });
  if (answered.isChanged) {
    announceConversation(ctx, conversationId, answer === 'accept' ? [user.id, answered.otherId] : [user.id]);
  }
  await readChat(ctx, user.id, { conversationId });
  return viewOf(ctx.db, user.id, conversationId);
}
