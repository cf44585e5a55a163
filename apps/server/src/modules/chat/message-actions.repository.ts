import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatAttachments, chatMessages, chatReactions, problems, projects } from '../../db/schema/index.ts';
import type { ChatRoom } from './rooms.ts';

/** What the rules of acting on a message read: whose it is, when it was sent, and whether it is still there. */
export async function findMessageState(db: Queryable, messageId: string) {
  const [row] = await db
    .select({
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      deletedAt: chatMessages.deletedAt,
      hiddenAt: chatMessages.hiddenAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row;
}

/** Who may delete anyone's message in the room: a project's owner, a problem's author; nobody in a conversation. */
export async function findRoomOwnerId(db: Queryable, room: ChatRoom) {
  if (room.kind === 'direct') return undefined;
  const [row] =
    room.kind === 'project'
      ? await db.select({ id: projects.ownerId }).from(projects).where(eq(projects.id, room.id))
      : await db.select({ id: problems.authorId }).from(problems).where(eq(problems.id, room.id));
  return row?.id;
}

export async function updateMessageContent(
  tx: Queryable,
  messageId: string,
  values: { content: string; editedAt: Date; version: number },
) {
  await tx.update(chatMessages).set(values).where(eq(chatMessages.id, messageId));
}

/** Makes the message a tombstone: its text, reactions and attachments go; its place (and number) stays. */
export async function markMessageDeleted(
  tx: Queryable,
  messageId: string,
  values: { deletedAt: Date; version: number },
) {
  await tx
    .update(chatMessages)
    .set({ ...values, content: '' })
    .where(eq(chatMessages.id, messageId));
  await tx.delete(chatReactions).where(eq(chatReactions.messageId, messageId));
  await tx.delete(chatAttachments).where(eq(chatAttachments.messageId, messageId));
}

/** The room's event number of the message's latest change. */
export async function setMessageVersion(tx: Queryable, messageId: string, version: number) {
  await tx.update(chatMessages).set({ version }).where(eq(chatMessages.id, messageId));
}

type Reaction = { messageId: string; userId: string; emoji: string };

/** Adds the member's reaction; answers whether it is new (a repeat finds it there and adds nothing). */
export async function insertReaction(tx: Queryable, reaction: Reaction) {
  const inserted = await tx
    .insert(chatReactions)
    .values(reaction)
    .onConflictDoNothing()
    .returning({ emoji: chatReactions.emoji });
  return inserted.length > 0;
}

/** Takes the member's reaction back; answers whether there was one. */
export async function deleteReaction(tx: Queryable, { messageId, userId, emoji }: Reaction) {
  const deleted = await tx
    .delete(chatReactions)
    .where(
      and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId), eq(chatReactions.emoji, emoji)),
    )
    .returning({ emoji: chatReactions.emoji });
  return deleted.length > 0;
}
