import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sendDueDigests } from './digest.service.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
const build = buildersFor(t);

/** Every mail to the member: nothing else these members do is e-mailed. */
const digestsTo = (member: TestMember) => mailbox.mailsTo(member.user.email);
/** 9:00 India time (03:30 UTC) passes, and the digest job looks, as its timer would. */
async function passNineInIndia() {
  // A few minutes on first: a test that began just before 9:01 would otherwise land on it before its members joined.
  t.advanceClock(5 * 60_000);
  t.advanceClockToNext(3, 31);
  await sendDueDigests(t.app.ctx);
  await t.settle();
}

describe('the digest', () => {
  it('goes out after 9:00 India time with what followed members did, once, and not to one with nothing new', async () => {
    const [reader, idle, maker] = await Promise.all([
      build.registerMember(),
      build.registerMember(),
      build.registerMember({ name: 'Lakshmi Narayan' }),
    ]);
    await t.request('PUT', '/api/users/me/language', { as: reader, payload: { language: 'hi' } });
    for (const member of [reader, idle]) {
      const chosen = await t.request('PUT', '/api/notifications/settings', {
        as: member,
        payload: { digest: 'daily' },
      });
      expect(chosen.json()).toMatchObject({ digest: 'daily' });
    }
    await t.request('PUT', `/api/follows/user/${maker.user.id}`, { as: reader });
    await build.postProblem(maker, { title: 'Street vendors in Indore lose stock to rain' });

    await passNineInIndia();
    const [digest, ...more] = digestsTo(reader);
    expect(more).toEqual([]);
    expect(digestsTo(idle)).toEqual([]);
    const parsed = await mailbox.parseMailTo(reader.user.email);
    expect(parsed.subject).toBe('आपका SkillSync सारांश');
    expect(parsed.text).toContain('Lakshmi Narayan ने एक समस्या पोस्ट की: "Street vendors in Indore lose stock to rain"');
    expect(digest?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Looking again the same day sends nothing more.
    await sendDueDigests(t.app.ctx);
    await t.settle();
    expect(digestsTo(reader)).toHaveLength(1);

    // The digest's own unsubscribe link turns the digest off.
    const token = /unsubscribe\?token=([\w.-]+)/.exec(parsed.text ?? '')?.[1] ?? '';
    const stopped = await t.request('POST', `/api/notifications/unsubscribe?token=${token}`);
    expect(stopped.json()).toMatchObject({ kind: 'digest' });
    const reread = await t.request('GET', '/api/notifications/settings', { as: await build.signInAgain(reader) });
    expect(reread.json()).toMatchObject({ digest: 'off' });
  });

  it('waits for the end of the member’s quiet hours when 9:00 falls inside them', async () => {
    const [reader, maker] = await Promise.all([build.registerMember(), build.registerMember()]);
    await t.request('PUT', '/api/notifications/settings', {
      as: reader,
      payload: { digest: 'daily', quietHours: { from: 8, until: 10 } },
    });
    await t.request('PUT', `/api/follows/user/${maker.user.id}`, { as: reader });
    // The test clock stands still: the post comes a minute after the reader joined, as it would.
    t.advanceClock(60_000);
    await build.postProblem(maker);

    await passNineInIndia();
    expect(digestsTo(reader)).toEqual([]);
    // 10:01 India time: the quiet is over, and the digest goes.
    t.advanceClock(60 * 60 * 1000);
    await sendDueDigests(t.app.ctx);
    await t.settle();
    expect(digestsTo(reader)).toHaveLength(1);
  });
});
