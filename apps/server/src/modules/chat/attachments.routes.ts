import multipart from '@fastify/multipart';
import { CHAT_ATTACHMENT_MAX_BYTES, ChatAttachment, ChatAttachmentParams, MESSAGES } from '@skillsync/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { perMemberPerMinute } from '../../lib/rate-limit-key.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { fileTooLarge, refuseFile } from './attachment-files.ts';
import { readAttachment, removeUpload, type Upload, uploadAttachment } from './attachments.service.ts';
import { ROOM_ROUTES } from './room-routes.ts';

/** Files a member may upload a minute, over all their rooms. */
export const UPLOADS_PER_MINUTE = 30;
/** What multipart framing (boundaries, part headers, a long file name) may add to a file's bytes on the wire. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The one file of an upload, under the field `file`, read while it streams and stopped at
 * CHAT_ATTACHMENT_MAX_BYTES (413, never more held); a body that says it is larger is refused before it is read.
 */
async function readChatUpload(request: FastifyRequest): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CHAT_ATTACHMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge();
  if (!request.isMultipart()) throw refuseFile(MESSAGES.attachmentRequired);
  try {
    const file = await request.file({
      limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    if (file?.fieldname !== 'file') throw refuseFile(MESSAGES.attachmentRequired);
    return { content: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error instanceof AppError) throw error;
    // Anything else here is a malformed upload (no boundary, a cut-off body): the sender's error.
    throw refuseFile(MESSAGES.attachmentRequired);
  }
}

/**
 * `Content-Disposition` of a file we serve: pictures inline (re-encoded by us, nothing in them runs); a PDF as a
 * download, so no browser renders it as a page of our origin (its scripts, forms and links stay out of the app's
 * pages). The name in ASCII for old clients, and exactly in UTF-8 (RFC 6266).
 */
function dispositionOf(kind: 'image' | 'pdf', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind === 'pdf' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Under /api, inside chatRoutes: uploading a picture or PDF to a room (sent later with a message's
 * `attachmentIds`), and serving the bytes to the room's members. Reads multipart bodies in this plugin only.
 */
export async function attachmentsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { member } = routeOptions('chat');
  await app.register(multipart);
  const uploadLimit = perMemberPerMinute(UPLOADS_PER_MINUTE);

  for (const { path, kind, params } of ROOM_ROUTES) {
    app.post(
      `${path}/attachments`,
      {
        config: uploadLimit,
        ...member({ params, consumes: ['multipart/form-data'], response: { 201: ChatAttachment } }),
      },
      async (request, reply) => {
        const room = { kind, id: request.params.id };
        return reply.code(201).send(await uploadAttachment(ctx, request, room, () => readChatUpload(request)));
      },
    );
  }

  app.delete('/chat/attachments/:id', member({ params: ChatAttachmentParams }), async (request, reply) => {
    await removeUpload(ctx, request, request.params.id);
    return reply.code(204).send();
  });

  for (const part of ['content', 'thumbnail'] as const) {
    const path = part === 'content' ? '/chat/attachments/:id' : '/chat/attachments/:id/thumbnail';
    app.get(path, member({ params: ChatAttachmentParams }), async (request, reply) => {
      const file = await readAttachment(ctx, request, request.params.id, part);
      // Private: a member's browser may keep the bytes, revalidating each time (the ETag) so a member who left
      // the team, or a deleted message, stops being served at once; no shared cache ever holds them.
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('etag', file.etag)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', part === 'thumbnail' ? 'inline' : dispositionOf(file.kind, file.name));
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.send(file.bytes);
    });
  }
}
