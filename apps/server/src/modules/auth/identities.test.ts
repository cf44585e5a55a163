import type { AuthResponse, IdentityList } from '@skillsync/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authIdentities } from '../../db/schema/index.ts';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { PASSWORD, uniqueWord } from '../../test/builders.ts';
import { providerTrips, useProviderStandIns } from '../../test/provider-trips.ts';
import { useTestApp } from '../../test/test-app.ts';

const standIns = useProviderStandIns();
const t = useTestApp(() => standIns.config());
const build = buildersFor(t);
const trips = providerTrips(t);

function googleAccount(email = `${uniqueWord()}@gmail.test`) {
  const sub = uniqueWord();
  standIns.google.addAccount({ sub, email, emailVerified: true, name: `Google ${sub}` });
  standIns.google.signInAs(sub);
  return sub;
}

const methodsOf = async (member: TestMember) =>
  (await t.request('GET', '/api/auth/identities', { as: member })).json<IdentityList>();

/** A member whose account was made through Google: no password, one identity. */
async function providerMember(): Promise<TestMember> {
  googleAccount();
  const token = (await trips.trip('google')).location.split('/').at(-1);
  const response = await t.request('POST', `/api/auth/provider-pendings/${token}/sign-up`, {
    payload: { acceptTerms: true },
  });
  const session = response.json<AuthResponse>();
  return { ...session, password: '', auth: { authorization: `Bearer ${session.token}` } };
}

describe('sign-in methods in settings', () => {
  it('links a provider to the signed-in member and signs them in with it afterwards', async () => {
    const member = await build.registerMember();
    const sub = googleAccount();
    expect((await trips.trip('google', { as: member })).location).toBe('/settings?linked=google');
    const methods = await methodsOf(member);
    expect(methods).toMatchObject({ hasPassword: true, identities: [{ provider: 'google' }] });
    expect(JSON.stringify(methods)).not.toContain(sub);

    standIns.google.signInAs(sub);
    expect((await trips.trip('google')).location).toBe('/dashboard');
  });

  it('refuses to link a provider account that is another member’s', async () => {
    const owner = await build.registerMember();
    const sub = googleAccount();
    await trips.trip('google', { as: owner });
    const other = await build.registerMember();
    standIns.google.signInAs(sub);
    expect((await trips.trip('google', { as: other })).location).toBe('/settings?providerError=providerAccountTaken');
    expect((await methodsOf(other)).identities).toEqual([]);
  });

  it('unlinks a provider when a password remains; the last way in cannot be removed', async () => {
    const member = await build.registerMember();
    googleAccount();
    await trips.trip('google', { as: member });
    const [identity] = (await methodsOf(member)).identities;
    const removed = await t.request('DELETE', `/api/auth/identities/${identity?._id}`, { as: member });
    expect(removed.statusCode).toBe(204);
    expect((await methodsOf(member)).identities).toEqual([]);

    const newcomer = await providerMember();
    const [only] = (await methodsOf(newcomer)).identities;
    const refused = await t.request('DELETE', `/api/auth/identities/${only?._id}`, { as: newcomer });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lastSignInMethod' });
    const stranger = await t.request('DELETE', `/api/auth/identities/${only?._id}`, { as: member });
    expect(stranger.statusCode).toBe(404);
  });

  it('lets a member without a password set one, sign in with it, and then unlink the provider', async () => {
    const newcomer = await providerMember();
    const login = { email: newcomer.user.email, password: PASSWORD };
    expect((await t.request('POST', '/api/auth/login', { payload: login })).statusCode).toBe(401);
    const weak = await t.request('POST', '/api/auth/password', { as: newcomer, payload: { password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const set = await t.request('POST', '/api/auth/password', { as: newcomer, payload: { password: PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await methodsOf(newcomer)).hasPassword).toBe(true);
    expect((await t.request('POST', '/api/auth/login', { payload: login })).statusCode).toBe(200);
    const again = await t.request('POST', '/api/auth/password', { as: newcomer, payload: { password: PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'passwordAlreadySet' });

    const [only] = (await methodsOf(newcomer)).identities;
    expect((await t.request('DELETE', `/api/auth/identities/${only?._id}`, { as: newcomer })).statusCode).toBe(204);
  });

  it('forgets the member’s linked providers when they delete their account, so Google signs no one in as them', async () => {
    const member = await build.registerMember();
    const sub = googleAccount(member.user.email);
    await trips.trip('google', { as: member });
    const erased = await t.request('DELETE', '/api/users/me', { as: member, payload: { password: member.password } });
    expect(erased.statusCode, erased.body).toBe(204);
    const rows = await t.app.ctx.db.select().from(authIdentities).where(eq(authIdentities.userId, member.user.id));
    expect(rows).toEqual([]);
    // The same Google account now is a new person, asked to agree before any account is made.
    standIns.google.signInAs(sub);
    expect((await trips.trip('google')).location).toMatch(/^\/auth\/provider\/sign-up\//);
  });
});
