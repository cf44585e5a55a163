import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { chatAttachments, chatMessages, chatReactions, chatSequences, users } from '../../db/schema/index.ts';
import { removalFor } from '../../db/sql.ts';
import { cursorTextOf, isAfterCursor, newestFirst, type PageRequest } from '../../lib/pagination.ts';
import type { ChatRoom } from './rooms.ts';

const ofRoom = (room: ChatRoom) => eq(chatMessages.roomId, room.id);
const replied = alias(chatMessages, 'replied');
const repliedSender = alias(users, 'replied_sender');

/** A message with its sender, the message it answers, and why moderators removed it when the reader sent it. */
const messageSelection = (readerId: string | null) => ({
  message: chatMessages,
  sender: { id: users.id, name: users.name, avatar: users.avatar },
  replyTo: {
    id: replied.id,
    seq: replied.seq,
    content: replied.content,
    senderId: replied.senderId,
    senderName: repliedSender.name,
    deletedAt: replied.deletedAt,
    hiddenAt: replied.hiddenAt,
  },
  cursor: cursorTextOf(chatMessages.createdAt),
  removal: removalFor('message', chatMessages, chatMessages.senderId, readerId),
});

export function selectMessages(db: Queryable, readerId: string | null) {
  return db
    .select(messageSelection(readerId))
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(replied, eq(replied.id, chatMessages.replyToId))
    .leftJoin(repliedSender, eq(repliedSender.id, replied.senderId));
}
export type MessageRow = Awaited<ReturnType<typeof findMessageById>> & {};

/**
 * One page of a room's history, newest first (one row more than the page tells whether older ones follow). A
 * message moderators removed keeps its place; the presenter empties it for all but its sender.
 */
export async function findMessagePage(db: Queryable, room: ChatRoom, page: PageRequest, readerId: string | null) {
  return selectMessages(db, readerId)
    .where(
      and(ofRoom(room), page.after ? isAfterCursor(chatMessages.createdAt, chatMessages.id, page.after) : undefined),
    )
    .orderBy(...newestFirst(chatMessages.createdAt, chatMessages.id))
    .limit(page.limit + 1);
}

/**
 * The messages numbered after one of the room's, in their order; undefined when that message is not the room's.
 * Numbers follow the order messages were stored, so a message whose send committed late is never skipped.
 */
export async function findMessagesAfter(
  db: Queryable,
  room: ChatRoom,
  messageId: string,
  limit: number,
  readerId: string | null,
) {
  const [known] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(ofRoom(room), eq(chatMessages.id, messageId)));
  if (!known) return undefined;
  return selectMessages(db, readerId)
    .where(and(ofRoom(room), gt(chatMessages.seq, known.seq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

/**
 * The messages changed (sent, edited, deleted, reacted to, hidden) after the room's event number `version`, in
 * the order of their last change, each once as it is now.
 */
export async function findMessagesChangedSince(
  db: Queryable,
  room: ChatRoom,
  version: number,
  limit: number,
  readerId: string | null,
) {
  return selectMessages(db, readerId)
    .where(and(ofRoom(room), gt(chatMessages.version, version)))
    .orderBy(asc(chatMessages.version))
    .limit(limit);
}

/** The room's last event number: read before a page, so nothing changed after it is missed by a client. */
export async function findRoomVersion(db: Queryable, room: ChatRoom) {
  const [row] = await db
    .select({ version: chatSequences.version })
    .from(chatSequences)
    .where(eq(chatSequences.teamId, room.id));
  return row?.version ?? 0;
}

export async function findMessageById(db: Queryable, id: string, readerId: string | null) {
  const [row] = await selectMessages(db, readerId).where(eq(chatMessages.id, id));
  return row;
}

/**
 * What a page of messages shows besides themselves, in one query each: who reacted with what (in the order they
 * reacted) and the attachments (in the order they were uploaded).
 */
export async function findMessageDetails(db: Queryable, messageIds: string[]) {
  if (messageIds.length === 0) return { reactions: [], attachments: [] };
  const [reactions, attachments] = await Promise.all([
    db
      .select({ messageId: chatReactions.messageId, emoji: chatReactions.emoji, userId: users.id, name: users.name })
      .from(chatReactions)
      .innerJoin(users, eq(users.id, chatReactions.userId))
      .where(inArray(chatReactions.messageId, messageIds))
      .orderBy(asc(chatReactions.createdAt), asc(chatReactions.userId)),
    db
      .select({
        id: chatAttachments.id,
        messageId: chatAttachments.messageId,
        kind: chatAttachments.kind,
        name: chatAttachments.name,
        size: chatAttachments.size,
        width: chatAttachments.width,
        height: chatAttachments.height,
      })
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, messageIds))
      .orderBy(asc(chatAttachments.createdAt), asc(chatAttachments.id)),
  ]);
  return { reactions, attachments };
}
export type MessageDetails = Awaited<ReturnType<typeof findMessageDetails>>;

/**
 * Locks the room's sequence row until the transaction ends (adding it if the room has none): every writer of a
 * room's messages takes it first, so the room's numbers follow the order of the commits, with no holes.
 */
export async function lockRoom(tx: Queryable, room: ChatRoom) {
  // One statement adds the room's row if it has none and locks it either way (a no-op update takes the row lock).
  await tx
    .insert(chatSequences)
    .values({ teamId: room.id, seq: 0, version: 0 })
    .onConflictDoUpdate({ target: chatSequences.teamId, set: { seq: sql`${chatSequences.seq}` } });
}

/**
 * The room's next event number for a change to a message (edited, deleted, reacted to, hidden), under the room's
 * lock; the caller stores it on the message in the same transaction.
 */
export async function nextRoomVersion(tx: Queryable, room: ChatRoom) {
  await lockRoom(tx, room);
  const [next] = await tx
    .update(chatSequences)
    .set({ version: sql`${chatSequences.version} + 1` })
    .where(eq(chatSequences.teamId, room.id))
    .returning({ version: chatSequences.version });
  if (!next) throw new Error('chat sequence row missing');
  return next.version;
}

const roomColumn = (room: ChatRoom) =>
  room.kind === 'project'
    ? { projectId: room.id }
    : room.kind === 'collaboration'
      ? { problemId: room.id }
      : { conversationId: room.id };

/**
 * Stores a message once, numbered next in its room's conversation (and its next event): the room's sequence row
 * is locked until the transaction ends, so the room's messages are numbered in the order they are stored, with no
 * holes. A resend with the same client id finds the message already stored (in this room) and answers it instead
 * of adding another; `isNew` says which happened. Undefined: the client id belongs to another room's message.
 */
export async function insertMessageOnce(
  tx: Queryable,
  room: ChatRoom,
  values: {
    senderId: string;
    content: string;
    clientId: string | undefined;
    replyToId: string | null;
    createdAt: Date;
  },
) {
  await lockRoom(tx, room);
  if (values.clientId) {
    const [existing] = await tx
      .select({ id: chatMessages.id, roomId: chatMessages.roomId })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, values.senderId), eq(chatMessages.clientId, values.clientId)));
    if (existing) return existing.roomId === room.id ? { id: existing.id, isNew: false } : undefined;
  }
  const [next] = await tx
    .update(chatSequences)
    .set({ seq: sql`${chatSequences.seq} + 1`, version: sql`${chatSequences.version} + 1` })
    .where(eq(chatSequences.teamId, room.id))
    .returning({ seq: chatSequences.seq, version: chatSequences.version });
  if (!next) throw new Error('chat sequence row missing');
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      ...roomColumn(room),
      senderId: values.senderId,
      content: values.content,
      clientId: values.clientId ?? null,
      replyToId: values.replyToId,
      // Never before the room's previous message: under the room's lock, times then follow the numbers, so the
      // history's pages by time and its catch-ups by number agree (two instances' clocks may differ a little).
      createdAt: sql`GREATEST(${values.createdAt.toISOString()}::timestamptz, (SELECT created_at FROM chat_messages
        WHERE room_id = ${room.id} ORDER BY seq DESC LIMIT 1))`,
      seq: next.seq,
      version: next.version,
    })
    // The same client id stored meanwhile for another room (the caller's refusal rolls the number back).
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  return inserted ? { id: inserted.id, isNew: true } : undefined;
}

/** The room a message is in, with its sender and state; undefined when there is no such message. */
export async function findMessageRoom(db: Queryable, messageId: string) {
  const [row] = await db
    .select({
      projectId: chatMessages.projectId,
      problemId: chatMessages.problemId,
      conversationId: chatMessages.conversationId,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  if (!row) return undefined;
  if (row.projectId) return { kind: 'project', id: row.projectId } satisfies ChatRoom;
  if (row.problemId) return { kind: 'collaboration', id: row.problemId } satisfies ChatRoom;
  return { kind: 'direct', id: row.conversationId ?? '' } satisfies ChatRoom;
}

/** Whether a message is one of the room's (a reply must answer a message of its own room). */
export async function isMessageOfRoom(db: Queryable, room: ChatRoom, messageId: string) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(ofRoom(room), eq(chatMessages.id, messageId)));
  return row !== undefined;
}

/** Every message a member sent, for their data export. */
export async function findMessagesBy(db: Queryable, userId: string) {
  const { id, projectId, problemId, conversationId, content, replyToId, createdAt, editedAt, deletedAt } = chatMessages;
  return db
    .select({ id, projectId, problemId, conversationId, content, replyToId, createdAt, editedAt, deletedAt })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, userId));
}
