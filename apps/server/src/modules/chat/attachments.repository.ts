import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatAttachments, chatMessages } from '../../db/schema/index.ts';
import type { StoredFile } from './attachment-files.ts';

/** What an attachment shows in a message (never its bytes). */
const attachmentSummary = {
  id: chatAttachments.id,
  messageId: chatAttachments.messageId,
  kind: chatAttachments.kind,
  name: chatAttachments.name,
  size: chatAttachments.size,
  width: chatAttachments.width,
  height: chatAttachments.height,
};

/** Stores an upload, not sent yet (no message): only its uploader may see it until a message of theirs carries it. */
export async function insertAttachment(
  tx: Queryable,
  values: StoredFile & { roomId: string; uploaderId: string; createdAt: Date },
) {
  const [row] = await tx.insert(chatAttachments).values(values).returning(attachmentSummary);
  if (!row) throw new Error('attachment not stored');
  return row;
}

/**
 * Attaches uploads to the message that sends them, in one statement: only the sender's own uploads to this room,
 * not sent yet; on a resend (the message was already stored), only those already attached to that very message.
 * Answers how many qualified: the caller refuses the send unless all did.
 */
export async function attachUploads(
  tx: Queryable,
  upload: { ids: string[]; messageId: string; roomId: string; uploaderId: string; isResend: boolean },
) {
  if (upload.ids.length === 0) return 0;
  const rows = await tx
    .update(chatAttachments)
    .set({ messageId: upload.messageId })
    .where(
      and(
        inArray(chatAttachments.id, upload.ids),
        eq(chatAttachments.roomId, upload.roomId),
        eq(chatAttachments.uploaderId, upload.uploaderId),
        upload.isResend ? eq(chatAttachments.messageId, upload.messageId) : isNull(chatAttachments.messageId),
      ),
    )
    .returning({ id: chatAttachments.id });
  return rows.length;
}

/**
 * Who may see an attachment, without its bytes: its uploader and room, and the message that carries it (null
 * while unsent) with the room it is in and whether it was deleted or removed.
 */
export async function findAttachmentAccess(db: Queryable, id: string) {
  const [row] = await db
    .select({
      uploaderId: chatAttachments.uploaderId,
      kind: chatAttachments.kind,
      name: chatAttachments.name,
      contentType: chatAttachments.contentType,
      message: {
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        projectId: chatMessages.projectId,
        problemId: chatMessages.problemId,
        conversationId: chatMessages.conversationId,
        deletedAt: chatMessages.deletedAt,
        hiddenAt: chatMessages.hiddenAt,
      },
    })
    .from(chatAttachments)
    .leftJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .where(eq(chatAttachments.id, id));
  return row;
}
export type AttachmentAccess = NonNullable<Awaited<ReturnType<typeof findAttachmentAccess>>>;

/** An attachment's bytes, or its thumbnail's (null when it has none: a PDF). */
export async function findAttachmentBytes(db: Queryable, id: string, part: 'content' | 'thumbnail') {
  const [row] = await db
    .select({ bytes: part === 'content' ? chatAttachments.content : chatAttachments.thumbnail })
    .from(chatAttachments)
    .where(eq(chatAttachments.id, id));
  return row?.bytes ?? null;
}

/** The files a member uploaded, for their data export: names and where they went, never the bytes. */
export async function findAttachmentsBy(db: Queryable, userId: string) {
  const { id, messageId, roomId, kind, name, contentType, size, createdAt } = chatAttachments;
  return db
    .select({ id, messageId, roomId, kind, name, contentType, size, createdAt })
    .from(chatAttachments)
    .where(eq(chatAttachments.uploaderId, userId))
    .orderBy(createdAt, id);
}

/** A member's uploads never sent: nobody else ever saw them, so they go with the account. */
export async function deleteUnsentAttachmentsOf(tx: Queryable, userId: string) {
  await tx
    .delete(chatAttachments)
    .where(and(eq(chatAttachments.uploaderId, userId), isNull(chatAttachments.messageId)));
}

/** Removes one upload of the member's not sent yet; answers whether there was one. */
export async function deleteUnsentAttachment(tx: Queryable, id: string, uploaderId: string) {
  const rows = await tx
    .delete(chatAttachments)
    .where(
      and(eq(chatAttachments.id, id), eq(chatAttachments.uploaderId, uploaderId), isNull(chatAttachments.messageId)),
    )
    .returning({ id: chatAttachments.id });
  return rows.length > 0;
}

/** How many uploads of the member wait unsent: a member cannot pile up files nobody will see. */
export async function countUnsentAttachmentsOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.uploaderId, userId), isNull(chatAttachments.messageId)));
  return row?.count ?? 0;
}
