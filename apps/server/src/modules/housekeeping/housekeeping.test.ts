import { GRIEVANCE_CONFIRM_TTL_MS, RESET_TOKEN_TTL_MS } from '@skillsync/shared';
import { expect, it } from 'vitest';
import { postProblem, registerMember, signInAgain } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeProblemViews } from '../problems/problem-views.ts';
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
  // Views are written together within a second; this one now.
  await writeProblemViews(t.app.ctx);
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

it('drops notifications read 90 days ago and activity 180 days old, and keeps what is unread or recent', async () => {
  const author = await registerMember(t.app);
  const fan = await registerMember(t.app);
  const problem = await postProblem(t.app, author);
  await t.request('POST', `/api/problems/${problem._id}/support`, { headers: fan.auth });
  const unread = () => t.request('GET', '/api/notifications/unread', { headers: author.auth });
  // Two unread: the first problem (an achievement) and the support. Read the support's.
  const list = (await t.request('GET', '/api/notifications', { headers: author.auth })).json();
  await t.request('POST', `/api/notifications/${list.notifications[0]._id}/read`, { headers: author.auth });
  expect((await unread()).json()).toEqual({ unread: 1 });

  t.advanceClock(181 * 24 * 60 * 60 * 1000);
  const removed = await runHousekeeping(t.app.ctx);
  // Counted over the whole database (other tests' rows too): at least this member's.
  expect(removed.readNotifications).toBeGreaterThanOrEqual(1);
  expect(removed.activities).toBeGreaterThanOrEqual(1);
  // The unread one stays: the member has not seen it yet; the read one is gone.
  const back = await signInAgain(t.app, author);
  const left = (await t.request('GET', '/api/notifications', { headers: back.auth })).json();
  expect(left.notifications.map((entry: { read: boolean }) => entry.read)).toEqual([false]);
});

it('forgets a visitor’s complaint whose confirmation link expired unopened, and keeps the confirmed ones', async () => {
  const complaint = (email: string) => ({ name: 'Kavya Rao', email, about: 'A copied profile', details: 'My photos.' });
  await t.request('POST', '/api/grievances', { payload: complaint('never.confirmed@example.in') });
  await t.request('POST', '/api/grievances', { payload: complaint('confirmed@example.in') });
  await t.settle();
  const token = /confirm=([\w-]+)/.exec(mailbox.readMailTo('confirmed@example.in').text)?.[1] ?? '';
  expect((await t.request('POST', '/api/grievances/confirm', { payload: { token } })).statusCode).toBe(200);
  expect((await runHousekeeping(t.app.ctx)).unconfirmedGrievances).toBe(0);
  t.advanceClock(GRIEVANCE_CONFIRM_TTL_MS + 60_000);
  expect((await runHousekeeping(t.app.ctx)).unconfirmedGrievances).toBe(1);
});
