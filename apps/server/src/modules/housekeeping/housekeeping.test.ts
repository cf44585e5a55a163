import { RESET_TOKEN_TTL_MS } from '@skillsync/shared';
import { expect, it } from 'vitest';
import { postProblem, registerMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { runHousekeeping } from './housekeeping.service.ts';

// The mailbox starts before the app, which is told its address, and closes after it.
const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));

it('clears expired sessions, dead reset links and old view records, and nothing that still works', async () => {
  // 20:00 UTC: the jump below lands two UTC days later, whatever the real time of day.
  t.advanceClockToNext(20, 0);
  const author = await registerMember(t.app);
  const problem = await postProblem(t.app, author);
  await t.request('GET', `/api/problems/${problem._id}`);
  await t.request('POST', '/api/auth/forgot-password', { payload: { email: author.user.email } });
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  // Only the remembered session outlives the day and a half the clock is about to jump.
  const login = await t.request('POST', '/api/auth/login', {
    payload: { email: author.user.email, password: author.password, rememberMe: true },
  });
  t.advanceClock(36 * 60 * 60 * 1000);

  const removed = await runHousekeeping(t.app.ctx);
  expect(removed).toMatchObject({ resetTokens: 1, problemViews: 1 });
  expect(removed.sessions).toBeGreaterThanOrEqual(1);

  const me = await t.request('GET', '/api/auth/me', { headers: { authorization: `Bearer ${login.json().token}` } });
  expect(me.statusCode).toBe(200);
  const views = (await t.request('GET', `/api/problems/${problem._id}`)).json().views;
  expect(views).toBe(2);
});
