import { MESSAGES } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { buildUserInput, PASSWORD, registerMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const register = (payload: object) => t.request('POST', '/api/auth/register', { payload });
const login = (payload: object) => t.request('POST', '/api/auth/login', { payload });
const me = (headers: Record<string, string>) => t.request('GET', '/api/auth/me', { headers });
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith('skillsync_session='));

describe('register', () => {
  it('creates the account, answers {token, user} and sets an HttpOnly session cookie', async () => {
    const input = buildUserInput({ name: 'Asha Rao' });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ name: 'Asha Rao', email: input.email, reputation: { score: 0 } });
    expect(body.user._id).toBe(body.user.id);
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(response.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const member = await registerMember(t.app);
    const response = await register(buildUserInput({ email: member.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.emailTaken, code: 'emailTaken' });
  });

  it('refuses a weak password with a field error', async () => {
    const response = await register(buildUserInput({ password: 'alllowercase1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'password', msg: MESSAGES.passwordWeak, code: 'passwordWeak' }]);
  });

  it('answers a malformed body with 400 and every field error', async () => {
    const response = await register({ name: '  ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const params = response
      .json()
      .errors.map((e: { param: string }) => e.param)
      .sort();
    expect(params).toEqual(['email', 'name', 'password']);
  });

  it('answers broken JSON with 400, not 500', async () => {
    const response = await t.request('POST', '/api/auth/register', {
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('login', () => {
  it('signs in with the right password and returns the member', async () => {
    const member = await registerMember(t.app);
    const response = await login({ email: member.user.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(member.user.id);
    expect(response.body).not.toMatch(/\$argon2/);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const member = await registerMember(t.app);
    const wrong = await login({ email: member.user.email, password: 'Wrong1234' });
    const unknown = await login({ email: 'nobody@example.in', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'invalidCredentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('keeps a remembered session for 30 days and a normal one until the browser closes', async () => {
    const member = await registerMember(t.app);
    const remembered = await login({ email: member.user.email, password: PASSWORD, rememberMe: true });
    expect(sessionCookie(remembered.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    const normal = await login({ email: member.user.email, password: PASSWORD });
    expect(sessionCookie(normal.headers['set-cookie'])).not.toMatch(/Max-Age/);
  });
});

describe('session', () => {
  it('knows the member by Bearer token and by cookie, and nobody else', async () => {
    const member = await registerMember(t.app);
    expect((await me(member.auth)).json().email).toBe(member.user.email);
    expect((await me({ cookie: `skillsync_session=${member.token}` })).json().id).toBe(member.user.id);
    const anonymous = await me({});
    expect(anonymous.statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer made-up' })).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const member = await registerMember(t.app);
    const response = await t.request('POST', '/api/auth/logout', { as: member, payload: {} });
    expect(response.statusCode).toBe(200);
    expect((await me(member.auth)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const member = await registerMember(t.app);
    const cookie = `skillsync_session=${member.token}`;
    const crossSite = await t.request('POST', '/api/auth/logout', {
      payload: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await me(member.auth)).statusCode).toBe(200);
    const sameSite = await t.request('POST', '/api/auth/logout', {
      payload: {},
      headers: { cookie, origin: 'http://localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('tells the web app who is signed in, answering a visitor with null rather than an error', async () => {
    const member = await registerMember(t.app);
    const signedIn = await t.request('GET', '/api/auth/session', { as: member });
    expect(signedIn.json()).toEqual({ user: member.user });
    const visitor = await t.request('GET', '/api/auth/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
  });

  it('expires a session that is not used for a day', async () => {
    const member = await registerMember(t.app);
    t.advanceClock(25 * 60 * 60 * 1000);
    expect((await me(member.auth)).statusCode).toBe(401);
  });
});

describe('the rest of the API surface', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.request('GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound, code: 'notFound' });
  });

  it('reports health and serves the API docs', async () => {
    expect((await t.request('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const docs = await t.request('GET', '/api/docs/json');
    expect(Object.keys(docs.json().paths)).toContain('/api/auth/login');
  });
});
