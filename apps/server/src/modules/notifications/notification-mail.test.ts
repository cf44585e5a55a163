import {
  EMAILED_BY_DEFAULT,
  MESSAGES,
  type NotificationList,
  type NotificationSettings,
  PUSHED_BY_DEFAULT,
} from '@skillsync/shared';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
const build = buildersFor(t);

/** What the member's mailbox holds once every e-mail owed is queued and delivered. */
async function mailsTo(member: TestMember) {
  await t.app.ctx.background.idle();
  return mailbox.mailsTo(member.user.email);
}
/** A header as it was written, unfolded (mailparser reads List-* headers into its own shape). */
const headerOf = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? '').replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
const settingsOf = async (member: TestMember) =>
  (await t.request('GET', '/api/notifications/settings', { as: member })).json<NotificationSettings>();
const setChannels = (member: TestMember, channels: object) =>
  t.request('PUT', '/api/notifications/settings', { as: member, payload: { channels } });
const collaborate = (problemId: string, member: TestMember) =>
  t.request('POST', `/api/problems/${problemId}/collaborate`, { as: member, payload: { proposedRole: 'Developer' } });

describe('notification e-mails', () => {
  it('mails a request at once, in the member’s language, as text and HTML with a one-click unsubscribe', async () => {
    const author = await build.registerMember({ name: 'Kavya Menon' });
    await t.request('PUT', '/api/users/me/language', { as: author, payload: { language: 'hi' } });
    const problem = await build.postProblem(author, { title: 'Ration shops in Madurai run out early' });
    const helper = await build.registerMember({ name: 'Rohit Verma' });
    expect((await collaborate(problem._id, helper)).statusCode).toBe(201);

    const [mail, ...more] = await mailsTo(author);
    // Posting a first problem (an achievement) is news in the app, not by e-mail.
    expect(more).toEqual([]);
    const parsed = await mailbox.parseMailTo(author.user.email);
    expect(parsed.subject).toBe('कोई आपकी समस्या पर साथ काम करना चाहता है');
    expect(parsed.text).toContain('Rohit Verma आपकी समस्या पर साथ काम करना चाहते हैं');
    expect(parsed.text).toContain('"Ration shops in Madurai run out early"');
    expect(parsed.text).toContain(`${t.app.ctx.config.appUrl}/collaboration-requests`);
    expect(parsed.html).toContain('<strong>&#34;Ration shops in Madurai run out early&#34;</strong>');
    expect(headerOf(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /<(https?:[^>]+)>/.exec(headerOf(parsed, 'list-unsubscribe'))?.[1] ?? '';
    expect(link).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(mail?.raw).toBeTruthy();

    // The mail program's one-click POST, without a session: those e-mails stop, the others stay.
    const token = new URL(link).searchParams.get('token') ?? '';
    const clicked = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ kind: 'collaboration-requested', message: MESSAGES.unsubscribed });
    const settings = await settingsOf(author);
    // Its pushes stay as they were.
    expect(settings.channels['collaboration-requested']).toEqual({ inApp: true, email: false, push: true });
    expect(settings.channels['join-requested']).toEqual({ inApp: true, email: true, push: true });

    await collaborate(problem._id, await build.registerMember());
    expect(await mailsTo(author)).toHaveLength(1);
  });

  it('refuses a token that was tampered with or made for another member or kind, changing nothing', async () => {
    const [author, other] = await Promise.all([build.registerMember(), build.registerMember()]);
    const problem = await build.postProblem(author);
    await collaborate(problem._id, other);
    await mailsTo(author);
    const parsed = await mailbox.parseMailTo(author.user.email);
    const link = /<(https?:[^>]+)>/.exec(headerOf(parsed, 'list-unsubscribe'))?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const [payload, mac] = token.split('.');
    const forged = [
      `${Buffer.from(`${other.user.id} collaboration-requested`).toString('base64url')}.${mac}`,
      `${Buffer.from(`${author.user.id} join-requested`).toString('base64url')}.${mac}`,
      `${payload}.${mac?.slice(0, -2)}xx`,
      'nonsense',
    ];
    for (const bad of forged) {
      const response = await t.request('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.unsubscribeLinkInvalid });
    }
    expect((await settingsOf(author)).channels['collaboration-requested'].email).toBe(true);
    expect((await settingsOf(other)).channels['collaboration-requested'].email).toBe(true);
    // A person's click (a GET) is sent to the page that asks them first.
    const opened = await t.request('GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('follows the member’s settings: e-mail only for what they chose, the app only for what they kept', async () => {
    const member = await build.registerMember();
    const defaults = await settingsOf(member);
    for (const [kind, channels] of Object.entries(defaults.channels)) {
      expect(channels, kind).toEqual({
        inApp: true,
        email: EMAILED_BY_DEFAULT.includes(kind as never),
        push: PUSHED_BY_DEFAULT.includes(kind as never),
      });
    }
    const saved = await setChannels(member, {
      'problem-supported': { inApp: false, email: true, push: false },
      'collaboration-requested': { inApp: false, email: false, push: false },
    });
    expect(saved.statusCode).toBe(200);
    const problem = await build.postProblem(member);
    const fan = await build.registerMember();
    await t.request('POST', `/api/problems/${problem._id}/support`, { as: fan });
    await collaborate(problem._id, fan);
    const list = (await t.request('GET', '/api/notifications', { as: member })).json<NotificationList>();
    expect(list.notifications.map((entry) => entry.kind)).toEqual(['achievement-earned']);
    const mails = await mailsTo(member);
    expect(mails).toHaveLength(1);
    expect((await mailbox.parseMailTo(member.user.email)).subject).toBe('Your problem has new support');
    const refused = await setChannels(member, { 'no-such-kind': { inApp: true, email: true, push: true } });
    expect(refused.statusCode).toBe(400);
  });
});
