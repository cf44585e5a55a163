import {
  CHAT_MAIL_DELAY_MS,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageList,
  type CurrentUser,
  MESSAGES,
  type SendChatMessageBody,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { findBlockedAmong, findInBlockWithAmong } from '../blocks/index.ts';
import { admitPost } from '../limits/index.ts';
import { type Notice, notify, readChat, rewriteMentionExcerpt } from '../notifications/index.ts';
import { attachUploadsTo } from './attachments.service.ts';
import { presentMessages } from './chat.presenter.ts';
import {
  findMessageById,
  findMessageDetails,
  findMessagePage,
  findMessagesAfter,
  findMessagesChangedSince,
  findRoomVersion,
  insertMessageOnce,
  isMessageOfRoom,
  type MessageRow,
} from './chat.repository.ts';
import { admitDirectMessage } from './conversations.rules.ts';
import { findPageAround } from './history-around.ts';
import { tellUnreadChanged } from './reads.service.ts';
import { authorizeRoom, type ChatRoom, findRoomPeople, realtimeRoomOf, roomRef } from './rooms.ts';

/** Messages as the reader sees them, with their reactions, attachments and the messages they answer. */
export async function presentRows(db: Queryable, rows: MessageRow[], toEveryone = false) {
  const details = await findMessageDetails(
    db,
    rows.map((row) => row.message.id),
  );
  return presentMessages(rows, details, toEveryone);
}

/** One stored message as the reader (`readerId`) sees it, and as the whole room hears it. */
export async function loadMessage(db: Queryable, messageId: string, readerId: string) {
  const row = await findMessageById(db, messageId, readerId);
  if (!row) throw new Error('stored message not found');
  const details = await findMessageDetails(db, [messageId]);
  const [message] = presentMessages([row], details);
  const [toRoom] = presentMessages([row], details, true);
  if (!message || !toRoom) throw new Error('stored message not presented');
  return { message, toRoom };
}

/**
 * Of the room's people and the senders of `messages`, those the reader blocked: the web collapses their messages,
 * these and those that arrive live (a live message comes from the room). Teams formed before a block are not broken.
 */
async function findBlockedSenders(tx: Queryable, readerId: string, room: ChatRoom, messages: ChatMessage[]) {
  const people = (await findRoomPeople(tx, room)).map((person) => person.id);
  const ids = new Set([...people, ...messages.map((message) => message.sender._id)]);
  ids.delete(readerId);
  return findBlockedAmong(tx, readerId, [...ids]);
}

/**
 * The room's history newest first, a page at a time; with `after`, what came after a message, oldest first; with
 * `since`, what changed after the room's event number, in the order of the changes. Every answer carries the
 * room's event number read before the messages, so a change the answer missed is one the client asks for next.
 */
export async function listRoomMessages(
  ctx: AppContext,
  requester: Requester,
  room: ChatRoom,
  query: ChatHistoryQuery,
): Promise<ChatMessageList> {
  const user = requireUser(requester);
  const list = await ctx.db.transaction(async (tx) => {
    await authorizeRoom(tx, user, room);
    const version = await findRoomVersion(tx, room);
    let rows: MessageRow[];
    let nextCursor: string | null = null;
    if (query.since !== undefined) {
      rows = await findMessagesChangedSince(tx, room, query.since, query.limit, user.id);
    } else if (query.after) {
      const after = await findMessagesAfter(tx, room, query.after, query.limit, user.id);
      if (!after) throw invalid(MESSAGES.invalidCursor);
      rows = after;
    } else if (query.around) {
      ({ rows, nextCursor } = await findPageAround(tx, room, {
        messageId: query.around,
        limit: query.limit,
        readerId: user.id,
      }));
    } else {
      const page = await readPage(
        query,
        (request) => findMessagePage(tx, room, request, user.id),
        (row) => ({ createdAt: row.cursor, id: row.message.id }),
      );
      rows = page.items;
      nextCursor = page.nextCursor;
    }
    const messages = await presentRows(tx, rows);
    const blockedSenderIds = await findBlockedSenders(tx, user.id, room, messages);
    return { messages, nextCursor, version, blockedSenderIds };
  });
  // Reading the chat reads what it told the member of (a mention, the room's unread messages).
  await readChat(ctx, user.id, room.kind === 'direct' ? { conversationId: room.id } : subjectOf(room));
  return list;
}

const subjectOf = (team: ChatRoom) => (team.kind === 'project' ? { projectId: team.id } : { problemId: team.id });
const EXCERPT_MAX = 80;
/** What a mention notice quotes of a message. */
export const mentionExcerpt = (content: string) =>
  content.length > EXCERPT_MAX ? `${content.slice(0, EXCERPT_MAX - 1)}…` : content;

/**
 * A team message changed after it was sent: the mention notices it gave quote it as it now is (edited), or nothing
 * (`content` null: deleted, or removed by moderators). A direct conversation's notices quote no message.
 */
export async function settleMentionsOf(tx: Queryable, room: ChatRoom, messageId: string, content: string | null) {
  if (room.kind === 'direct') return;
  await rewriteMentionExcerpt(tx, subjectOf(room), messageId, content === null ? null : mentionExcerpt(content));
}

/** `inBlock`: those between whom and the sender a block stands, whoever blocked whom: the sender cannot mention them. */
type Audience = { people: { id: string; name: string }[]; online: Set<string>; inBlock: Set<string> };

/**
 * The sender's roommates and which of them are online, read before the message's transaction (so a slow presence
 * store never holds a transaction open; a moment's difference is harmless).
 */
async function audienceOf(ctx: AppContext, sender: CurrentUser, room: ChatRoom): Promise<Audience> {
  const people = (await findRoomPeople(ctx.db, room)).filter((person) => person.id !== sender.id);
  const ids = people.map((person) => person.id);
  const online = new Set(people.length > 0 ? await ctx.realtime.onlineAmong(ids) : []);
  return { people, online, inBlock: new Set(await findInBlockWithAmong(ctx.db, sender.id, ids)) };
}

/** Whether the text names the member after an @, as a whole name ('@al' does not mention Alice). */
function mentions(text: string, name: string) {
  const wanted = `@${name.toLowerCase()}`;
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(text.charAt(at + wanted.length))) return true;
  }
  return false;
}

/**
 * Who hears of a new team message beyond the room: the teammates it mentions (`@` and their name), and those away
 * (not online) of the room's unread messages; each kind one entry a room while unread. E-mails wait to see whether
 * it is read first (CHAT_MAIL_DELAY_MS), and none goes to a member online when it was sent: they see the room live.
 */
async function tellTeammates(
  tx: Queryable,
  sender: CurrentUser,
  team: ChatRoom,
  message: { id: string; content: string },
  audience: Audience,
  now: Date,
) {
  const { content } = message;
  const text = content.toLowerCase();
  const base = {
    actorId: sender.id,
    subject: subjectOf(team),
    emailAfter: new Date(now.getTime() + CHAT_MAIL_DELAY_MS),
  };
  const notices = audience.people.flatMap((person): Notice[] => {
    const isOnline = audience.online.has(person.id);
    // Between members one of whom blocked the other a mention is none: the room's unread message is all it is.
    if (mentions(text, person.name) && !audience.inBlock.has(person.id)) {
      const mention = {
        kind: 'chat-mention' as const,
        detail: { title: mentionExcerpt(content), messageId: message.id },
        groupKey: `chat-mention:${team.id}`,
      };
      return [{ ...base, ...mention, userId: person.id, ...(isOnline && { isSeen: true }) }];
    }
    if (isOnline) return [];
    return [{ ...base, userId: person.id, kind: 'chat-unread', groupKey: `chat-unread:${team.id}` }];
  });
  await notify(tx, notices, now);
}

/** The event a room's members hear when a message arrives in it (the spec's names for the team chats). */
function announceMessage(ctx: AppContext, room: ChatRoom, message: ChatMessage) {
  if (room.kind === 'project') {
    ctx.realtime.emit(rooms.project(room.id), 'new-message', { projectId: room.id, message });
  } else if (room.kind === 'collaboration') {
    ctx.realtime.emit(rooms.collaboration(room.id), 'new-collaboration-message', { collaborationId: room.id, message });
  } else {
    ctx.realtime.emit(rooms.direct(room.id), 'new-direct-message', { conversationId: room.id, message });
  }
}

/** What the room hears when one of its messages changed (edited, deleted, reacted to, removed): it as it is now. */
export function announceChange(ctx: AppContext, room: ChatRoom, message: ChatMessage) {
  ctx.realtime.emit(realtimeRoomOf(room), 'message-changed', { room: roomRef(room), message });
}

/**
 * Stores a message, then tells the room. A resend with the same client id answers the stored message again (and
 * tells the room again: clients drop what they already show, by id), so a retried send never doubles a message.
 * One moderators removed meanwhile is resent to the room without its text; its sender is answered with it and why.
 */
export async function sendRoomMessage(
  ctx: AppContext,
  user: CurrentUser,
  room: ChatRoom,
  body: SendChatMessageBody,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const audience = await audienceOf(ctx, user, room);
  const { message, toRoom, isNew } = await ctx.db.transaction(async (tx) => {
    await authorizeRoom(tx, user, room);
    if (body.replyToId && !(await isMessageOfRoom(tx, room, body.replyToId))) {
      throw invalid(MESSAGES.replyNotInRoom, [{ param: 'replyToId', msg: MESSAGES.replyNotInRoom }]);
    }
    const stored = await insertMessageOnce(tx, room, {
      senderId: user.id,
      content: body.content,
      clientId: body.clientId,
      replyToId: body.replyToId ?? null,
      // The services' clock, which the edit window is read by (a test moves it).
      createdAt: ctx.clock(),
    });
    // The client id was used for another room's message: not a resend of this one.
    if (!stored) throw conflict(MESSAGES.invalidRequest);
    await attachUploadsTo(tx, { user, room, message: stored, attachmentIds: body.attachmentIds });
    // Counted once stored, so a resend answers the message it already sent even at the limit; a refusal rolls it back.
    if (stored.isNew) {
      await admitPost(ctx, tx, user, { kind: 'message', fields: { content: body.content }, text: body.content });
      if (room.kind === 'direct') {
        await admitDirectMessage(ctx, tx, user, { conversationId: room.id, messageId: stored.id }, audience.online);
      } else await tellTeammates(tx, user, room, { id: stored.id, content: body.content }, audience, ctx.clock());
    }
    return { ...(await loadMessage(tx, stored.id, user.id)), isNew: stored.isNew };
  });
  announceMessage(ctx, room, toRoom);
  // The others' unread figures grew: each of their devices reads them again (a resend adds nothing).
  if (isNew) tellUnreadChanged(ctx, room, audience.people);
  return { message, isNew };
}
