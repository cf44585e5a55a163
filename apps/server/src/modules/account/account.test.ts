import {
  type ChatMessageList,
  type CollaborationRequestList,
  DELETED_MEMBER_NAME,
  MESSAGES,
  PRIVACY_NOTICE_VERSION,
  type ProblemDetail,
} from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import {
  buildTeam,
  buildUserInput,
  hostChallenge,
  joinChallenge,
  postProblem,
  registerMember,
  submitEntry,
  type TestMember,
} from '../../test/builders.ts';
import { expectRefusal, isTimestamp } from '../../test/expectations.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { payload: { email, password } });
const asMember = (body: { token: string }) => ({ auth: { authorization: `Bearer ${body.token}` } }) as TestMember;
const exportOf = (as?: TestMember) => t.request('GET', '/api/users/me/export', { as });
const deleteAccount = (as: TestMember | undefined, payload: object) =>
  t.request('DELETE', '/api/users/me', { as, payload });

/** Another session of the same member, as a second device would sign in. */
async function signInAgain(member: TestMember): Promise<TestMember> {
  const response = await login(member.user.email, member.password);
  expect(response.statusCode).toBe(200);
  return { ...member, token: response.json().token, auth: { authorization: `Bearer ${response.json().token}` } };
}

describe('consent at registration', () => {
  it('refuses to register a visitor who has refused the terms, and creates no account', async () => {
    const input = buildUserInput();
    for (const payload of [
      { ...input, acceptTerms: false },
      { ...input, acceptTerms: 'yes' },
    ]) {
      const response = await t.request('POST', '/api/auth/register', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.termsRequired,
        code: 'termsRequired',
        errors: [{ param: 'acceptTerms', msg: MESSAGES.termsRequired, code: 'termsRequired' }],
      });
    }
    expectRefusal(await login(input.email, input.password), 401, 'invalidCredentials');
    const agreed = await t.request('POST', '/api/auth/register', { payload: { ...input, acceptTerms: true } });
    expect(agreed.statusCode).toBe(201);
  });

  it('records which privacy notice the member agreed to, when, and on our own pages', async () => {
    const input = buildUserInput();
    const response = await t.request('POST', '/api/auth/register', {
      payload: input,
      headers: { origin: 'http://localhost' },
    });
    expect(response.statusCode).toBe(201);
    const { account } = (await exportOf(asMember(response.json()))).json();
    expect(account.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(isTimestamp(account.privacyConsentedAt)).toBe(true);
    expect(account.privacyConsentVia).toBe('web-app');
  });

  it("registers a client written to the spec's call (name, email, password) and records that it gave consent", async () => {
    const { acceptTerms: _accepted, ...input } = buildUserInput();
    const response = await t.request('POST', '/api/auth/register', {
      payload: input,
      headers: { origin: 'https://client.example.in' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBe(input.name);
    const { account } = (await exportOf(asMember(response.json()))).json();
    expect(account.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(account.privacyConsentVia).toBe('api-client');
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });
});

describe('exporting your data', () => {
  it('hands the member a file of what they gave and made, without a password hash or a session token', async () => {
    const team = await buildTeam(t.app);
    const member = team.author;
    await t.request('PUT', '/api/users/me', { as: member, payload: { title: 'Agronomist' } });
    const item = { title: 'Grain moisture meter', description: 'A cheap meter for the storage sheds.' };
    expect((await t.request('POST', '/api/users/me/portfolio', { as: member, payload: item })).statusCode).toBe(201);
    const content = 'The sensors arrive on Monday.';
    const sent = await t.request('POST', `/api/collaborations/${team.problem._id}/messages`, {
      as: member,
      payload: { content },
    });
    expect(sent.statusCode).toBe(201);

    const response = await exportOf(member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="skillsync-data-[\d-]+\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ id: member.user.id, email: member.user.email, title: 'Agronomist' });
    expect(data.problems).toMatchObject([{ id: team.problem._id, title: team.problem.title }]);
    expect(data.portfolio).toMatchObject([item]);
    expect(data.chatMessages).toMatchObject([{ content }]);
    expect(data.collaborationRequestsReceived.map((request: { id: string }) => request.id)).toContain(team.requestId);

    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(member.token);
    expect(response.body).not.toMatch(/passwordHash|tokenHash/);
    // Nothing that is only other members' own: not even their e-mail addresses.
    for (const other of [team.collaborator, team.requester]) expect(response.body).not.toContain(other.user.email);
  });

  it('includes the challenges the member hosted, joined and entered, and no one else’s', async () => {
    const [host, entrant] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const hosted = await hostChallenge(t.app, host);
    await joinChallenge(t.app, entrant, hosted._id);
    const entry = await submitEntry(t.app, entrant, hosted._id, { notes: 'Prices cached for a week.' });

    const hostData = (await exportOf(host)).json();
    expect(hostData.challenges).toMatchObject([
      { id: hosted._id, title: hosted.title, prizeAmount: hosted.prizeAmount, sponsorContact: hosted.sponsorContact },
    ]);
    expect(hostData).toMatchObject({ challengesJoined: [], challengeSubmissions: [] });

    const response = await exportOf(entrant);
    const entrantData = response.json();
    expect(entrantData.challenges).toEqual([]);
    expect(entrantData.challengesJoined).toMatchObject([{ challengeId: hosted._id, userId: entrant.user.id }]);
    expect(entrantData.challengeSubmissions).toMatchObject([
      {
        id: entry._id,
        challengeId: hosted._id,
        repositoryUrl: entry.repositoryUrl,
        notes: 'Prices cached for a week.',
      },
    ]);
    expect(response.body).not.toContain(host.user.email);
  });

  it('is only for a signed-in member', async () => {
    expectRefusal(await exportOf(), 401, 'unauthenticated');
  });
});

describe('deleting your account', () => {
  it('asks for the password again, and keeps the account and its session when it is wrong', async () => {
    const member = await registerMember(t.app);
    expectRefusal(await deleteAccount(undefined, { password: member.password }), 401, 'unauthenticated');
    const wrong = await deleteAccount(member, { password: `${member.password}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: MESSAGES.passwordIncorrect,
      code: 'passwordIncorrect',
      errors: [{ param: 'password', msg: MESSAGES.passwordIncorrect, code: 'passwordIncorrect' }],
    });
    expect((await deleteAccount(member, {})).statusCode).toBe(400);
    expect((await t.request('GET', '/api/auth/me', { as: member })).statusCode).toBe(200);
    expect((await t.request('GET', `/api/users/${member.user.id}`)).statusCode).toBe(200);
  });

  it("erases the member and every session, while their teams keep their work under 'Deleted member'", async () => {
    const team = await buildTeam(t.app);
    const leaving = team.author;
    const message = 'Thank you all, I am handing this over.';
    const sent = await t.request('POST', `/api/collaborations/${team.problem._id}/messages`, {
      as: leaving,
      payload: { content: message },
    });
    expect(sent.statusCode).toBe(201);
    // A request of theirs still waiting on someone else's problem.
    const neighbour = await registerMember(t.app);
    const elsewhere = await postProblem(t.app, neighbour);
    const asked = await t.request('POST', `/api/problems/${elsewhere._id}/collaborate`, { as: leaving });
    expect(asked.statusCode).toBe(201);
    const otherDevice = await signInAgain(leaving);

    const deleted = await deleteAccount(leaving, { password: leaving.password });
    expect(deleted.statusCode).toBe(204);
    // The browser forgets its session cookie too.
    expect(String(deleted.headers['set-cookie'])).toMatch(/^skillsync_session=;.*Expires=Thu, 01 Jan 1970/);

    for (const session of [leaving, otherDevice]) {
      expectRefusal(await t.request('GET', '/api/auth/me', { as: session }), 401, 'unauthenticated');
    }
    expectRefusal(await login(leaving.user.email, leaving.password), 401, 'invalidCredentials');
    expectRefusal(await t.request('GET', `/api/users/${leaving.user.id}`), 404, 'userNotFound');

    // The problem stays with its team, its author shown as a deleted member.
    const problem = await t.request('GET', `/api/problems/${team.problem._id}`);
    expect(problem.statusCode).toBe(200);
    expect(problem.json<ProblemDetail>().author).toMatchObject({ id: leaving.user.id, name: DELETED_MEMBER_NAME });
    expect(problem.body).not.toContain(leaving.user.email);
    const chat = await t.request('GET', `/api/collaborations/${team.problem._id}/messages`, { as: team.collaborator });
    expect(chat.statusCode).toBe(200);
    expect(chat.json<ChatMessageList>().messages).toMatchObject([
      { content: message, sender: { _id: leaving.user.id, name: DELETED_MEMBER_NAME, avatar: null } },
    ]);

    // Their own request is withdrawn; the one waiting for their answer is declined, since nobody else can answer it.
    const received = await t.request('GET', '/api/collaboration-requests/received', { as: neighbour });
    expect(received.json<CollaborationRequestList>().requests).toEqual([]);
    const waiting = await t.request('GET', '/api/collaboration-requests/sent', { as: team.requester });
    expect(waiting.json<CollaborationRequestList>().requests).toMatchObject([
      { _id: team.requestId, status: 'rejected' },
    ]);

    const again = await t.request('POST', '/api/auth/register', {
      payload: buildUserInput({ email: leaving.user.email }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(leaving.user.id);
  });
});
