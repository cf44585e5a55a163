import { RESET_TOKEN_TTL_MS } from '@skillsync/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postProblem, registerMember } from '../../test/builders.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runHousekeeping } from './housekeeping.service.ts';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ smtpUrl: mailbox.url });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

it('clears expired sessions, dead reset links and old view records, and nothing that still works', async () => {
  // 20:00 UTC: the jump below lands two UTC days later, whatever the real time of day.
  t.advanceClockToNext(20, 0);
  const author = await registerMember(t.app);
  const problem = await postProblem(t.app, author);
  await t.app.inject({ method: 'GET', url: `/api/problems/${problem._id}` });
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: author.user.email } });
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  // Only the remembered session outlives the day and a half the clock is about to jump.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: author.user.email, password: author.password, rememberMe: true },
  });
  t.advanceClock(36 * 60 * 60 * 1000);

  const removed = await runHousekeeping(t.app.ctx);
  expect(removed).toMatchObject({ resetTokens: 1, problemViews: 1 });
  expect(removed.sessions).toBeGreaterThanOrEqual(1);

  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${login.json().token}` },
  });
  expect(me.statusCode).toBe(200);
  const views = (await t.app.inject({ method: 'GET', url: `/api/problems/${problem._id}` })).json().views;
  expect(views).toBe(2);
});
