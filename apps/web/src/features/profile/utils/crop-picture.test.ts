import { AVATAR_MAX_BYTES } from '@skillsync/shared/constants';
import { describe, expect, it } from 'vitest';
import { CENTER_CROP, checkPicture, cropSquare } from './crop-picture.ts';

const fileOf = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'picture', { type });

describe('checkPicture', () => {
  it('takes an image of at most 5 MB', () => {
    expect(checkPicture(fileOf('image/png', 1000))).toBeNull();
    expect(checkPicture(fileOf('image/jpeg', AVATAR_MAX_BYTES))).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(checkPicture(fileOf('application/pdf', 1000))).toBe('notAnImage');
    expect(checkPicture(fileOf('', 1000))).toBe('notAnImage');
  });

  it('refuses an image over 5 MB', () => {
    expect(checkPicture(fileOf('image/png', AVATAR_MAX_BYTES + 1))).toBe('fileTooLarge');
  });
});

describe('cropSquare', () => {
  it('takes the largest centred square of a wide picture at zoom 1', () => {
    expect(cropSquare({ width: 600, height: 400 }, CENTER_CROP)).toEqual({
      side: 400,
      left: 100,
      top: 0,
      slackX: 200,
      slackY: 0,
    });
  });

  it('zooms in on a smaller square that slides across the whole picture', () => {
    const square = cropSquare({ width: 400, height: 800 }, { zoom: 2, x: 1, y: 0 });
    expect(square).toMatchObject({ side: 200, left: 200, top: 0, slackX: 200, slackY: 600 });
  });
});
