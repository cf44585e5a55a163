import { CHAT_MAIL_DELAY_MS, type ConversationStatus, type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { afterCommit } from '../../lib/after-commit.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { admitMessageRequest } from '../limits/index.ts';
import { notify } from '../notifications/index.ts';
import { findLiveUser } from '../users/index.ts';
import {
  hasMessagesBesides,
  lockConversation,
  otherMemberOf,
  touchLastMessage,
  updateConversation,
} from './conversations.repository.ts';

type ConversationRow = NonNullable<Awaited<ReturnType<typeof lockConversation>>>;

/** Their lists reload: a conversation of theirs showed up (its first message), or was accepted or ignored. */
export function announceConversation(ctx: AppContext, conversationId: string, userIds: string[]) {
  for (const userId of userIds) ctx.realtime.emit(rooms.user(userId), 'conversations-changed', { conversationId });
}

/**
 * Whether the conversation takes this message, by how it stands, and how it stands then. An open one takes every
 * message. A request (or an ignored one) takes only its first message, from its starter, and counts it against
 * MESSAGE_REQUESTS_PER_DAY; after that its starter waits and the other accepts first. An empty request the other
 * member opened and left passes to whoever writes first: they are the one asking.
 */
async function admitByStatus(
  ctx: AppContext,
  tx: Queryable,
  sender: CurrentUser,
  row: ConversationRow,
  isFirst: boolean,
): Promise<ConversationStatus> {
  if (row.status === 'open') return 'open';
  if (!isFirst) {
    // The same answer to a starter whose request waits and to one whose request was ignored: they are not told.
    throw notOpenRefusal(row, sender.id);
  }
  await admitMessageRequest(ctx, tx, sender);
  if (row.startedBy === sender.id) return row.status;
  await updateConversation(tx, row.id, { status: 'request', startedBy: sender.id });
  return 'request';
}

/**
 * The other member hears of it: of a request once (its first message), even while online (it waits for their
 * answer); of an open conversation's messages only while away, one entry a conversation while unread, e-mailed
 * once it has stayed unread CHAT_MAIL_DELAY_MS. An ignored request tells them nothing more.
 */
async function tellOther(
  tx: Queryable,
  sender: CurrentUser,
  sent: { conversationId: string; otherId: string; status: ConversationStatus; isFirst: boolean; isOnline: boolean },
  now: Date,
) {
  const base = { userId: sent.otherId, actorId: sender.id, detail: { conversationId: sent.conversationId } };
  if (sent.status === 'request' && sent.isFirst) {
    const request = { kind: 'message-request' as const, groupKey: `message-request:${sent.conversationId}` };
    await notify(tx, [{ ...base, ...request, ...(sent.isOnline && { isSeen: true }) }], now);
  } else if (sent.status === 'open' && !sent.isOnline) {
    const emailAfter = new Date(now.getTime() + CHAT_MAIL_DELAY_MS);
    const message = { kind: 'direct-message' as const, groupKey: `direct-message:${sent.conversationId}`, emailAfter };
    await notify(tx, [{ ...base, ...message }], now);
  }
}

/** Why a member may not write in a conversation that is not open: they wait for an answer, or must give one. */
const notOpenRefusal = (row: ConversationRow, userId: string) =>
  conflict(row.startedBy === userId ? MESSAGES.messageRequestWaiting : MESSAGES.acceptRequestFirst);

/**
 * An edit or a reaction in a direct conversation speaks to the other member as a message does: under the
 * conversation's row lock (after the room's, the order sends take), never across a block (the words every refused
 * message gets), and a reaction only once the conversation is open. Deleting one's own message stays possible.
 */
export async function admitDirectChange(tx: Queryable, user: CurrentUser, conversationId: string, isReaction: boolean) {
  const row = await lockConversation(tx, conversationId, user.id);
  if (!row) throw notFound(MESSAGES.conversationNotFound);
  await refuseIfBlocked(tx, user.id, otherMemberOf(row, user.id), MESSAGES.messageRefused);
  if (isReaction && row.status !== 'open') throw notOpenRefusal(row, user.id);
}

/**
 * The rules of a new message in a direct conversation, in the send's transaction once the message is stored (a
 * refusal rolls it back; a resend of a stored message never comes here): under the conversation's row lock, a
 * block either way refuses it (403, the neutral words of every refusal a block causes), a member who left takes
 * none (409), a request takes only its first message (`admitByStatus`). Then the conversation moves up its members'
 * lists, the other member hears of it, and its first message shows it in both members' lists after the commit.
 * `online`: the members online when it was sent (read before the transaction).
 */
export async function admitDirectMessage(
  ctx: AppContext,
  tx: Queryable,
  sender: CurrentUser,
  message: { conversationId: string; messageId: string },
  online: ReadonlySet<string>,
) {
  const row = await lockConversation(tx, message.conversationId, sender.id);
  if (!row) throw notFound(MESSAGES.conversationNotFound);
  const otherId = otherMemberOf(row, sender.id);
  await refuseIfBlocked(tx, sender.id, otherId, MESSAGES.messageRefused);
  if (!(await findLiveUser(tx, otherId))) throw conflict(MESSAGES.conversationMemberLeft);
  const isFirst = !(await hasMessagesBesides(tx, row.id, message.messageId));
  const status = await admitByStatus(ctx, tx, sender, row, isFirst);
  await touchLastMessage(tx, row.id, message.messageId);
  const sent = { conversationId: row.id, otherId, status, isFirst, isOnline: online.has(otherId) };
  await tellOther(tx, sender, sent, ctx.clock());
  if (isFirst) {
    afterCommit(tx, 'announce a conversation', async (after) =>
      announceConversation(after, row.id, [sender.id, otherId]),
    );
  }
}
