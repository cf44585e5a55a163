import { CHAT_MAIL_DELAY_MS, CHAT_MAIL_INTERVAL_MS, type NotificationList } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { conversationCalls } from '../../test/conversation-calls.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sendNotificationMails } from '../notifications/notification-mail.service.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
const build = buildersFor(t);
const talk = conversationCalls(t);

const directNotices = async (member: TestMember) =>
  (await t.request('GET', '/api/notifications', { as: member }))
    .json<NotificationList>()
    .notifications.filter((entry) => entry.kind === 'direct-message' || entry.kind === 'message-request');
/** The mails to the member that lead to this conversation. */
const mailsAbout = (member: TestMember, conversationId: string) =>
  mailbox.mails.filter(
    (mail) =>
      mail.to.includes(member.user.email) && mail.raw.replace(/=\r?\n/g, '').includes(`/messages/${conversationId}`),
  );
/** Time passes, and the e-mail job looks, as its timer would. */
async function wait(ms: number) {
  t.advanceClock(ms);
  await sendNotificationMails(t.app.ctx);
  await t.settle();
}

describe('direct conversation notifications', () => {
  it('tell the other of a request at once, in the bell and by e-mail, and read it when they open it', async () => {
    const [asking, asked] = await Promise.all([
      build.registerMember({ name: 'Asha Rao' }),
      build.registerMember({ name: 'Ravi Kumar' }),
    ]);
    const { _id: id } = await talk.started(asking, asked);
    await talk.say(asking, id, 'Hello Ravi, can we talk about your project?');
    await t.settle();
    expect(await directNotices(asked)).toEqual([
      expect.objectContaining({
        kind: 'message-request',
        actor: expect.objectContaining({ _id: asking.user.id, name: 'Asha Rao' }),
        detail: { conversationId: id },
        subject: null,
        read: false,
      }),
    ]);
    expect(mailsAbout(asked, id)).toHaveLength(1);
    expect(await mailbox.parseMailTo(asked.user.email)).toMatchObject({
      subject: 'A member would like to message you',
      text: expect.stringContaining('Asha Rao sent you a message request. Accept it to reply.'),
    });
    // The starter hears of nothing they did.
    expect(await directNotices(asking)).toEqual([]);

    await talk.history(asked, id);
    expect((await directNotices(asked)).map((entry) => entry.read)).toEqual([true]);
  });

  it('tell an away member of an open conversation’s messages in one entry, e-mailed once unread 15 minutes', async () => {
    const team = await build.buildProjectTeam();
    const { _id: id } = await talk.started(team.owner, team.member);
    await talk.say(team.owner, id);
    await talk.say(team.owner, id);
    expect(await directNotices(team.member)).toEqual([
      expect.objectContaining({ kind: 'direct-message', othersCount: 0, detail: { conversationId: id }, read: false }),
    ]);
    await wait(CHAT_MAIL_DELAY_MS - 60_000);
    expect(mailsAbout(team.member, id)).toHaveLength(0);
    await wait(2 * 60_000);
    expect(mailsAbout(team.member, id)).toHaveLength(1);
    expect((await mailbox.parseMailTo(team.member.user.email)).subject).toBe('Unread messages in a conversation');

    // Read in time, the next one owes no e-mail; a conversation is mailed at most once an hour anyway.
    const owner = await build.signInAgain(team.owner);
    const member = await build.signInAgain(team.member);
    await talk.say(owner, id);
    await talk.history(member, id);
    await wait(CHAT_MAIL_DELAY_MS + CHAT_MAIL_INTERVAL_MS);
    expect(mailsAbout(team.member, id)).toHaveLength(1);
  });

  it('e-mail a member in their language', async () => {
    const team = await build.buildProjectTeam();
    const language = await t.request('PUT', '/api/users/me/language', { as: team.member, payload: { language: 'hi' } });
    expect(language.statusCode).toBe(200);
    const { _id: id } = await talk.started(team.owner, team.member);
    await talk.say(team.owner, id);
    await wait(CHAT_MAIL_DELAY_MS + 60_000);
    expect(mailsAbout(team.member, id)).toHaveLength(1);
    expect(await mailbox.parseMailTo(team.member.user.email)).toMatchObject({
      subject: 'बातचीत में अपठित संदेश',
      text: expect.stringContaining(`${team.owner.user.name} ने आपको संदेश भेजा`),
    });
  });

  it('say nothing of an ignored request, nor of an answer, to its starter', async () => {
    const [asking, asked] = await Promise.all([build.registerMember(), build.registerMember()]);
    const { _id: id } = await talk.started(asking, asked);
    await talk.say(asking, id);
    expect((await talk.ignore(asked, id)).statusCode).toBe(200);
    await t.settle();
    expect(await directNotices(asking)).toEqual([]);
    expect(mailbox.mailsTo(asking.user.email)).toEqual([]);
  });
});
