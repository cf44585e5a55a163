import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, MESSAGES, type UserProfile } from '@skillsync/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_RETRY_AFTER_SECONDS, IMAGE_UPLOADS_AT_ONCE } from '../../lib/image-work.ts';
import { registerMember, type TestMember } from '../../test/builders.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const upload = (as: TestMember | undefined, file: Omit<Part, 'name'> & { name?: string }) =>
  t.request('POST', '/api/users/me/avatar', { as, ...multipart([{ name: 'avatar', ...file }]) });

/** Uploads a picture that must be taken, and returns its address. */
async function uploadPicture(member: TestMember, content: Buffer) {
  const response = await upload(member, { filename: 'me.png', contentType: 'image/png', content });
  expect(response.statusCode).toBe(200);
  return response.json<{ avatar: string }>().avatar;
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();

/** A camera photo: EXIF with the maker, a copyright line and where it was taken. */
const photoWithExif = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c05621' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'SkillSync test photographer', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .toBuffer();

/** A PNG of a few bytes whose header claims `width`×`height` pixels: what a decompression bomb looks like. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, greyscale, deflate, no filter, no interlace
  // A few rows of zeros (each row a filter byte and its pixels); the rest is missing, as in a bomb that is cut short.
  const rows = Buffer.alloc((width + 1) * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const expectAvatarRefusal = (response: Awaited<ReturnType<typeof upload>>, code: keyof typeof MESSAGES) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: MESSAGES[code],
    code,
    errors: [{ param: 'avatar', msg: MESSAGES[code], code }],
  });
};

const avatarOf = async (member: TestMember) =>
  (await t.request('GET', '/api/auth/me', { as: member })).json<{ avatar: string | null }>().avatar;

describe('uploading a profile picture', () => {
  it('keeps a 400 px square JPEG under a new address, without the location or camera the photo carried', async () => {
    const member = await registerMember(t.app);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(member, { filename: 'holiday.jpg', contentType: 'image/jpeg', content: photo });
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json<{ avatar: string }>();
    expect(avatar).toMatch(new RegExp(`^/api/users/${member.user.id}/avatar\\?v=[\\w-]+$`));

    const image = await t.request('GET', avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(image.rawPayload.includes('SkillSync test photographer')).toBe(false);
  });

  it('lets a browser keep a picture for good under its version, and revalidate it by its ETag', async () => {
    const member = await registerMember(t.app);
    const first = await uploadPicture(member, await png());
    const image = await t.request('GET', first);
    expect(image.headers['cache-control']).toContain('immutable');
    const etag = image.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const revalidated = await t.request('GET', first, { headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    // Without the version the address is not one picture for good.
    const unversioned = await t.request('GET', `/api/users/${member.user.id}/avatar`);
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('no-cache');

    // A new picture gets a new address; the old one is no longer kept for good, and its ETag no longer matches.
    const second = await uploadPicture(member, await png(300, 300));
    expect(second).not.toBe(first);
    expect(await avatarOf(member)).toBe(second);
    const stale = await t.request('GET', first, { headers: { 'if-none-match': String(etag) } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await t.request('GET', second)).headers['cache-control']).toContain('immutable');
  });

  it('goes by what the file contains, not by its name or type', async () => {
    const member = await registerMember(t.app);
    const renamed = await upload(member, { filename: 'photo.txt', contentType: 'text/plain', content: await png() });
    expect(renamed.statusCode).toBe(200);
    const avatar = renamed.json<{ avatar: string }>().avatar;

    const text = 'Dear members, this is not a picture at all.';
    expectAvatarRefusal(
      await upload(member, { filename: 'photo.jpg', contentType: 'image/jpeg', content: text }),
      'notAnImage',
    );
    // An SVG is an image a browser runs scripts in.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expectAvatarRefusal(
      await upload(member, { filename: 'photo.svg', contentType: 'image/svg+xml', content: svg }),
      'notAnImage',
    );
    expect(await avatarOf(member)).toBe(avatar);
  });

  it('refuses a file over 5 MB', async () => {
    const member = await registerMember(t.app);
    const content = randomBytes(AVATAR_MAX_BYTES + 1);
    expectAvatarRefusal(
      await upload(member, { filename: 'big.jpg', contentType: 'image/jpeg', content }),
      'fileTooLarge',
    );
    expect(await avatarOf(member)).toBeNull();
  });

  it('refuses a picture whose header claims too many pixels, without decoding it', async () => {
    const member = await registerMember(t.app);
    for (const [width, height] of [
      [10_000, 10_000],
      [50_000, 50_000],
    ] as const) {
      const content = pngClaiming(width, height);
      expect(content.length).toBeLessThan(200_000);
      const response = await upload(member, { filename: 'bomb.png', contentType: 'image/png', content });
      expect(response.statusCode, `${width}×${height}`).toBe(400);
      expect(response.json().code, `${width}×${height}`).toBe('imageTooLarge');
    }
    expect(await avatarOf(member)).toBeNull();
  });

  it('asks for a picture when the upload holds none', async () => {
    const member = await registerMember(t.app);
    const send = (body: { payload: Buffer | object; headers?: Record<string, string> }) =>
      t.request('POST', '/api/users/me/avatar', { as: member, ...body });
    const picture = await png();
    const cases = {
      'no part at all': send(multipart([])),
      'a file under another name': send(
        multipart([{ name: 'photo', filename: 'me.png', contentType: 'image/png', content: picture }]),
      ),
      'a text field instead of a file': send(multipart([{ name: 'avatar', content: 'me.png' }])),
      'a JSON body': send({ payload: { avatar: picture.toString('base64') } }),
    };
    for (const [label, sending] of Object.entries(cases)) {
      const response = await sending;
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toMatchObject({ message: MESSAGES.avatarRequired, code: 'avatarRequired' });
    }
    expect(await avatarOf(member)).toBeNull();
  });

  it('is only for a signed-in member', async () => {
    expectRefusal(
      await upload(undefined, { filename: 'me.png', contentType: 'image/png', content: await png() }),
      401,
      'unauthenticated',
    );
    expectRefusal(await t.request('DELETE', '/api/users/me/avatar'), 401, 'unauthenticated');
  });
});

describe("a member's picture", () => {
  it('shows on their session and public profile, and once removed is gone from both and from its address', async () => {
    const [member, viewer] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const avatar = await uploadPicture(member, await png());
    expect(await avatarOf(member)).toBe(avatar);
    const profile = (await t.request('GET', `/api/users/${member.user.id}`, { as: viewer })).json<UserProfile>();
    expect(profile.user.avatar).toBe(avatar);

    const removed = await t.request('DELETE', '/api/users/me/avatar', { as: member });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ avatar: null });
    expect(await avatarOf(member)).toBeNull();
    expect((await t.request('GET', `/api/users/${member.user.id}`)).json<UserProfile>().user.avatar).toBeNull();
    expect((await t.request('GET', avatar)).statusCode).toBe(404);
  });
});

describe('pictures while the server is busy with others', () => {
  it('answers 503 with Retry-After once every upload place is taken, and takes the picture once one is free', async () => {
    const member = await registerMember(t.app);
    // Every place taken, as by uploads still sending their bodies or waiting for their decode.
    const places = Array.from({ length: IMAGE_UPLOADS_AT_ONCE }, () => t.app.ctx.imageWork.admit());
    expect(places.every(Boolean)).toBe(true);

    const refused = await upload(member, { filename: 'me.png', contentType: 'image/png', content: await png() });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(IMAGE_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ message: MESSAGES.picturesBusy, code: 'picturesBusy' });
    expect(await avatarOf(member)).toBeNull();

    places[0]?.();
    const avatar = await uploadPicture(member, await png());
    expect(await avatarOf(member)).toBe(avatar);
    // The upload gave its place back: the one freed above is free again.
    expect(t.app.ctx.imageWork.load()).toEqual({ admitted: IMAGE_UPLOADS_AT_ONCE - 1, decoding: 0 });
    for (const release of places) release?.();
  });
});
