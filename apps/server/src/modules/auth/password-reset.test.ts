import { MESSAGES, RESET_TOKEN_TTL_MS } from '@skillsync/shared';
import { beforeEach, expect, it } from 'vitest';
import { PASSWORD, registerMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findMailsTo } from '../mail/mail.repository.ts';
import { deliverDueMails, retryDelayMs } from '../mail/mail.service.ts';

// The mailbox starts before the app, which is told its address, and closes after it.
const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
beforeEach(() => mailbox.refuseNext(0));

const me = (authorization: string) => t.request('GET', '/api/auth/me', { headers: { authorization } });
const forgotPassword = (email: string) => t.request('POST', '/api/auth/forgot-password', { payload: { email } });
const resetPassword = (token: string, password: string) =>
  t.request('POST', '/api/auth/reset-password', { payload: { token, password } });
const checkLink = (token: string) => t.request('GET', `/api/auth/reset-password/${encodeURIComponent(token)}`);
const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { payload: { email, password } });

/** Asks for a link and returns the token of the mail that arrived. */
async function requestLink(email: string) {
  await forgotPassword(email);
  await t.settle();
  return mailbox.resetTokenFor(email);
}

it('answers the same whether or not the e-mail is registered, before any mail goes, and mails only a member', async () => {
  const member = await registerMember(t.app);
  const before = mailbox.mails.length;
  const known = await forgotPassword(member.user.email);
  const unknown = await forgotPassword('ghost@example.in');
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
  const otherSession = await login(member.user.email, PASSWORD);
  const token = await requestLink(member.user.email);

  const reset = await resetPassword(token, 'Fresh-pass1');
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ message: MESSAGES.resetSuccess });

  expect((await me(member.auth.authorization)).statusCode).toBe(401);
  expect((await me(`Bearer ${otherSession.json().token}`)).statusCode).toBe(401);
  expect((await login(member.user.email, PASSWORD)).statusCode).toBe(401);
  expect((await login(member.user.email, 'Fresh-pass1')).statusCode).toBe(200);

  const again = await resetPassword(token, 'Another-pass1');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ message: MESSAGES.resetTokenInvalid, code: 'resetTokenInvalid' });
});

it('voids an older link when a newer one is issued', async () => {
  const member = await registerMember(t.app);
  const older = await requestLink(member.user.email);
  const newer = await requestLink(member.user.email);
  expect(newer).not.toBe(older);
  const withOlder = await resetPassword(older, 'Older-pass1');
  expect(withOlder.json()).toEqual({ message: MESSAGES.resetTokenInvalid, code: 'resetTokenInvalid' });
  expect((await resetPassword(newer, 'Newer-pass1')).statusCode).toBe(200);
});

it('voids every other link once one is used', async () => {
  const member = await registerMember(t.app);
  const first = await requestLink(member.user.email);
  // Both links are live at once only if the member asks again between the two mails arriving: use the newer.
  const second = await requestLink(member.user.email);
  expect((await resetPassword(second, 'Second-pass1')).statusCode).toBe(200);
  for (const token of [first, second]) {
    const response = await resetPassword(token, 'Third-pass1');
    expect(response.statusCode).toBe(400);
  }
  expect((await login(member.user.email, 'Second-pass1')).statusCode).toBe(200);
});

it('refuses a token older than 30 minutes', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  const response = await resetPassword(token, 'Fresh-pass1');
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MESSAGES.resetTokenInvalid);
});

it('says whether a link still works before the form is filled, without using it up', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  const invalidLink = { message: MESSAGES.resetTokenInvalid, code: 'resetTokenInvalid' };

  expect((await checkLink(token)).statusCode).toBe(204);
  expect((await checkLink(token)).statusCode).toBe(204);
  // Checking used nothing up: the link still resets the password.
  expect((await resetPassword(token, 'Fresh-pass1')).statusCode).toBe(200);

  const used = await checkLink(token);
  expect(used.statusCode).toBe(400);
  expect(used.json()).toEqual(invalidLink);
  // A token never issued, or not even shaped like one, gets the same answer.
  for (const never of ['x'.repeat(43), 'not a token', 'éé']) {
    const response = await checkLink(never);
    expect(response.statusCode, never).toBe(400);
    expect(response.json()).toEqual(invalidLink);
  }
});

it('says an expired link has expired before the form is filled', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  const response = await checkLink(token);
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('resetTokenInvalid');
});

it('refuses a new password that registration would refuse, and keeps the old one', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  for (const weak of ['123456', 'abcdefgh', 'Short1']) {
    const response = await resetPassword(token, weak);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'password', msg: MESSAGES.passwordWeak, code: 'passwordWeak' }]);
  }
  expect((await login(member.user.email, '123456')).statusCode).toBe(401);
  expect((await login(member.user.email, member.password)).statusCode).toBe(200);
  expect((await resetPassword(token, 'Strong-pass1')).statusCode).toBe(200);
});

it('keeps no reset link in the outbox once the mail is delivered', async () => {
  const member = await registerMember(t.app);
  const token = await requestLink(member.user.email);
  const mail = await resetMailTo(member.user.email);
  expect(mail).toMatchObject({ body: null, sentAt: expect.any(Date) });
  expect(JSON.stringify(mail)).not.toContain(token);
});

/** The reset mail in the outbox for this address (their verification mail came before it). */
async function resetMailTo(address: string) {
  return (await findMailsTo(t.app.ctx.db, address)).find((mail) => mail.subject === 'Reset your SkillSync password');
}

/** A member asks for a reset link and the SMTP server refuses its mail `times` over; `before` counts the mails sent. */
async function askForResetRefusedTimes(times: number) {
  const member = await registerMember(t.app);
  mailbox.refuseNext(times);
  const before = mailbox.mails.length;
  await forgotPassword(member.user.email);
  await t.settle();
  return { member, before };
}

it('retries a mail the SMTP server refused, with backoff, and then delivers it', async () => {
  const { member, before } = await askForResetRefusedTimes(2);
  expect(mailbox.mails.length).toBe(before);
  const waiting = await resetMailTo(member.user.email);
  expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: '451' });

  // Not before its backoff has passed …
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  t.advanceClock(retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  expect(await resetMailTo(member.user.email)).toMatchObject({ attempts: 2, sentAt: null });
  // … and the wait doubles.
  t.advanceClock(retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  t.advanceClock(retryDelayMs(2) - retryDelayMs(1));
  expect(await deliverDueMails(t.app.ctx)).toBe(1);
  expect(mailbox.mails.length).toBe(before + 1);
  const token = mailbox.resetTokenFor(member.user.email);
  expect((await resetPassword(token, 'Late-pass1')).statusCode).toBe(200);
});

it('drops a mail whose link expired before the SMTP server took it', async () => {
  const { before } = await askForResetRefusedTimes(1);
  t.advanceClock(RESET_TOKEN_TTL_MS + 60_000);
  expect(await deliverDueMails(t.app.ctx)).toBe(0);
  expect(mailbox.mails.length).toBe(before);
});
