import {
  type AuthResponse,
  EMAIL_VERIFICATION_TTL_MS,
  MESSAGES,
  VERIFICATION_MAIL_INTERVAL_MS,
  VERIFICATION_MAILS_PER_DAY,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildChallengeInput,
  buildProblemInput,
  buildProjectInput,
  buildUserInput,
  inviteOntoTeam,
  postProblem,
  postProject,
  registerMember,
  type TestMember,
  verifyAddress,
} from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 29: a new account proves its address through a mailed link before it posts, requests, invites, messages or
// hosts; it may browse and build its profile meanwhile. A new address replaces the old one only once proven.

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));

const unverified = () => registerMember(t.app, { isVerified: false });
const verify = (token: string) => t.request('POST', '/api/auth/verify-email', { payload: { token } });
const resend = (as: TestMember) => t.request('POST', '/api/auth/verification-mail', { as });
const refusal = { code: 'emailNotVerified', message: MESSAGES.emailNotVerified };

async function newestToken(email: string) {
  await t.settle();
  return mailbox.verificationTokenFor(email);
}

describe('a new account', () => {
  it('is mailed a link in its language, and the session says the address is not verified yet', async () => {
    const input = buildUserInput();
    const registered = await t.request('POST', '/api/auth/register', { payload: { ...input, language: 'hi' } });
    expect(registered.statusCode).toBe(201);
    expect(registered.json<AuthResponse>().user).toMatchObject({ isEmailVerified: false, hasPassword: true });
    await t.settle();
    const mail = mailbox.readMailTo(input.email);
    expect(mail.subject).toBe('अपना SkillSync ईमेल पता सत्यापित करें');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[\w-]{43}/);
  });

  it('may browse and build its profile, but not post, request, host or message', async () => {
    const [member, author] = await Promise.all([unverified(), registerMember(t.app)]);
    expect((await t.request('GET', '/api/problems', { as: member })).statusCode).toBe(200);
    const profile = await t.request('PUT', '/api/users/me', {
      as: member,
      payload: { name: member.user.name, title: 'Embedded developer', skills: ['IoT'] },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    const problem = await postProblem(t.app, author);
    const project = await postProject(t.app, author);
    const attempts = [
      ['POST', '/api/problems', buildProblemInput()],
      ['POST', '/api/projects', buildProjectInput()],
      ['POST', '/api/challenges', buildChallengeInput(t.app)],
      [
        'POST',
        `/api/problems/${problem._id}/collaborate`,
        { message: 'I can wire the sensors', proposedRole: 'Developer' },
      ],
      ['POST', `/api/projects/${project._id}/join`, { message: 'I can build the front end', skills: ['React'] }],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await t.request(method, url, { as: member, payload });
      expect([response.statusCode, response.json()], url).toMatchObject([403, refusal]);
    }
  });

  it('may join a team it was invited to, and writes in its chat or to a stranger only once verified', async () => {
    const [owner, member, stranger] = await Promise.all([registerMember(t.app), unverified(), registerMember(t.app)]);
    const project = await postProject(t.app, owner);
    await inviteOntoTeam(t.app, owner, member, project._id, { byId: true });
    const toTeam = { content: 'Hello team', clientId: crypto.randomUUID() };
    const teamMessage = await t.request('POST', `/api/projects/${project._id}/messages`, {
      as: member,
      payload: toTeam,
    });
    expect([teamMessage.statusCode, teamMessage.json()]).toMatchObject([403, refusal]);
    const started = await t.request('POST', '/api/conversations', {
      as: member,
      payload: { userId: stranger.user.id },
    });
    const conversationId = started.json<{ _id: string }>()._id;
    const direct = { content: 'Hello, can we talk about IoT?', clientId: crypto.randomUUID() };
    const request = await t.request('POST', `/api/conversations/${conversationId}/messages`, {
      as: member,
      payload: direct,
    });
    expect([request.statusCode, request.json()]).toMatchObject([403, refusal]);

    await verifyAddress(t.app, member.user.email);
    const after = await t.request('POST', `/api/projects/${project._id}/messages`, { as: member, payload: toTeam });
    expect(after.statusCode, after.body).toBe(201);
    const session = await t.request('GET', '/api/auth/me', { as: member });
    expect(session.json()).toMatchObject({ isEmailVerified: true });
  });
});

describe('the mailed link', () => {
  it('works once, signed in or not, and says so plainly after', async () => {
    const member = await unverified();
    const token = await newestToken(member.user.email);
    const first = await verify(token);
    expect([first.statusCode, first.json()]).toEqual([200, { message: MESSAGES.emailVerified }]);
    const again = await verify(token);
    expect([again.statusCode, again.json()]).toMatchObject([400, { code: 'verificationLinkInvalid' }]);
    expect((await verify('not-a-link-we-sent')).statusCode).toBe(400);
  });

  it('expires after two days', async () => {
    const member = await unverified();
    const token = await newestToken(member.user.email);
    t.advanceClock(EMAIL_VERIFICATION_TTL_MS + 1000);
    expect((await verify(token)).json()).toMatchObject({ code: 'verificationLinkInvalid' });
    const signIn = await t.request('POST', '/api/auth/login', {
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json()).toMatchObject({ user: { isEmailVerified: false } });
  });

  it('is mailed again once a minute at most, a few times a day, and the newest voids the older', async () => {
    const member = await unverified();
    const first = await newestToken(member.user.email);
    const sent = await resend(member);
    expect([sent.statusCode, sent.json()]).toEqual([200, { message: `We sent a new link to ${member.user.email}.` }]);
    const soon = await resend(member);
    expect([soon.statusCode, soon.json().code, soon.headers['retry-after']]).toEqual([
      429,
      'verificationTooSoon',
      '60',
    ]);
    for (let sending = 2; sending <= VERIFICATION_MAILS_PER_DAY; sending += 1) {
      t.advanceClock(VERIFICATION_MAIL_INTERVAL_MS);
      expect((await resend(member)).statusCode).toBe(200);
    }
    t.advanceClock(VERIFICATION_MAIL_INTERVAL_MS);
    expect((await resend(member)).json()).toMatchObject({ code: 'verificationMailsPerDay' });

    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(await newestToken(member.user.email))).statusCode).toBe(200);
    expect((await resend(member)).json()).toMatchObject({ code: 'emailAlreadyVerified' });
  });

  it('gives the address the invitations sent to it only once it is proven', async () => {
    const owner = await registerMember(t.app);
    const project = await postProject(t.app, owner, { visibility: 'Private' });
    const input = buildUserInput();
    const invited = await t.request('POST', `/api/projects/${project._id}/invitations`, {
      as: owner,
      payload: { email: input.email, message: 'Join us' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = await registerMember(t.app, { ...input, isVerified: false });
    const inbox = () => t.request('GET', '/api/projects/join-requests/received', { as: member });
    expect((await inbox()).json()).toMatchObject({ requests: [] });
    // Invited again now the address has an account: still waiting for the proof.
    const again = await postProject(t.app, owner, { visibility: 'Private' });
    await t.request('POST', `/api/projects/${again._id}/invitations`, {
      as: owner,
      payload: { email: input.email, message: 'Join us' },
    });
    expect((await inbox()).json()).toMatchObject({ requests: [] });
    await verifyAddress(t.app, input.email);
    expect((await inbox()).json().requests).toHaveLength(2);
  });
});

describe('changing the address', () => {
  const change = (as: TestMember, payload: object) => t.request('PUT', '/api/auth/email', { as, payload });

  it('asks the password, refuses the same or a taken address, and keeps the old one until the new is proven', async () => {
    const [member, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const next = buildUserInput().email;
    expect((await change(member, { email: next })).json()).toMatchObject({
      errors: [{ param: 'password', code: 'passwordRequired' }],
    });
    expect((await change(member, { email: next, password: 'Wrong1234pass' })).json()).toMatchObject({
      errors: [{ param: 'password', code: 'passwordIncorrect' }],
    });
    expect(
      (await change(member, { email: member.user.email.toUpperCase(), password: member.password })).json(),
    ).toMatchObject({ errors: [{ param: 'email', code: 'emailUnchanged' }] });
    const taken = await change(member, { email: other.user.email, password: member.password });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'emailTaken']);

    const asked = await change(member, { email: next, password: member.password });
    expect([asked.statusCode, asked.json()]).toEqual([
      200,
      { message: `We sent a link to ${next}. Your address changes when you open it.` },
    ]);
    const status = await t.request('GET', '/api/auth/email', { as: member });
    expect(status.json()).toEqual({ email: member.user.email, isVerified: true, pendingEmail: next });
    const oldSignIn = await t.request('POST', '/api/auth/login', {
      payload: { email: member.user.email, password: member.password },
    });
    expect(oldSignIn.statusCode).toBe(200);

    expect((await verify(await newestToken(next))).statusCode).toBe(200);
    const signIn = (email: string) =>
      t.request('POST', '/api/auth/login', { payload: { email, password: member.password } });
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(member.user.email)).statusCode).toBe(401);
    await t.settle();
    expect(mailbox.readMailTo(member.user.email)).toMatchObject({
      subject: 'Your SkillSync e-mail address was changed',
    });
    expect(mailbox.readMailTo(member.user.email).text).toContain(`is now ${next}`);
    const after = await t.request('GET', '/api/auth/email', { as: member });
    expect(after.json()).toEqual({ email: next, isVerified: true, pendingEmail: null });
  });

  it('does not take an address someone registered while the link waited', async () => {
    const member = await registerMember(t.app);
    const next = buildUserInput().email;
    await change(member, { email: next, password: member.password });
    const token = await newestToken(next);
    await registerMember(t.app, { email: next, isVerified: false });
    const opened = await verify(token);
    expect([opened.statusCode, opened.json().code]).toEqual([409, 'emailTaken']);
    expect((await t.request('GET', '/api/auth/me', { as: member })).json().email).toBe(member.user.email);
  });

  it('is for members only', async () => {
    expect((await t.request('PUT', '/api/auth/email', { payload: { email: 'a@b.in' } })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/auth/email')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/auth/verification-mail')).statusCode).toBe(401);
  });
});
