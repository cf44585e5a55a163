/**
 * Pictures and PDFs in a room's chat (issue 28): uploaded first, decided by their content, pictures re-encoded
 * without metadata; sent with a message; served only to the room's members (anyone else is told nothing exists).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_IMAGE_MAX_PX,
  CHAT_THUMBNAIL_PX,
  type ChatMessage,
  MESSAGES,
} from '@skillsync/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOADS_AT_ONCE } from '../../lib/image-work.ts';
import { buildProjectTeam, buildTeam } from '../../test/builders.ts';
import { chatFileCalls, pdf, photoWithExif, projectRoom } from '../../test/chat-files.ts';
import { expectFieldError, expectRefusal } from '../../test/expectations.ts';
import { multipart } from '../../test/multipart.ts';
import { history, projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';
import { UNSENT_UPLOADS_MAX } from './attachments.service.ts';

const MODERATOR = 'attachments.moderator@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });

const { uploadTo, uploaded, get, exportedFilesOf } = chatFileCalls(t);

describe('uploading a file to a room', () => {
  it('re-encodes a picture upright inside the size limit, without its location or camera, with a thumbnail', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const attachment = await uploaded(projectRoom(project._id), member, {
      filename: 'holiday.jpeg',
      contentType: 'image/jpeg',
      content: photo,
    });
    expect(attachment).toMatchObject({
      kind: 'image',
      name: 'holiday.jpg',
      width: CHAT_IMAGE_MAX_PX,
      height: Math.round((CHAT_IMAGE_MAX_PX * 2000) / 3000),
      url: `/api/chat/attachments/${attachment._id}`,
      thumbnailUrl: `/api/chat/attachments/${attachment._id}/thumbnail`,
    });

    const message = await sendOverHttp(t.app, projectChat(project._id), member, {
      content: 'The site on Monday',
      attachmentIds: [attachment._id],
      clientId: randomUUID(),
    });
    expect(message.attachments).toEqual([attachment]);

    const image = await get(attachment.url, owner);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-disposition': `inline; filename="holiday.jpg"; filename*=UTF-8''holiday.jpg`,
    });
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: attachment.width, height: attachment.height });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(image.rawPayload.includes('SkillSync test photographer')).toBe(false);
    expect(image.rawPayload.length).toBe(attachment.size);

    const thumbnail = await get(`${attachment.url}/thumbnail`, owner);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(small).toMatchObject({ format: 'jpeg', width: CHAT_THUMBNAIL_PX });
    expect(small.height).toBeLessThanOrEqual(CHAT_THUMBNAIL_PX);
    expect(small.exif).toBeUndefined();

    // The bytes of an id never change: the ETag revalidates them.
    const etag = String(image.headers.etag);
    const revalidated = await get(attachment.url, owner, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('keeps a picture with transparency as PNG, goes by content not name, and keeps a small picture small', async () => {
    const { project, member } = await buildProjectTeam(t.app);
    const logo = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#2f855a80' } })
      .webp()
      .toBuffer();
    const transparent = await uploaded(projectRoom(project._id), member, {
      filename: 'team logo.webp',
      contentType: 'application/octet-stream',
      content: logo,
    });
    expect(transparent).toMatchObject({ kind: 'image', name: 'team logo.png', width: 200, height: 100 });
    await sendOverHttp(t.app, projectChat(project._id), member, { attachmentIds: [transparent._id] });
    const png = await get(transparent.url, member);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });

    const opaque = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const renamed = await uploaded(projectRoom(project._id), member, {
      filename: '../../etc/notes.txt',
      contentType: 'text/plain',
      content: opaque,
    });
    expect(renamed).toMatchObject({ kind: 'image', name: 'notes.jpg', width: 60, height: 40 });

    // A phone's photo taken sideways (EXIF orientation 6) is stored upright, without the orientation tag.
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await uploaded(projectRoom(project._id), member, {
      filename: 'IMG_2041.JPG',
      contentType: 'image/jpeg',
      content: sideways,
    });
    expect(upright).toMatchObject({ name: 'IMG_2041.jpg', width: 200, height: 300 });
  });

  it('keeps a PDF as it came and offers it as a download, with no thumbnail', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    const content = pdf();
    const attachment = await uploaded(projectRoom(project._id), member, {
      filename: 'Minutes — सोमवार.pdf',
      contentType: 'application/pdf',
      content,
    });
    expect(attachment).toMatchObject({
      kind: 'pdf',
      name: 'Minutes — सोमवार.pdf',
      size: content.length,
      width: null,
      height: null,
      thumbnailUrl: null,
    });
    await sendOverHttp(t.app, projectChat(project._id), member, { attachmentIds: [attachment._id] });
    const file = await get(attachment.url, owner);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Minutes _ ______.pdf"; filename*=UTF-8''${encodeURIComponent('Minutes — सोमवार.pdf')}`,
    );
    expectRefusal(await get(`${attachment.url}/thumbnail`, owner), 404, 'attachmentNotFound');
  });

  it('refuses a text, an SVG and an upload with no file, whatever their names say', async () => {
    const { project, member } = await buildProjectTeam(t.app);
    const room = projectRoom(project._id);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const file of [
      { filename: 'photo.jpg', contentType: 'image/jpeg', content: 'Dear team, this is not a picture at all.' },
      { filename: 'logo.svg', contentType: 'image/svg+xml', content: svg },
      { filename: 'report.pdf', contentType: 'application/pdf', content: `  ${pdf().toString()}` },
    ]) {
      expectFieldError(await uploadTo(room, member, file), 'file', 'attachmentKindRefused');
    }
    const noFile = await t.request('POST', `${room}/attachments`, {
      as: member,
      ...multipart([{ name: 'file', content: 'photo.jpg' }]),
    });
    expectFieldError(noFile, 'file', 'attachmentRequired');
    expectFieldError(
      await t.request('POST', `${room}/attachments`, { as: member, payload: { file: 'x' } }),
      'file',
      'attachmentRequired',
    );
    expect(await exportedFilesOf(member)).toEqual([]);
  });

  it('takes a file of exactly 10 MB and refuses one byte more with 413, storing nothing', async () => {
    const { project, member } = await buildProjectTeam(t.app);
    const room = projectRoom(project._id);
    const largest = Buffer.concat([pdf(), randomBytes(CHAT_ATTACHMENT_MAX_BYTES - pdf().length)]);
    expect(
      (await uploaded(room, member, { filename: 'scan.pdf', contentType: 'application/pdf', content: largest })).size,
    ).toBe(CHAT_ATTACHMENT_MAX_BYTES);
    const tooLarge = await uploadTo(room, member, {
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      content: Buffer.concat([largest, Buffer.from('x')]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      message: MESSAGES.attachmentTooLarge,
      code: 'attachmentTooLarge',
      errors: [{ param: 'file', msg: MESSAGES.attachmentTooLarge, code: 'attachmentTooLarge' }],
    });
    expect(await exportedFilesOf(member)).toHaveLength(1);
  });

  it('is only for the room’s members', async () => {
    const { project, stranger, requester } = await buildProjectTeam(t.app);
    const file = { filename: 'a.pdf', contentType: 'application/pdf', content: pdf() };
    expectRefusal(await uploadTo(projectRoom(project._id), undefined, file), 401, 'unauthenticated');
    for (const outsider of [stranger, requester]) {
      expect((await uploadTo(projectRoom(project._id), outsider, file)).statusCode).toBe(403);
      expect(await exportedFilesOf(outsider)).toEqual([]);
    }
    const team = await buildTeam(t.app);
    expect((await uploadTo(`/api/collaborations/${team.problem._id}`, team.stranger, file)).statusCode).toBe(403);
    expect((await uploaded(`/api/collaborations/${team.problem._id}`, team.collaborator, file)).kind).toBe('pdf');
  });

  it('answers 503 once every upload place is taken, and holds at most 20 unsent uploads a member', async () => {
    const { project, member } = await buildProjectTeam(t.app);
    const room = projectRoom(project._id);
    const file = { filename: 'a.pdf', contentType: 'application/pdf', content: pdf() };
    const places = Array.from({ length: IMAGE_UPLOADS_AT_ONCE }, () => t.app.ctx.imageWork.admit());
    const busy = await uploadTo(room, member, file);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'uploadsBusy' });
    for (const release of places) release?.();

    for (let n = 0; n < UNSENT_UPLOADS_MAX; n += 1) await uploaded(room, member, file);
    expectRefusal(await uploadTo(room, member, file), 429, 'tooManyUnsentUploads');
  });
});

describe('sending uploads with a message', () => {
  it('attaches only the sender’s own unsent uploads to this room; otherwise nothing is stored', async () => {
    const { project, owner, member } = await buildProjectTeam(t.app);
    const other = await buildProjectTeam(t.app, {});
    const file = { filename: 'a.pdf', contentType: 'application/pdf', content: pdf() };
    const mine = await uploaded(projectRoom(project._id), member, file);
    const owners = await uploaded(projectRoom(project._id), owner, file);
    const elsewhere = await uploaded(projectRoom(other.project._id), other.member, file);
    const url = projectChat(project._id);

    for (const ids of [[owners._id], [mine._id, elsewhere._id], [randomUUID()]]) {
      const refused = await t.request('POST', url, {
        as: member,
        payload: { content: 'Here it is', attachmentIds: ids, clientId: randomUUID() },
      });
      expectFieldError(refused, 'attachmentIds', 'attachmentsNotSendable');
    }
    expect(await history(t.app, url, owner)).toEqual([]);

    // A resend (same client id) answers the stored message: its uploads are already this very message's.
    const payload = { content: 'Here it is', attachmentIds: [mine._id], clientId: randomUUID() };
    const sent = await sendOverHttp(t.app, url, member, payload);
    const resent = await t.request('POST', url, { as: member, payload });
    expect(resent.statusCode).toBe(200);
    expect(resent.json<ChatMessage>()).toMatchObject({ _id: sent._id, attachments: [mine] });

    // Sent once, an upload cannot be sent again with another message.
    const again = await t.request('POST', url, {
      as: member,
      payload: { content: 'Once more', attachmentIds: [mine._id], clientId: randomUUID() },
    });
    expectFieldError(again, 'attachmentIds', 'attachmentsNotSendable');
    expect((await history(t.app, url, owner)).map((message) => message._id)).toEqual([sent._id]);
  });
});
