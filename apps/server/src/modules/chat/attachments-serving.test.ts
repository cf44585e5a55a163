/**
 * Serving a room's pictures and PDFs (issue 28): to the room's members only (anyone else is told nothing exists),
 * an upload not sent yet to its uploader alone, nothing of a deleted message, a removed one's to its sender; and
 * housekeeping letting go of uploads never sent.
 */
import { randomUUID } from 'node:crypto';
import type { ChatAttachment } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildProjectTeam, registerMember, signInAgain, type TestMember } from '../../test/builders.ts';
import { chatFileCalls, pdf, photoWithExif, projectRoom } from '../../test/chat-files.ts';
import { expectRefusal } from '../../test/expectations.ts';
import { history, projectChat, sendOverHttp } from '../../test/realtime-clients.ts';
import { useTestApp } from '../../test/test-app.ts';
import { runHousekeeping } from '../housekeeping/housekeeping.service.ts';

const MODERATOR = 'attachments.serving@example.in';
const t = useTestApp({ moderatorEmails: [MODERATOR] });
const { uploaded, get, exportedFilesOf } = chatFileCalls(t);

describe('serving a file', () => {
  /** A project team whose member sent a picture and a PDF, and uploaded one more file not sent yet. */
  async function teamWithFiles() {
    const team = await buildProjectTeam(t.app);
    const room = projectRoom(team.project._id);
    const picture = await uploaded(room, team.member, {
      filename: 'site.jpg',
      contentType: 'image/jpeg',
      content: await photoWithExif(400, 300),
    });
    const document = await uploaded(room, team.member, {
      filename: 'a.pdf',
      contentType: 'application/pdf',
      content: pdf(),
    });
    const unsent = await uploaded(room, team.member, {
      filename: 'b.pdf',
      contentType: 'application/pdf',
      content: pdf(),
    });
    const message = await sendOverHttp(t.app, projectChat(team.project._id), team.member, {
      content: 'Photos and minutes',
      attachmentIds: [picture._id, document._id],
      clientId: randomUUID(),
    });
    return { ...team, picture, document, unsent, message };
  }
  const urlsOf = (attachment: ChatAttachment) => [
    attachment.url,
    attachment.thumbnailUrl ?? `${attachment.url}/thumbnail`,
  ];

  it('shows a sent file to the room’s members and to nobody else, who is told it does not exist', async () => {
    const { owner, member, stranger, requester, picture, document } = await teamWithFiles();
    const otherTeam = await buildProjectTeam(t.app);
    for (const reader of [owner, member]) {
      expect((await get(picture.url, reader)).statusCode).toBe(200);
      expect((await get(`${picture.url}/thumbnail`, reader)).statusCode).toBe(200);
      expect((await get(document.url, reader)).statusCode).toBe(200);
    }
    for (const outsider of [stranger, requester, otherTeam.owner, otherTeam.member]) {
      for (const url of [...urlsOf(picture), document.url]) {
        expectRefusal(await get(url, outsider), 404, 'attachmentNotFound');
      }
    }
    // Anonymous callers are turned away before anything is looked up: the same answer for any id.
    expectRefusal(await get(picture.url), 401, 'unauthenticated');
    expectRefusal(await get(`/api/chat/attachments/${randomUUID()}`), 401, 'unauthenticated');
    expectRefusal(await get(`/api/chat/attachments/${randomUUID()}`, owner), 404, 'attachmentNotFound');
    expectRefusal(await get('/api/chat/attachments/not-an-id', owner), 404, 'attachmentNotFound');
  });

  it('shows an upload not sent yet to its uploader only, who alone may remove it before it is sent', async () => {
    const { owner, member, unsent, picture } = await teamWithFiles();
    expect((await get(unsent.url, member)).statusCode).toBe(200);
    expectRefusal(await get(unsent.url, owner), 404, 'attachmentNotFound');

    const remove = (id: string, as: TestMember) => t.request('DELETE', `/api/chat/attachments/${id}`, { as });
    expectRefusal(await remove(unsent._id, owner), 404, 'attachmentNotFound');
    expectRefusal(await remove(picture._id, member), 404, 'attachmentNotFound');
    expect((await remove(unsent._id, member)).statusCode).toBe(204);
    expectRefusal(await get(unsent.url, member), 404, 'attachmentNotFound');
    expect((await get(picture.url, member)).statusCode).toBe(200);
  });

  it('stops serving a member who left the team, and a deleted message’s files to anyone', async () => {
    const { project, owner, member, picture, document, message } = await teamWithFiles();
    const left = await t.request('DELETE', `/api/projects/${project._id}/members/${member.user.id}`, { as: member });
    expect(left.statusCode, left.body).toBe(200);
    expectRefusal(await get(picture.url, member), 404, 'attachmentNotFound');
    expect((await get(picture.url, owner)).statusCode).toBe(200);

    // The project's owner may delete any message of their room.
    const deleted = await t.request('DELETE', `/api/chat/messages/${message._id}`, { as: owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const url of [...urlsOf(picture), document.url]) {
      expectRefusal(await get(url, owner), 404, 'attachmentNotFound');
    }
    expect((await history(t.app, projectChat(project._id), owner))[0]).toMatchObject({
      deleted: true,
      attachments: [],
    });
  });

  it('shows a removed message’s files to its sender only', async () => {
    const { owner, member, picture, message } = await teamWithFiles();
    const moderator = await signInAgain(t.app, await registerMember(t.app, { email: MODERATOR }));
    const reported = await t.request('POST', '/api/reports', {
      as: owner,
      payload: { subjectType: 'message', subjectId: message._id, reason: 'harassment' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const hidden = await t.request('POST', `/api/moderation/cases/message/${message._id}/hide`, {
      as: moderator,
      payload: { note: 'Not for this team' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await get(picture.url, member)).statusCode).toBe(200);
    expectRefusal(await get(picture.url, owner), 404, 'attachmentNotFound');
  });

  it('lets housekeeping remove uploads never sent after a day, and keeps sent ones', async () => {
    const { member, picture, unsent } = await teamWithFiles();
    t.advanceClock(25 * 60 * 60 * 1000);
    const removed = await runHousekeeping(t.app.ctx);
    expect(removed.unsentAttachments).toBeGreaterThanOrEqual(1);
    const back = await signInAgain(t.app, member);
    expectRefusal(await get(unsent.url, back), 404, 'attachmentNotFound');
    expect((await get(picture.url, back)).statusCode).toBe(200);
    expect((await exportedFilesOf(back)).map((file) => file.name)).toEqual(['site.jpg', 'a.pdf']);
  });
});
