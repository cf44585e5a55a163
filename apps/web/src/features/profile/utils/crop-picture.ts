import { AVATAR_JPEG_QUALITY, AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@skillsync/shared/constants';

/** Which square of the picture becomes the avatar: zoom 1 is the largest square, x and y slide it (0 to 1). */
export type Crop = { zoom: number; x: number; y: number };

export const CENTER_CROP: Crop = { zoom: 1, x: 0.5, y: 0.5 };
export const MAX_ZOOM = 3;

/** Spec §5's checks before a picture is read: an image, at most 5 MB. Returns the message's code, or null. */
export function checkPicture(file: File): 'notAnImage' | 'fileTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** Decodes the chosen file, turned the way the camera meant (EXIF orientation). Throws when it is no picture. */
export const readPicture = (file: File) => createImageBitmap(file, { imageOrientation: 'from-image' });

/** The crop's square in the picture's own pixels. */
export function cropSquare(picture: { width: number; height: number }, crop: Crop) {
  const side = Math.min(picture.width, picture.height) / crop.zoom;
  return {
    side,
    left: (picture.width - side) * crop.x,
    top: (picture.height - side) * crop.y,
    /** How far the square can slide, in the picture's pixels; 0 when it cannot. */
    slackX: picture.width - side,
    slackY: picture.height - side,
  };
}

/** Draws the crop onto a square canvas of `size` pixels, on white (a JPEG has no transparency). */
export function drawCrop(canvas: HTMLCanvasElement, picture: ImageBitmap, crop: Crop, size: number) {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const { side, left, top } = cropSquare(picture, crop);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, left, top, side, side, 0, 0, size, size);
}

/** The avatar as the server keeps it (spec §5): the crop resized to a 400 px square, JPEG of quality 0.8. */
export function encodeAvatar(picture: ImageBitmap, crop: Crop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, picture, crop, AVATAR_SIZE_PX);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    );
  });
}
