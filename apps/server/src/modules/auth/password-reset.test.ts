import { MESSAGES, RESET_TOKEN_TTL_MS } from '@skillsync/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PASSWORD, registerMember } from '../../test/builders.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findMailsTo } from '../mail/mail.repository.ts';
import { deliverDueMails, retryDelayMs } from '../mail/mail.service.ts';

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
beforeEach(() => mailbox.refuseNext(0));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

/** Asks for a link and returns the token of the mail that arrived. */
async function requestLink(email: string) {
  await post('/api/auth/forgot-password', { email });
  await t.settle();
  return mailbox.resetTokenFor(email);
}

it('answers the same whether or not the e-mail is registered, before any mail goes, and mails only a member', async () => {
  const member = await registerMember(t.app);
  const before = mailbox.mails.length;
  const known = await post('/api/auth/forgot-password', { email: member.user.email });
  const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.in' });
  expect(known.statusCode).toBe(200);
  expect(unknown.json()).toEqual(known.json());
  expect(known.body).not.toMatch(/reset-password\//);
  // The answer does not wait for the lookup or the mail, so its timing cannot tell a member from a stranger.
  expect(mailbox.mails.length).toBe(before);
  await t.settle();
  expect(mailbox.mails.length).toBe(before + 1);
});

it('sets the new password once, signs out every session and refuses the token a second time', async () => {
  const member = await registerMember(t.app);
  const otherSession = await post('/api/auth/login', { email: member.user.email, password: PASSWORD });
  const token = await requestLink(member.user.email);

  const reset = await post('/api/auth/reset-password', { token, password: 'fresh-pass' });
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ message: MESSAGES.resetSuccess });

  expect((await me(member.auth.authorization)).statusCode).toBe(401);
  expect((await me(`Bearer ${otherSession.json().token}`)).statusCode).toBe(401);
  expect((await post('/api/auth/login', { email: member.user.email, password: PASSWORD })).statusCode).toBe(401);
  expect((await post('/api/auth/login', { email: member.user.email, password: 'fresh-pass' })).statusCode).toBe(200);

  const again = await post('/api/auth/reset-password', { token, password: 'another-pass' });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ message: MESSAGES.resetTokenInvalid });
});

it('voids an older link when a newer one is issued', async () => {
  const member = await registerMember(t.app);
  const older = await requestLink(member.user.email);
  const newer = await requestLink(member.user.email);
  expect(newer).not.toBe(older);
  const withOlder = await post('/api/auth/reset-password', { token: older, password: 'older-pass' });
  expect(withOlder.json()).toEqual({ message: MESSAGES.resetTokenInvalid });
  expect((await post('/api/auth/reset-password', { token: newer, password: 'newer-pass' })).statusCode).toBe(200);
});

it('voids every other link once one is used', async () => {
  const member = await registerMember(t.app);
  const first = await requestLink(member.user.email);
  // Both links are live at once only if the member asks again between the two mails arriving: use the newer.
  const second = await requestLink(member.user.email);
  expect((await post('/api/auth/reset-password', { token: second, password: 'second-pass' })).statusCode).toBe(200);
  for (const token of [first, second]) {
    const response = await post('/api/auth/reset-password', { token, password: 'third-pass' });
    expect(response.statusCode).toBe(400);
  }
  expect((await post('/api/auth/login', { email: member.user.email, password: 'second-pass' })).statusCode).toBe(200);
});

it('refuses a token older than 30 minutes', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  const response = await post('/api/auth/reset-password', { token, password: 'fresh-pass' });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MESSAGES.resetTokenInvalid);
});

it('refuses a new password shorter than 6 characters', async () => {
  const response = await post('/api/auth/reset-password', { token: 'whatever', password: '12345' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([{ param: 'password', msg: MESSAGES.resetPasswordTooShort }]);
});

it('keeps no reset link in the outbox once the mail is delivered', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  const [mail] = await findMailsTo(t.app.ctx.db, member.user.email);
  expect(mail).toMatchObject({ body: null, sentAt: expect.any(Date) });
  expect(JSON.stringify(mail)).not.toContain(token);
});

it('retries a mail the SMTP server refused, with backoff, and then delivers it', async () => {
  const member = await registerMember(t.app);
  mailbox.refuseNext(2);
  const before = mailbox.mails.length;
  await post('/api/auth/forgot-password', { email: member.user.email });
  await t.settle();
  expect(mailbox.mails.length).toBe(before);
  const [waiting] = await findMailsTo(t.app.ctx.db, member.user.email);
  expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: '451' });

  // Not before its backoff has passed …
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  t.advanceClock(retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  expect((await findMailsTo(t.app.ctx.db, member.user.email))[0]).toMatchObject({ attempts: 2, sentAt: null });
  // … and the wait doubles.
  t.advanceClock(retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  t.advanceClock(retryDelayMs(2) - retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(1);
  expect(mailbox.mails.length).toBe(before + 1);
  const token = mailbox.resetTokenFor(member.user.email);
  expect((await post('/api/auth/reset-password', { token, password: 'late-pass' })).statusCode).toBe(200);
});

it('drops a mail whose link expired before the SMTP server took it', async () => {
  const member = await registerMember(t.app);
  mailbox.refuseNext(1);
  const before = mailbox.mails.length;
  await post('/api/auth/forgot-password', { email: member.user.email });
  await t.settle();
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  expect(mailbox.mails.length).toBe(before);
});
