import {
  CHAT_EDIT_WINDOW_MS,
  type ChatMessage,
  type ChatReactionParams,
  type CurrentUser,
  type EditChatMessageBody,
  MESSAGES,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { refuseEarlyLinks } from '../limits/index.ts';
import { findMessageById, findMessageRoom, lockRoom, nextRoomVersion } from './chat.repository.ts';
import { announceChange, loadMessage, presentRows, settleMentionsOf } from './chat.service.ts';
import { admitDirectChange } from './conversations.rules.ts';
import {
  deleteReaction,
  findMessageState,
  findRoomOwnerId,
  insertReaction,
  markMessageDeleted,
  setMessageVersion,
  updateMessageContent,
} from './message-actions.repository.ts';
import { tellRoomUnreadChanged } from './reads.service.ts';
import { authorizeRoom, type ChatRoom } from './rooms.ts';

type MessageState = NonNullable<Awaited<ReturnType<typeof findMessageState>>>;
/** Writes an action's change, numbered `version` in its room; an action that changes nothing has none. */
type Apply = ((version: number) => Promise<void>) | undefined;
type Action = (tx: Queryable, state: MessageState, room: ChatRoom) => Promise<Apply>;

/**
 * Lets the member at a message of a room they are in. Whoever may not see the room is told the message does not
 * exist (never 403, nor which room it is in): a stranger learns nothing of another team's messages.
 */
async function authorizeMessageRoom(tx: Queryable, user: CurrentUser, room: ChatRoom) {
  try {
    await authorizeRoom(tx, user, room);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) throw notFound(MESSAGES.chatMessageNotFound);
    throw error;
  }
}

/** Reactions and edits are for messages still there: not a tombstone, nor one moderators removed. */
function refuseGone(state: MessageState) {
  if (state.deletedAt) throw conflict(MESSAGES.chatMessageDeleted);
  if (state.hiddenAt) throw conflict(MESSAGES.chatMessageRemoved);
}

/**
 * One action on a message, in one transaction: the room's lock first (every writer of a room's messages takes it
 * first, so an edit and a delete of one message follow each other), then the message read again under it and the
 * action's rules. A change is numbered the room's next event and the room hears the message as it is now after
 * the commit; an action that changes nothing (a repeat) numbers nothing and tells nobody.
 */
async function actOnMessage(ctx: AppContext, user: CurrentUser, messageId: string, action: Action) {
  const room = await findMessageRoom(ctx.db, messageId);
  if (!room) throw notFound(MESSAGES.chatMessageNotFound);
  const { message, toRoom, isChanged } = await ctx.db.transaction(async (tx) => {
    await authorizeMessageRoom(tx, user, room);
    await lockRoom(tx, room);
    const state = await findMessageState(tx, messageId);
    if (!state) throw notFound(MESSAGES.chatMessageNotFound);
    const apply = await action(tx, state, room);
    if (apply) await apply(await nextRoomVersion(tx, room));
    return { ...(await loadMessage(tx, messageId, user.id)), isChanged: apply !== undefined };
  });
  if (isChanged) announceChange(ctx, room, toRoom);
  return { message, room, isChanged };
}

/** Its sender corrects a message within CHAT_EDIT_WINDOW_MS of sending it; it shows as edited. */
export async function editMessage(
  ctx: AppContext,
  requester: Requester,
  messageId: string,
  { content }: EditChatMessageBody,
): Promise<ChatMessage> {
  const user = requireUser(requester);
  const { message } = await actOnMessage(ctx, user, messageId, async (tx, state, room) => {
    if (state.senderId !== user.id) throw forbidden(MESSAGES.notMessageSender);
    refuseGone(state);
    if (room.kind === 'direct') await admitDirectChange(tx, user, room.id, false);
    const now = ctx.clock();
    if (now.getTime() - state.createdAt.getTime() > CHAT_EDIT_WINDOW_MS) throw conflict(MESSAGES.editWindowClosed);
    if (content === state.content) return undefined;
    await refuseEarlyLinks(ctx, tx, user, { content });
    return async (version) => {
      await updateMessageContent(tx, messageId, { content, editedAt: now, version });
      await settleMentionsOf(tx, room, messageId, content);
    };
  });
  return message;
}

/**
 * Its sender, or the room's owner (a project's owner, a problem's author; nobody in a direct conversation),
 * deletes a message: a tombstone keeps its place, without text, reactions or attachments. Deleting it again answers
 * the tombstone. One moderators removed stays as they left it (its appeal is about it).
 */
export async function deleteMessage(ctx: AppContext, requester: Requester, messageId: string): Promise<ChatMessage> {
  const user = requireUser(requester);
  const { message, room, isChanged } = await actOnMessage(ctx, user, messageId, async (tx, state, room) => {
    if (state.senderId !== user.id && (await findRoomOwnerId(tx, room)) !== user.id) {
      throw forbidden(MESSAGES.cannotDeleteMessage);
    }
    if (state.deletedAt) return undefined;
    if (state.hiddenAt) throw conflict(MESSAGES.chatMessageRemoved);
    return async (version) => {
      await markMessageDeleted(tx, messageId, { deletedAt: ctx.clock(), version });
      await settleMentionsOf(tx, room, messageId, null);
    };
  });
  // A deleted message is no longer unread: the others' counts go down.
  if (isChanged) await tellRoomUnreadChanged(ctx, room, user.id);
  return message;
}

/** A member of the room reacts with one of CHAT_REACTIONS (once per emoji), or takes their reaction back. */
export async function reactToMessage(
  ctx: AppContext,
  requester: Requester,
  { messageId, emoji }: ChatReactionParams,
  isAdding: boolean,
): Promise<ChatMessage> {
  const user = requireUser(requester);
  const reaction = { messageId, userId: user.id, emoji };
  const { message } = await actOnMessage(ctx, user, messageId, async (tx, state, room) => {
    refuseGone(state);
    if (room.kind === 'direct') await admitDirectChange(tx, user, room.id, true);
    const isChanged = isAdding ? await insertReaction(tx, reaction) : await deleteReaction(tx, reaction);
    return isChanged ? (version) => setMessageVersion(tx, messageId, version) : undefined;
  });
  return message;
}

/** A change to a chat message made elsewhere (moderators hid or restored it): what its room hears after the commit. */
export type MessageChange = { room: ChatRoom; message: ChatMessage };

/**
 * Changes a chat message as every change to one is made, for moderators' hiding and restoring: under its room's
 * lock (taken before `apply` touches the message, the order every writer follows), numbered the room's next event
 * when `apply` changed it (answered something). Answers `apply`'s result, and the change to announce after the
 * commit (`announceMessageChange`): the message as the whole room sees it, a removed one without its text.
 */
export async function changeMessageInRoom<T>(tx: Queryable, messageId: string, apply: () => Promise<T | undefined>) {
  const room = await findMessageRoom(tx, messageId);
  if (!room) return { result: await apply(), change: undefined };
  await lockRoom(tx, room);
  const result = await apply();
  if (result === undefined) return { result, change: undefined };
  await setMessageVersion(tx, messageId, await nextRoomVersion(tx, room));
  const row = await findMessageById(tx, messageId, null);
  // Hidden, its mentions quote nothing; restored, they quote it again.
  if (row) await settleMentionsOf(tx, room, messageId, row.message.hiddenAt ? null : row.message.content);
  const [message] = row ? await presentRows(tx, [row], true) : [];
  return { result, change: message && ({ room, message } satisfies MessageChange) };
}

/** After the commit: the room hears the message as it is now, and its people's unread counts are read again. */
export async function announceMessageChange(ctx: AppContext, change: MessageChange | undefined) {
  if (!change) return;
  announceChange(ctx, change.room, change.message);
  await tellRoomUnreadChanged(ctx, change.room);
}
