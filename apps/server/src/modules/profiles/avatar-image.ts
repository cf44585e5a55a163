import { AVATAR_JPEG_QUALITY, AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE_PX, MESSAGES } from '@skillsync/shared';
import sharp, { type Metadata } from 'sharp';
import { invalid } from '../../lib/errors.ts';

// libvips keeps no decoded pictures between uploads (its cache would hold up to 50 MB of them) and works on one
// thread per picture (sharp's default with glibc, said here so it holds everywhere): with one decode at a time
// (see lib/image-work.ts), a 40-megapixel picture costs about 50 MB while it is decoded, and no more.
sharp.cache(false);
sharp.concurrency(1);

/** Formats a browser can send as a picture; anything else (an SVG with scripts, a PDF, a text) is refused. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** A refused picture: the message, also under the `avatar` field. */
export const refuseAvatar = (message: string) => invalid(message, [{ param: 'avatar', msg: message }]);

/**
 * Turns an upload into the stored picture: decided by its content, never its name or type header; too many
 * pixels are refused from the header, before anything is decoded (a decompression bomb is small on the wire);
 * then turned upright, cropped square, resized, re-encoded as JPEG, and every metadata field (location,
 * camera) left behind.
 */
export async function toAvatarJpeg(upload: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    // Only the header is read here, whatever it claims: the pixel limit is checked below, with our own message.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw refuseAvatar(MESSAGES.notAnImage);
  }
  if (!IMAGE_FORMATS.has(metadata.format ?? '')) throw refuseAvatar(MESSAGES.notAnImage);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(1, metadata.pages ?? 1);
  if (pixels === 0) throw refuseAvatar(MESSAGES.notAnImage);
  if (pixels > AVATAR_MAX_INPUT_PIXELS) throw refuseAvatar(MESSAGES.imageTooLarge);
  try {
    return await sharp(upload, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(AVATAR_JPEG_QUALITY * 100), mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that promised an image over data that is not one.
    throw refuseAvatar(MESSAGES.notAnImage);
  }
}
