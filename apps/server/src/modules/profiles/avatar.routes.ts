import { AVATAR_MAX_BYTES, AvatarResponse, MESSAGES, UserIdParams } from '@skillsync/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, busy } from '../../lib/errors.ts';
import { IMAGE_RETRY_AFTER_SECONDS } from '../../lib/image-work.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { refuseAvatar } from './avatar-image.ts';
import { getAvatar, removeAvatar, uploadAvatar } from './profiles.service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The one file of a picture upload, at most AVATAR_MAX_BYTES; anything else is the member's error, not ours. */
async function readAvatarUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw refuseAvatar(MESSAGES.avatarRequired);
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
    if (file?.fieldname !== 'avatar') throw refuseAvatar(MESSAGES.avatarRequired);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseAvatar(MESSAGES.fileTooLarge);
    if (error instanceof AppError) throw error;
    // Anything else here is a malformed upload (no boundary, a cut-off body): the sender's error.
    throw refuseAvatar(MESSAGES.avatarRequired);
  }
}

/** Under /api, inside profilesRoutes (which reads multipart bodies): a member's picture — uploading, removing, serving it. */
export async function avatarRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('users');

  app.post(
    '/users/me/avatar',
    member({ consumes: ['multipart/form-data'], response: { 200: AvatarResponse } }),
    async (request) => {
      requireUser(request);
      // A place is taken before the body is read: bodies waiting for their decode are held in memory too.
      const release = ctx.imageWork.admit();
      if (!release) throw busy(MESSAGES.picturesBusy, IMAGE_RETRY_AFTER_SECONDS);
      try {
        return await uploadAvatar(ctx, request, await readAvatarUpload(request));
      } finally {
        release();
      }
    },
  );

  app.delete('/users/me/avatar', member({ response: { 200: AvatarResponse } }), async (request) =>
    removeAvatar(ctx, request),
  );

  // Pictures are public like profiles. A URL names one version (?v=), so it may be kept for good.
  app.get('/users/:userId/avatar', open({ params: UserIdParams }), async (request, reply) => {
    const avatar = await getAvatar(ctx, request.params.userId);
    const etag = `"${avatar.version}"`;
    const { v } = request.query as { v?: string };
    reply
      .header('etag', etag)
      .header('cache-control', v === avatar.version ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache')
      .header('content-type', 'image/jpeg');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(avatar.image);
  });
}
