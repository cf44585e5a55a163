import type { AuthResponse, CurrentUser, IdentityList, ProviderList, ProviderPending } from '@skillsync/shared';
import { MESSAGES, PROVIDER_PENDING_TTL_MS } from '@skillsync/shared';
import { describe, expect, it } from 'vitest';
import { providerFlows, providerPendings } from '../../db/schema/index.ts';
import { buildersFor } from '../../test/bound-builders.ts';
import { uniqueWord } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { providerTrips, useProviderStandIns } from '../../test/provider-trips.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { runHousekeeping } from '../housekeeping/housekeeping.service.ts';
import { findUserByEmail } from '../users/index.ts';

const mailbox = useMailbox();
const standIns = useProviderStandIns();
const t = useTestApp(() => ({ smtpUrl: mailbox.url, ...standIns.config() }));
const build = buildersFor(t);
const trips = providerTrips(t);

/** A new person at the Google stand-in, who signs in there next. */
function googlePerson(overrides: { email?: string; emailVerified?: boolean; hasPicture?: boolean } = {}) {
  const sub = uniqueWord();
  const account = {
    sub,
    email: overrides.email ?? `${sub}@gmail.test`,
    emailVerified: overrides.emailVerified ?? true,
    name: `Google ${sub}`,
    hasPicture: overrides.hasPicture ?? false,
  };
  standIns.google.addAccount(account);
  standIns.google.signInAs(sub);
  return account;
}

let githubIds = 1000;
/** A new person at the GitHub stand-in, who authorizes next. */
function githubPerson(emails: { email: string; verified: boolean; primary: boolean }[]) {
  githubIds += 1;
  const account = { id: githubIds, login: uniqueWord(), name: null, emails };
  standIns.github.addAccount(account);
  standIns.github.signInAs(account.id);
  return account;
}

const tokenOf = (location: string) => location.split('/').at(-1) ?? '';
const meWith = async (token: string) =>
  (await t.request('GET', '/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json<CurrentUser>();
const hasAccount = async (email: string) => (await findUserByEmail(t.app.ctx.db, email)) !== undefined;

describe('sign-in providers', () => {
  it('lists the configured providers with where their buttons go', async () => {
    const response = await t.request('GET', '/api/auth/providers');
    expect(response.json<ProviderList>().providers).toEqual([
      { id: 'google', name: 'Google', url: '/api/auth/providers/google/start' },
      { id: 'github', name: 'GitHub', url: '/api/auth/providers/github/start' },
    ]);
  });

  it('asks a new person to agree to the privacy notice before their account is made, then signs them in', async () => {
    const person = googlePerson({ hasPicture: true });
    const { location, response } = await trips.trip('google');
    expect(location).toMatch(/^\/auth\/provider\/sign-up\/[\w-]+$/);
    expect(trips.sessionCookie(response)).toBeUndefined();
    expect(await hasAccount(person.email)).toBe(false);

    const token = tokenOf(location);
    const pending = await t.request('GET', `/api/auth/provider-pendings/${token}`);
    expect(pending.json<ProviderPending>()).toEqual({
      kind: 'sign-up',
      provider: 'google',
      name: person.name,
      email: person.email,
      hasPassword: false,
    });
    const refused = await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, { payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'termsRequired' });
    expect(await hasAccount(person.email)).toBe(false);

    const signUp = await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, {
      payload: { acceptTerms: true, language: 'hi' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const session = signUp.json<AuthResponse>();
    expect(session.user).toMatchObject({ name: person.name, email: person.email, language: 'hi' });
    expect(signUp.headers['set-cookie']).toMatch(/skillsync_session=.*HttpOnly/);
    await t.settle();
    const me = await meWith(session.token);
    expect(me.avatar).toMatch(/^\/api\/users\/.+\/avatar\?v=/);
    const methods = await t.request('GET', '/api/auth/identities', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(methods.json<IdentityList>()).toMatchObject({ hasPassword: false, identities: [{ provider: 'google' }] });
    const again = await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, {
      payload: { acceptTerms: true },
    });
    expect(again.json()).toMatchObject({ code: 'providerPendingInvalid' });
  });

  it('signs a linked person in again, with the session cookie a password sign-in gives', async () => {
    const person = googlePerson();
    const token = tokenOf((await trips.trip('google')).location);
    await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, { payload: { acceptTerms: true } });
    standIns.google.signInAs(person.sub);
    const { location, response } = await trips.trip('google', { remember: true });
    expect(location).toBe('/dashboard');
    const cookie = trips.sessionCookie(response);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=\d+/);
    const me = await t.request('GET', '/api/auth/me', { headers: { cookie: cookie ?? '' } });
    expect(me.json<CurrentUser>().email).toBe(person.email);
  });

  it('makes a GitHub account from its verified primary address, and refuses one without', async () => {
    const email = `${uniqueWord()}@github.test`;
    githubPerson([
      { email: `${uniqueWord()}@other.test`, verified: false, primary: false },
      { email, verified: true, primary: true },
    ]);
    const { location } = await trips.trip('github');
    const pending = await t.request('GET', `/api/auth/provider-pendings/${tokenOf(location)}`);
    expect(pending.json()).toMatchObject({ kind: 'sign-up', provider: 'github', email });

    githubPerson([{ email: `${uniqueWord()}@github.test`, verified: false, primary: true }]);
    expect((await trips.trip('github')).location).toBe('/login?providerError=providerNoEmail');
  });

  it('refuses an unverified provider address that matches a member: the account is not taken over', async () => {
    const member = await build.registerMember();
    googlePerson({ email: member.user.email.toUpperCase(), emailVerified: false });
    const { location, response } = await trips.trip('google');
    expect(location).toBe('/login?providerError=providerEmailUnverified');
    expect(trips.sessionCookie(response)).toBeUndefined();
    const methods = await t.request('GET', '/api/auth/identities', { as: member });
    expect(methods.json<IdentityList>().identities).toEqual([]);
  });

  it('links a matching verified address once the member confirms with their password', async () => {
    const member = await build.registerMember();
    const person = googlePerson({ email: member.user.email });
    const { location } = await trips.trip('google');
    expect(location).toMatch(/^\/auth\/provider\/link\/[\w-]+$/);
    const token = tokenOf(location);
    const pending = await t.request('GET', `/api/auth/provider-pendings/${token}`);
    expect(pending.json()).toMatchObject({ kind: 'link', hasPassword: true, email: member.user.email });

    const wrong = await t.request('POST', `/api/auth/provider-pendings/${token}/link`, {
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'passwordIncorrect', errors: [{ param: 'password' }] });
    const right = await t.request('POST', `/api/auth/provider-pendings/${token}/link`, {
      payload: { password: member.password },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<AuthResponse>().user.id).toBe(member.user.id);

    standIns.google.signInAs(person.sub);
    expect((await trips.trip('google')).location).toBe('/dashboard');
  });

  it('links a matching verified address through a link mailed to it', async () => {
    const member = await build.registerMember();
    githubPerson([{ email: member.user.email, verified: true, primary: true }]);
    const token = tokenOf((await trips.trip('github')).location);
    const mailed = await t.request('POST', `/api/auth/provider-pendings/${token}/mail`);
    expect(mailed.json()).toEqual({ message: MESSAGES.providerLinkMailed });
    await t.settle();
    const mail = mailbox.readMailTo(member.user.email);
    expect(mail.subject).toBe('Link GitHub to your SkillSync account');
    const mailToken = mail.text.match(/\/auth\/provider\/confirm\/([\w-]+)/)?.[1] ?? '';
    const confirmed = await t.request('POST', '/api/auth/provider-links/confirm', { payload: { token: mailToken } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<AuthResponse>().user.id).toBe(member.user.id);
    const twice = await t.request('POST', '/api/auth/provider-links/confirm', { payload: { token: mailToken } });
    expect(twice.json()).toMatchObject({ code: 'providerPendingInvalid' });
    const methods = await t.request('GET', '/api/auth/identities', { as: member });
    expect(methods.json<IdentityList>().identities).toMatchObject([{ provider: 'github', email: member.user.email }]);
  });
});

describe('what a new account keeps from its provider', () => {
  it('is verified when the provider said so, else by the mailed link; a picture that cannot be fetched leaves the initials', async () => {
    const unverified = googlePerson({ emailVerified: false });
    const first = tokenOf((await trips.trip('google')).location);
    const made = await t.request('POST', `/api/auth/provider-pendings/${first}/sign-up`, {
      payload: { acceptTerms: true },
    });
    expect(made.json<AuthResponse>().user).toMatchObject({ isEmailVerified: false, hasPassword: false });
    // Proven as a registration's address is: by the link mailed to it.
    await t.settle();
    const verified = await t.request('POST', '/api/auth/verify-email', {
      payload: { token: mailbox.verificationTokenFor(unverified.email) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await findUserByEmail(t.app.ctx.db, unverified.email))?.emailVerifiedAt).toBeInstanceOf(Date);

    const email = `${uniqueWord()}@github.test`;
    githubPerson([{ email, verified: true, primary: true }]);
    const second = tokenOf((await trips.trip('github')).location);
    const signUp = await t.request('POST', `/api/auth/provider-pendings/${second}/sign-up`, {
      payload: { acceptTerms: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    await t.settle();
    const row = await findUserByEmail(t.app.ctx.db, email);
    expect(row).toMatchObject({ hasPassword: false, avatar: null });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('lists linked providers in the data export, and housekeeping sweeps trips and pendings that expired', async () => {
    const person = googlePerson();
    const token = tokenOf((await trips.trip('google')).location);
    const signUp = await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, {
      payload: { acceptTerms: true },
    });
    const auth = { authorization: `Bearer ${signUp.json<AuthResponse>().token}` };
    const data = await t.request('GET', '/api/users/me/export', { headers: auth });
    // Which provider, the address and when: never the provider's own id for the person.
    expect(data.json().signInProviders).toEqual([
      { provider: 'google', email: person.email, createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);

    googlePerson();
    await trips.goTo('google');
    googlePerson();
    const waiting = tokenOf((await trips.trip('google')).location);
    t.advanceClock(PROVIDER_PENDING_TTL_MS + 1000);
    await runHousekeeping(t.app.ctx);
    const [flows, pendings] = await Promise.all([
      t.app.ctx.db.select({ id: providerFlows.id }).from(providerFlows),
      t.app.ctx.db.select({ id: providerPendings.id }).from(providerPendings),
    ]);
    expect([flows, pendings]).toEqual([[], []]);
    expect((await t.request('GET', `/api/auth/provider-pendings/${waiting}`)).statusCode).toBe(400);
  });
});

describe('the trip to the provider and back', () => {
  it('refuses a forged state, a state from another browser, and a state used before', async () => {
    googlePerson();
    const back = await trips.goTo('google');
    const forged = back.path.replace(/state=[^&]+/, 'state=forged');
    expect(
      trips.landing(await t.request('GET', forged, { headers: { cookie: 'skillsync_provider_state=forged' } })),
    ).toBe('/login?providerError=providerStateInvalid');
    const otherBrowser = await t.request('GET', back.path);
    expect(trips.landing(otherBrowser)).toBe('/login?providerError=providerStateInvalid');

    googlePerson();
    const fresh = await trips.goTo('google');
    expect(trips.landing(await trips.comeBack(fresh))).toMatch(/^\/auth\/provider\/sign-up\//);
    expect(trips.landing(await trips.comeBack(fresh))).toBe('/login?providerError=providerStateInvalid');
  });

  it('refuses a code used before, at Google and at GitHub, with words and not an error page', async () => {
    for (const provider of ['google', 'github'] as const) {
      if (provider === 'google') googlePerson();
      else githubPerson([{ email: `${uniqueWord()}@github.test`, verified: true, primary: true }]);
      const first = await trips.goTo(provider);
      await trips.comeBack(first);
      if (provider === 'google') googlePerson();
      else githubPerson([{ email: `${uniqueWord()}@github.test`, verified: true, primary: true }]);
      const second = await trips.goTo(provider);
      const usedCode = first.path.match(/code=([^&]+)/)?.[1] ?? '';
      const replay = second.path.replace(/code=[^&]+/, `code=${usedCode}`);
      const response = await trips.comeBack({ path: replay, stateCookie: second.stateCookie });
      expect(trips.landing(response)).toBe('/login?providerError=providerFailed');
    }
  });

  it('refuses a provider it does not know', async () => {
    const response = await t.request('GET', '/api/auth/providers/gitlab/start');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'providerNotConfigured' });
  });

  it('sends a browser back to the sign-in page, in words, when the provider does not answer', async () => {
    const app = await createTestApp({
      providers: { google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9' }, github: undefined },
    });
    try {
      const start = await app.request('GET', '/api/auth/providers/google/start');
      expect(trips.landing(start)).toBe('/login?providerError=providerFailed');
      const github = await app.request('GET', '/api/auth/providers/github/start');
      expect(trips.landing(github)).toBe('/login?providerError=providerNotConfigured');
      expect((await app.request('GET', '/api/auth/providers')).json<ProviderList>().providers).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('says so when the person cancelled at the provider', async () => {
    googlePerson();
    const back = await trips.goTo('google');
    const state = back.path.match(/state=([^&]+)/)?.[1] ?? '';
    const response = await trips.comeBack({
      path: `/api/auth/providers/google/callback?error=access_denied&state=${state}`,
      stateCookie: back.stateCookie,
    });
    expect(trips.landing(response)).toBe('/login?providerError=providerCancelled');
  });
});
