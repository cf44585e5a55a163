import {
  AVATAR_MAX_INPUT_PIXELS,
  CHAT_IMAGE_MAX_PX,
  CHAT_THUMBNAIL_PX,
  type ChatAttachmentKind,
  MESSAGES,
} from '@skillsync/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError, invalid } from '../../lib/errors.ts';
import type { ImageWork } from '../../lib/image-work.ts';

// The same bounds as profile pictures (see profiles/avatar-image.ts and lib/image-work.ts): no decoded pictures
// kept between uploads, one libvips thread per picture, one decode at a time per instance.
sharp.cache(false);
sharp.concurrency(1);

/** Formats a browser can send as a picture; anything else (an SVG with scripts, a text, an archive) is refused. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Characters of a file's name kept (its extension included): enough to recognise it, short enough for any list. */
export const ATTACHMENT_NAME_MAX = 120;
const JPEG_QUALITY = 82;

/** A refused upload: the message, also under the `file` field. */
export const refuseFile = (message: string) => invalid(message, [{ param: 'file', msg: message }]);
/** An upload past CHAT_ATTACHMENT_MAX_BYTES: 413, said under the `file` field. */
export const fileTooLarge = () =>
  new AppError(413, MESSAGES.attachmentTooLarge, [{ param: 'file', msg: MESSAGES.attachmentTooLarge }]);

/** What is stored of an upload: a re-encoded picture with its thumbnail, or a PDF as it came. */
export type StoredFile = {
  kind: ChatAttachmentKind;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  content: Buffer;
  thumbnail: Buffer | null;
};

/**
 * The member's file name as it can be shown and offered for download: no folders, no control or direction-changing
 * characters (which could make 'exe.pdf' read as 'fdp.exe'), at most ATTACHMENT_NAME_MAX characters, and the
 * extension of what is really stored (a HEIC picture is kept as JPEG).
 */
export function cleanFileName(original: string | undefined, extension: string, fallback: string) {
  const base = (original ?? '').split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["<>|:*?]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || fallback;
  const kept = [...stem].slice(0, ATTACHMENT_NAME_MAX - extension.length - 1).join('');
  return `${kept}.${extension}`;
}

/** Whether a decoded picture (raw pixels) has any pixel that is not fully opaque. */
function hasTransparency(pixels: Buffer, channels: number) {
  if (channels !== 2 && channels !== 4) return false;
  for (let alpha = channels - 1; alpha < pixels.length; alpha += channels) {
    if (pixels[alpha] !== 255) return true;
  }
  return false;
}

/** Reads a picture's header only; undefined when it is none of the formats we take. */
async function pictureHeader(upload: Buffer): Promise<Metadata | undefined> {
  try {
    // Only the header is read here, whatever it claims: the pixel limit is checked by the caller.
    const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
    return IMAGE_FORMATS.has(metadata.format ?? '') ? metadata : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A picture decoded once, turned upright and fitted inside CHAT_IMAGE_MAX_PX, then encoded from its pixels (so no
 * metadata can follow: location, camera, comments): PNG when some of it is transparent, JPEG otherwise; with a JPEG
 * thumbnail inside CHAT_THUMBNAIL_PX.
 */
async function reencodePicture(upload: Buffer) {
  const { data, info } = await sharp(upload, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
    .rotate()
    .resize(CHAT_IMAGE_MAX_PX, CHAT_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const isTransparent = hasTransparency(data, channels);
  const content = isTransparent
    ? await pixels().png({ compressionLevel: 9 }).toBuffer()
    : await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  const thumbnail = await pixels()
    .resize(CHAT_THUMBNAIL_PX, CHAT_THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  return { content, thumbnail, width, height, isTransparent };
}

/**
 * Turns an upload into what is stored, deciding its kind by its content, never its name or type header: a PDF
 * (it starts with `%PDF-`) is kept as it came; a picture is refused when its header claims too many pixels (a
 * decompression bomb is small on the wire), else re-encoded (see reencodePicture) as one of the instance's
 * bounded decodes; anything else is refused.
 */
export async function toStoredFile(imageWork: ImageWork, upload: Buffer, fileName: string | undefined) {
  if (upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return {
      kind: 'pdf',
      name: cleanFileName(fileName, 'pdf', 'document'),
      contentType: 'application/pdf',
      size: upload.length,
      width: null,
      height: null,
      content: upload,
      thumbnail: null,
    } satisfies StoredFile;
  }
  const header = await pictureHeader(upload);
  if (!header) throw refuseFile(MESSAGES.attachmentKindRefused);
  const pixels = (header.width ?? 0) * (header.height ?? 0) * Math.max(1, header.pages ?? 1);
  if (pixels === 0) throw refuseFile(MESSAGES.attachmentKindRefused);
  if (pixels > AVATAR_MAX_INPUT_PIXELS) throw refuseFile(MESSAGES.imageTooLarge);
  let picture: Awaited<ReturnType<typeof reencodePicture>>;
  try {
    picture = await imageWork.decode(() => reencodePicture(upload));
  } catch {
    // A header that promised a picture over data that is not one.
    throw refuseFile(MESSAGES.attachmentKindRefused);
  }
  const extension = picture.isTransparent ? 'png' : 'jpg';
  return {
    kind: 'image',
    name: cleanFileName(fileName, extension, 'picture'),
    contentType: picture.isTransparent ? 'image/png' : 'image/jpeg',
    size: picture.content.length,
    width: picture.width,
    height: picture.height,
    content: picture.content,
    thumbnail: picture.thumbnail,
  } satisfies StoredFile;
}
