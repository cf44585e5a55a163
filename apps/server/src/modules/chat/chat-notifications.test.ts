import { CHAT_MAIL_DELAY_MS, CHAT_MAIL_INTERVAL_MS, type NotificationList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sendNotificationMails } from '../notifications/notification-mail.service.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
const build = buildersFor(t);

const say = (projectId: string, member: TestMember, content: string) =>
  t.request('POST', `/api/projects/${projectId}/messages`, { as: member, payload: { content } });
const chatNotices = async (member: TestMember) =>
  (await t.request('GET', '/api/notifications', { as: member }))
    .json<NotificationList>()
    .notifications.filter((entry) => entry.kind.startsWith('chat-'));
/** The chat e-mails to the member (being accepted onto the team was e-mailed too). */
const mailsTo = (member: TestMember) =>
  mailbox.mails.filter((mail) => mail.to.includes(member.user.email) && mail.raw.includes('team chat'));
/** Time passes, and the e-mail job looks, as its timer would. */
async function wait(ms: number) {
  t.advanceClock(ms);
  await sendNotificationMails(t.app.ctx);
  await t.settle();
}

describe('team chat notifications', () => {
  it('tell a mentioned teammate, and one away of the room’s unread messages once, read when they open the chat', async () => {
    const owner = await build.registerMember({ name: 'Kavya Menon' });
    const project = await build.postProject(owner);
    const [asha, ravi] = await Promise.all([
      build.registerMember({ name: 'Asha Rao' }),
      build.registerMember({ name: 'Ravi Kumar' }),
    ]);
    for (const member of [asha, ravi]) await build.joinTeam(owner, member, project._id);

    const asked = await say(project._id, owner, 'Can @asha rao draw the chart?');
    expect(asked.statusCode).toBe(201);
    await say(project._id, owner, 'And one more thing');
    expect((await chatNotices(asha)).map((entry) => [entry.kind, entry.detail])).toEqual([
      ['chat-unread', {}],
      ['chat-mention', { title: 'Can @asha rao draw the chart?', messageId: asked.json<{ _id: string }>()._id }],
    ]);
    // Ravi was away for both messages: one entry for the room.
    expect((await chatNotices(ravi)).map((entry) => entry.kind)).toEqual(['chat-unread']);
    expect(await chatNotices(owner)).toEqual([]);
    // A longer name is somebody else: '@kavya menonx' does not mention Kavya Menon.
    await say(project._id, asha, 'Ask @kavya menonx, not me');
    expect((await chatNotices(owner)).map((entry) => entry.kind)).not.toContain('chat-mention');

    // Opening the chat reads them.
    await t.request('GET', `/api/projects/${project._id}/messages`, { as: ravi });
    expect((await chatNotices(ravi)).map((entry) => entry.read)).toEqual([true]);
  });

  it('e-mails a chat only once it has stayed unread 15 minutes, at most once a room an hour, never once read', async () => {
    const owner = await build.registerMember();
    const project = await build.postProject(owner);
    const [reader, away] = await Promise.all([build.registerMember(), build.registerMember()]);
    for (const member of [reader, away]) await build.joinTeam(owner, member, project._id);
    await say(project._id, owner, 'First message');

    await wait(CHAT_MAIL_DELAY_MS - 60_000);
    expect(mailsTo(away)).toHaveLength(0);
    // The reader opens the chat in time: no e-mail for them.
    await t.request('GET', `/api/projects/${project._id}/messages`, { as: await build.signInAgain(reader) });
    await wait(2 * 60_000);
    expect(mailsTo(away)).toHaveLength(1);
    expect(mailsTo(reader)).toHaveLength(0);

    // More messages within the hour: the room's e-mail waits for the hour to pass.
    const talker = await build.signInAgain(owner);
    await say(project._id, talker, 'Second message');
    await wait(CHAT_MAIL_DELAY_MS + 60_000);
    expect(mailsTo(away)).toHaveLength(1);
    await wait(CHAT_MAIL_INTERVAL_MS);
    expect(mailsTo(away)).toHaveLength(2);
  });

  it('quote a mention as its message now is: edited, or nothing once deleted, in the bell and the e-mail', async () => {
    const owner = await build.registerMember({ name: 'Meera Iyer' });
    const project = await build.postProject(owner);
    const nikhil = await build.registerMember({ name: 'Nikhil Das' });
    await build.joinTeam(owner, nikhil, project._id);
    const quoteOf = async () => (await chatNotices(nikhil)).find((entry) => entry.kind === 'chat-mention')?.detail;

    const said = (await say(project._id, owner, '@nikhil das my OTP is 4411, log in for me')).json<{ _id: string }>();
    const edit = (content: string) =>
      t.request('PATCH', `/api/chat/messages/${said._id}`, { as: owner, payload: { content } });
    expect((await edit('@nikhil das please log in and check the build')).statusCode).toBe(200);
    expect((await quoteOf())?.title).toBe('@nikhil das please log in and check the build');
    expect((await t.request('DELETE', `/api/chat/messages/${said._id}`, { as: owner })).statusCode).toBe(200);
    expect(await quoteOf()).toEqual({ messageId: said._id });

    // The e-mail that was waiting goes without the words taken back.
    await wait(CHAT_MAIL_DELAY_MS + 60_000);
    const [mail] = mailsTo(nikhil);
    expect(mail?.raw).toContain('mentioned you in the team chat');
    expect(mail?.raw).not.toContain('4411');
    expect(mail?.raw).not.toContain('check the build');
  });
});
