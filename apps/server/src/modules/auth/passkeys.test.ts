import { generateKeyPairSync } from 'node:crypto';
import {
  type AuthResponse,
  type CurrentUser,
  formatMessage,
  MESSAGES,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NAME_MAX,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
} from '@skillsync/shared';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildersFor } from '../../test/bound-builders.ts';
import type { TestMember } from '../../test/builders.ts';
import { useMailbox } from '../../test/mailbox.ts';
import { createPasskey, type SoftPasskey, signInWith } from '../../test/soft-authenticator.ts';
import { useTestApp } from '../../test/test-app.ts';

const mailbox = useMailbox();
const t = useTestApp(() => ({ smtpUrl: mailbox.url }));
const build = buildersFor(t);

function expectRefusal(response: Response, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
}

async function okJson<T>(response: Response, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const optionsFor = (member: TestMember | undefined, password = member?.password) =>
  t.request('POST', '/api/auth/passkeys/options', { as: member, payload: { password } });
const addOptions = async (member: TestMember) => okJson<PasskeyOptions>(await optionsFor(member));
const signInOptions = async () => okJson<PasskeyOptions>(await t.request('POST', '/api/auth/passkey-sign-in/options'));
const listPasskeys = async (member: TestMember) =>
  (await okJson<PasskeyList>(await t.request('GET', '/api/auth/passkeys', { as: member }))).passkeys;
const signIn = (credential: ReturnType<typeof signInWith>) =>
  t.request('POST', '/api/auth/passkey-sign-in', { payload: { credential } });

/** Adds a new passkey of the soft authenticator to the member's account. */
async function addPasskey(member: TestMember, name = 'My laptop') {
  const { passkey, credential } = createPasskey(await addOptions(member));
  const response = await t.request('POST', '/api/auth/passkeys', { as: member, payload: { name, credential } });
  return { passkey, added: await okJson<Passkey>(response, 201) };
}

/** Signs in with the passkey and returns who the new session belongs to. */
async function signedInAs(passkey: SoftPasskey) {
  const session = await okJson<AuthResponse>(await signIn(signInWith(passkey, await signInOptions())));
  const me = await t.request('GET', '/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
  return (await okJson<CurrentUser>(me)).email;
}

describe('passkeys', () => {
  it('adds a named passkey, lists it, and signs the member in with it without their address or password', async () => {
    const member = await build.registerMember();
    expect(await listPasskeys(member)).toEqual([]);
    const { passkey, added } = await addPasskey(member, '  Work phone  ');
    expect(added).toMatchObject({ name: 'Work phone', isSynced: false, lastUsedAt: null });
    expect(await listPasskeys(member)).toEqual([added]);

    const response = await signIn(signInWith(passkey, await signInOptions()));
    const session = await okJson<AuthResponse>(response);
    expect(session.user.email).toBe(member.user.email);
    expect(response.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(await signedInAs(passkey)).toBe(member.user.email);
    const [listed] = await listPasskeys(member);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('renames and removes only the member’s own passkeys; a removed one signs no one in', async () => {
    const [owner, stranger] = await Promise.all([build.registerMember(), build.registerMember()]);
    const { passkey, added } = await addPasskey(owner);
    const url = `/api/auth/passkeys/${added._id}`;
    for (const as of [undefined, stranger]) {
      const status = as ? 404 : 401;
      expect((await t.request('PATCH', url, { as, payload: { name: 'Mine now' } })).statusCode).toBe(status);
      expect((await t.request('DELETE', url, { as })).statusCode).toBe(status);
    }
    expect(await listPasskeys(stranger)).toEqual([]);
    const renamed = await okJson<Passkey>(await t.request('PATCH', url, { as: owner, payload: { name: 'Tablet' } }));
    expect(renamed.name).toBe('Tablet');
    expect(await signedInAs(passkey)).toBe(owner.user.email);

    expect((await t.request('DELETE', url, { as: owner })).statusCode).toBe(204);
    expect(await listPasskeys(owner)).toEqual([]);
    expectRefusal(await signIn(signInWith(passkey, await signInOptions())), 401, 'passkeySignInFailed');
    expectRefusal(await t.request('DELETE', url, { as: owner }), 404, 'passkeyNotFound');
  });

  it('asks for a name within its limit', async () => {
    const member = await build.registerMember();
    const { added } = await addPasskey(member);
    const url = `/api/auth/passkeys/${added._id}`;
    expectRefusal(await t.request('PATCH', url, { as: member, payload: { name: '   ' } }), 400, 'passkeyNameRequired');
    const tooLong = await t.request('PATCH', url, { as: member, payload: { name: 'x'.repeat(PASSKEY_NAME_MAX + 1) } });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ param: 'name', code: 'textTooLong' })]);
    const { credential } = createPasskey(await addOptions(member));
    const unnamed = await t.request('POST', '/api/auth/passkeys', { as: member, payload: { name: '', credential } });
    expect(unnamed.json().errors).toEqual([
      expect.objectContaining({ param: 'name', msg: MESSAGES.passkeyNameRequired }),
    ]);
    expect(await listPasskeys(member)).toHaveLength(1);
  });

  it('uses each challenge once: a replayed sign-in or a second add with the same answer is refused', async () => {
    const member = await build.registerMember();
    const options = await addOptions(member);
    const { passkey, credential } = createPasskey(options);
    const add = () => t.request('POST', '/api/auth/passkeys', { as: member, payload: { name: 'Key', credential } });
    expect((await add()).statusCode).toBe(201);
    expectRefusal(await add(), 400, 'passkeyNotAdded');

    const answer = signInWith(passkey, await signInOptions());
    expect((await signIn(answer)).statusCode).toBe(200);
    expectRefusal(await signIn(answer), 401, 'passkeySignInFailed');
  });

  it("refuses a challenge not the server's, expired, or another member's, and an answer from another site", async () => {
    const [member, other] = await Promise.all([build.registerMember(), build.registerMember()]);
    const forged = createPasskey({ challenge: 'bm90LW91ci1jaGFsbGVuZ2U' }).credential;
    const payload = (credential: typeof forged) => ({ name: 'Key', credential });
    expectRefusal(
      await t.request('POST', '/api/auth/passkeys', { as: member, payload: payload(forged) }),
      400,
      'passkeyNotAdded',
    );
    // A challenge handed to one member adds nothing to another's account.
    const othersChallenge = createPasskey(await addOptions(other)).credential;
    expectRefusal(
      await t.request('POST', '/api/auth/passkeys', { as: member, payload: payload(othersChallenge) }),
      400,
      'passkeyNotAdded',
    );
    const elsewhere = createPasskey(await addOptions(member), { origin: 'https://skillsync.example' }).credential;
    expectRefusal(
      await t.request('POST', '/api/auth/passkeys', { as: member, payload: payload(elsewhere) }),
      400,
      'passkeyNotAdded',
    );
    const late = await addOptions(member);
    t.advanceClock(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expectRefusal(
      await t.request('POST', '/api/auth/passkeys', { as: member, payload: payload(createPasskey(late).credential) }),
      400,
      'passkeyNotAdded',
    );
    expect(await listPasskeys(member)).toEqual([]);

    const { passkey } = await addPasskey(member);
    const phishing = signInWith(passkey, await signInOptions(), { origin: 'https://skillsync.example' });
    expectRefusal(await signIn(phishing), 401, 'passkeySignInFailed');
    const lateSignIn = await signInOptions();
    t.advanceClock(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expectRefusal(await signIn(signInWith(passkey, lateSignIn)), 401, 'passkeySignInFailed');
    expect(await signedInAs(passkey)).toBe(member.user.email);
  });

  it('refuses an answer signed by another key, or without the member unlocking the authenticator', async () => {
    const member = await build.registerMember();
    const { passkey } = await addPasskey(member);
    const thief = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expectRefusal(await signIn(signInWith(passkey, await signInOptions(), {}, thief)), 401, 'passkeySignInFailed');
    const unverified = signInWith(passkey, await signInOptions(), { isUserVerified: false });
    expectRefusal(await signIn(unverified), 401, 'passkeySignInFailed');
    const { credential } = createPasskey(await addOptions(member), { isUserVerified: false });
    const response = await t.request('POST', '/api/auth/passkeys', {
      as: member,
      payload: { name: 'Key', credential },
    });
    expectRefusal(response, 400, 'passkeyNotAdded');
  });

  it('refuses a cloned authenticator whose counter went back', async () => {
    const member = await build.registerMember();
    const { passkey } = await addPasskey(member);
    const clone = { ...passkey };
    expect(await signedInAs(passkey)).toBe(member.user.email);
    expectRefusal(await signIn(signInWith(clone, await signInOptions())), 401, 'passkeySignInFailed');
  });

  it('keeps a passkey on one account only, and at most the limit per member', async () => {
    const [member, other] = await Promise.all([build.registerMember(), build.registerMember()]);
    const { passkey } = await addPasskey(member);
    const again = createPasskey(await addOptions(other), {}, passkey).credential;
    const response = await t.request('POST', '/api/auth/passkeys', {
      as: other,
      payload: { name: 'Key', credential: again },
    });
    expectRefusal(response, 409, 'passkeyAlreadyAdded');
    expect(await signedInAs(passkey)).toBe(member.user.email);

    for (let count = 1; count < PASSKEYS_MAX; count += 1) await addPasskey(member, `Key ${count}`);
    const full = await optionsFor(member);
    expectRefusal(full, 409, 'passkeysMax');
    expect(full.json().message).toBe(formatMessage('passkeysMax', { max: PASSKEYS_MAX }));
  });

  it("goes with the member's account when they delete it", async () => {
    const member = await build.registerMember();
    const { passkey } = await addPasskey(member);
    const exported = await okJson<{ passkeys: { name: string }[] }>(
      await t.request('GET', '/api/users/me/export', { as: member }),
    );
    expect(exported.passkeys).toEqual([expect.objectContaining({ name: 'My laptop' })]);
    expect(JSON.stringify(exported)).not.toContain('publicKey');
    const deleted = await t.request('DELETE', '/api/users/me', { as: member, payload: { password: member.password } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expectRefusal(await signIn(signInWith(passkey, await signInOptions())), 401, 'passkeySignInFailed');
  });

  it("asks for the member's password again before a passkey can be added, and tells their address once one is", async () => {
    const member = await build.registerMember();
    expect((await optionsFor(undefined, 'whatever')).statusCode).toBe(401);
    const wrong = await optionsFor(member, 'Not-the-password-1');
    expectRefusal(wrong, 400, 'passwordIncorrect');
    expect(wrong.json().errors).toEqual([expect.objectContaining({ param: 'password' })]);
    expectRefusal(
      await t.request('POST', '/api/auth/passkeys/options', { as: member, payload: {} }),
      400,
      'passwordRequired',
    );
    await addPasskey(member, 'Work phone');
    await t.settle();
    const mail = mailbox.readMailTo(member.user.email);
    expect(mail.subject).toBe('A passkey was added to your SkillSync account');
    expect(mail.text).toContain('"Work phone"');
    expect(mail.text).toContain('http://localhost:3000/settings');
  });

  it('refuses an answer whose signed credential is not the one it names, or that names another member', async () => {
    const [member, other] = await Promise.all([build.registerMember(), build.registerMember()]);
    const { credential } = createPasskey(await addOptions(member));
    const renamed = { ...credential, id: 'c29tZW9uZS1lbHNl', rawId: 'c29tZW9uZS1lbHNl' };
    const response = await t.request('POST', '/api/auth/passkeys', {
      as: member,
      payload: { name: 'Key', credential: renamed },
    });
    expectRefusal(response, 400, 'passkeyNotAdded');

    const { passkey } = await addPasskey(member);
    const othersHandle = Buffer.from(other.user.id.replaceAll('-', ''), 'hex').toString('base64url');
    const ownHandle = Buffer.from(member.user.id.replaceAll('-', ''), 'hex').toString('base64url');
    expectRefusal(
      await signIn(signInWith(passkey, await signInOptions(), { userHandle: othersHandle })),
      401,
      'passkeySignInFailed',
    );
    expect((await signIn(signInWith(passkey, await signInOptions(), { userHandle: ownHandle }))).statusCode).toBe(200);
  });

  it('adds a passkey reached in a way the server does not know yet, keeping the ways it knows', async () => {
    const member = await build.registerMember();
    const { passkey, credential } = createPasskey(await addOptions(member), { transports: ['hybrid', 'telepathy'] });
    const response = await t.request('POST', '/api/auth/passkeys', {
      as: member,
      payload: { name: 'Key', credential },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await signedInAs(passkey)).toBe(member.user.email);
  });
});
