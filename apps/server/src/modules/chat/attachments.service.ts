import { type ChatAttachment, type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, busy, invalid, notFound } from '../../lib/errors.ts';
import { IMAGE_RETRY_AFTER_SECONDS } from '../../lib/image-work.ts';
import { toStoredFile } from './attachment-files.ts';
import {
  type AttachmentAccess,
  attachUploads,
  countUnsentAttachmentsOf,
  deleteUnsentAttachment,
  findAttachmentAccess,
  findAttachmentBytes,
  insertAttachment,
} from './attachments.repository.ts';
import { presentAttachment } from './chat.presenter.ts';
import { findMessageRoom } from './chat.repository.ts';
import { authorizeRoom, type ChatRoom } from './rooms.ts';

/** Uploads of one member waiting to be sent at once: enough for a few messages' worth, never a pile nobody sees. */
export const UNSENT_UPLOADS_MAX = 20;

/** An upload as the route read it: the bytes (at most CHAT_ATTACHMENT_MAX_BYTES) and the name the member gave. */
export type Upload = { content: Buffer; fileName: string | undefined };

/**
 * Stores a picture or PDF a member will send in a room: the room is authorized before the body is read, a place
 * of the instance's picture work is taken before it is read too (bodies wait in memory), and the file is decided
 * by its content (attachment-files.ts). Only its uploader sees it until a message of theirs carries it.
 */
export async function uploadAttachment(
  ctx: AppContext,
  requester: Requester,
  room: ChatRoom,
  readUpload: () => Promise<Upload>,
): Promise<ChatAttachment> {
  const user = requireUser(requester);
  await ctx.db.transaction((tx) => authorizeRoom(tx, user, room));
  if ((await countUnsentAttachmentsOf(ctx.db, user.id)) >= UNSENT_UPLOADS_MAX) {
    throw new AppError(429, MESSAGES.tooManyUnsentUploads);
  }
  const release = ctx.imageWork.admit();
  if (!release) throw busy(MESSAGES.uploadsBusy, IMAGE_RETRY_AFTER_SECONDS);
  try {
    const upload = await readUpload();
    const file = await toStoredFile(ctx.imageWork, upload.content, upload.fileName);
    const row = await ctx.db.transaction(async (tx) => {
      // Again where it is stored: the member may have left the team while the file was on its way.
      await authorizeRoom(tx, user, room);
      return insertAttachment(tx, { ...file, roomId: room.id, uploaderId: user.id, createdAt: ctx.clock() });
    });
    return presentAttachment(row);
  } finally {
    release();
  }
}

/**
 * Attaches the uploads a message sends, in its send's transaction (see attachUploads): any id that is not the
 * sender's own unsent upload to this room (or, on a resend, already this message's) refuses the whole send.
 */
export async function attachUploadsTo(
  tx: Queryable,
  send: { user: CurrentUser; room: ChatRoom; message: { id: string; isNew: boolean }; attachmentIds: string[] },
) {
  const ids = send.attachmentIds;
  if (ids.length === 0) return;
  const attached = await attachUploads(tx, {
    ids,
    messageId: send.message.id,
    roomId: send.room.id,
    uploaderId: send.user.id,
    isResend: !send.message.isNew,
  });
  if (attached !== ids.length) {
    throw invalid(MESSAGES.attachmentsNotSendable, [{ param: 'attachmentIds', msg: MESSAGES.attachmentsNotSendable }]);
  }
}

/**
 * Whether the reader may see the attachment: an unsent upload only its uploader; a sent one the members of its
 * message's room, while the message stands (deleted, it is gone; removed by moderators, only its sender sees it).
 * Anyone else is told it does not exist, never that it is forbidden.
 */
async function mayRead(ctx: AppContext, user: CurrentUser, access: AttachmentAccess) {
  const { message } = access;
  if (!message) return access.uploaderId === user.id;
  if (message.deletedAt !== null) return false;
  if (message.hiddenAt !== null && message.senderId !== user.id) return false;
  const room = await findMessageRoom(ctx.db, message.id);
  if (!room) return false;
  try {
    await ctx.db.transaction((tx) => authorizeRoom(tx, user, room));
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** An attachment's bytes (or its picture's thumbnail) for a reader who may see it; 404 for anyone else. */
export async function readAttachment(
  ctx: AppContext,
  requester: Requester,
  attachmentId: string,
  part: 'content' | 'thumbnail',
) {
  const user = requireUser(requester);
  const access = await findAttachmentAccess(ctx.db, attachmentId);
  if (!access || !(await mayRead(ctx, user, access))) throw notFound(MESSAGES.attachmentNotFound);
  const bytes = await findAttachmentBytes(ctx.db, attachmentId, part);
  if (!bytes) throw notFound(MESSAGES.attachmentNotFound);
  const isThumbnail = part === 'thumbnail';
  return {
    bytes,
    kind: access.kind,
    name: access.name,
    contentType: isThumbnail ? 'image/jpeg' : access.contentType,
    // The bytes of an id never change: the id (and the part) is their version.
    etag: `"${attachmentId}${isThumbnail ? '-thumbnail' : ''}"`,
  };
}

/** Removes an upload its uploader decided not to send (the composer's remove); a sent one, or another's, is 404. */
export async function removeUpload(ctx: AppContext, requester: Requester, attachmentId: string) {
  const user = requireUser(requester);
  if (!(await deleteUnsentAttachment(ctx.db, attachmentId, user.id))) throw notFound(MESSAGES.attachmentNotFound);
}
