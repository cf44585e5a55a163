import { MESSAGES } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildUserInput, registerMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';

// The mailbox starts before the app, which is told its address, and closes after it.
const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));

const setLanguage = (language: unknown, headers: Record<string, string> = {}) =>
  t.request('PUT', '/api/users/me/language', { payload: { language }, headers });

describe("a member's language", () => {
  it('keeps the language a visitor signed up in, and English when none was sent', async () => {
    const hindi = await t.request('POST', '/api/auth/register', { payload: { ...buildUserInput(), language: 'hi' } });
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().user.language).toBe('hi');
    const plain = await registerMember(t.app);
    expect(plain.user.language).toBe('en');
  });

  it('is changed by the member and followed by their other sessions', async () => {
    const member = await registerMember(t.app);
    const changed = await setLanguage('hi', member.auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'hi' });
    const me = await t.request('GET', '/api/auth/me', { as: member });
    expect(me.json().language).toBe('hi');
  });

  it('can be changed only by a signed-in member, and only to a language we speak', async () => {
    const anonymous = await setLanguage('hi');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'unauthenticated' });
    const member = await registerMember(t.app);
    for (const language of ['fr', 'HI', '', null, ['hi']]) {
      const response = await setLanguage(language, member.auth);
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ param: 'language', code: 'invalidValue' });
    }
    const me = await t.request('GET', '/api/auth/me', { as: member });
    expect(me.json().language).toBe('en');
  });

  it('writes the password reset e-mail in the member’s language', async () => {
    const member = await registerMember(t.app);
    await setLanguage('hi', member.auth);
    await t.request('POST', '/api/auth/forgot-password', { payload: { email: member.user.email } });
    await t.settle();
    const mail = mailbox.readMailTo(member.user.email);
    expect(mail.subject).toBe('अपना SkillSync पासवर्ड फिर से सेट करें');
    expect(mail.text).toContain(`नमस्ते ${member.user.name},`);
    expect(mail.text).toContain('30 मिनट');
    expect(mail.text).toContain('/reset-password/');
  });

  it('writes it in English for a member who reads English', async () => {
    const member = await registerMember(t.app);
    await t.request('POST', '/api/auth/forgot-password', { payload: { email: member.user.email } });
    await t.settle();
    const mail = mailbox.readMailTo(member.user.email);
    expect(mail.subject).toBe('Reset your SkillSync password');
    expect(mail.text).toContain(`Hi ${member.user.name},`);
  });
});

describe('error codes', () => {
  it('names every error and field error by a stable code beside its message', async () => {
    const response = await t.request('POST', '/api/auth/register', {
      payload: { name: '', email: 'nope', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validationFailed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { param: 'name', msg: MESSAGES.nameRequired, code: 'nameRequired' },
        { param: 'email', msg: MESSAGES.emailInvalid, code: 'emailInvalid' },
        { param: 'password', msg: MESSAGES.passwordWeak, code: 'passwordWeak' },
      ]),
    );
  });
});
