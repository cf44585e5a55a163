import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import {
  type AddPasskeyBody,
  formatMessage,
  MESSAGES,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type PasskeySignInBody,
  passkeyAddedMail,
  type RenamePasskeyBody,
  type StartPasskeyBody,
} from '@skillsync/shared';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid, notFound, unauthenticated } from '../../lib/errors.ts';
import { isPasswordOf } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { lockUsers, presentCurrentUser, requireLiveUser } from '../users/index.ts';
import { refuseClosedAccount, type SignedIn, startSession } from './auth.service.ts';
import { presentPasskey } from './passkeys.presenter.ts';
import {
  consumePasskeyChallenge,
  countPasskeysOf,
  deletePasskey,
  findCredentialIdsOf,
  findPasskeyForSignIn,
  findPasskeysOf,
  insertPasskey,
  insertPasskeyChallenge,
  recordPasskeyUse,
  renamePasskey,
} from './passkeys.repository.ts';

/** How long the browser waits for the member at their authenticator. */
const CEREMONY_TIMEOUT_MS = 60_000;
/**
 * The keys a passkey may have: EdDSA, ES256 and RS256, which every authenticator offers. Named, so the library does
 * not probe Node's experimental post-quantum Web Crypto (a warning on every start) for ML-DSA.
 */
const KEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The relying party: passkeys are bound to the web app's host, and answers must come from its origin. */
function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** Keeps a ceremony's challenge, hashed, for whichever instance receives its answer. */
async function keepChallenge(ctx: AppContext, challenge: string, userId: string | null) {
  const expiresAt = new Date(ctx.clock().getTime() + PASSKEY_CHALLENGE_TTL_MS);
  await insertPasskeyChallenge(ctx.db, { challengeHash: hashToken(challenge), userId, expiresAt });
}

/**
 * Uses up the challenge an answer signed (in its clientDataJSON) and returns it when it was ours, live and for this
 * member.
 * Done before the library's checks, which then only compute, so a failure of theirs is the answer's fault alone.
 */
async function usedUpChallenge(ctx: AppContext, clientDataJSON: string, userId: string | null) {
  let challenge: unknown;
  try {
    challenge = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')).challenge;
  } catch {
    return undefined;
  }
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  return (await consumePasskeyChallenge(ctx.db, hashToken(challenge), userId, ctx.clock())) ? challenge : undefined;
}

const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];
/** The ways to reach an authenticator the browser knows of today; others it reports are left out. */
const knownTransports = (transports: string[]) =>
  transports.filter((transport) => TRANSPORTS.includes(transport)) as AuthenticatorTransport[];

/** The WebAuthn user handle of a member: their id's 16 bytes. */
const userHandleOf = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

export async function listPasskeys(ctx: AppContext, requester: Requester): Promise<PasskeyList> {
  const user = requireUser(requester);
  return { passkeys: (await findPasskeysOf(ctx.db, user.id)).map(presentPasskey) };
}

/**
 * The options for the browser to make a new passkey for the member (one it does not hold already), once their
 * password proves it is them.
 */
export async function startAddingPasskey(
  ctx: AppContext,
  requester: Requester,
  body: StartPasskeyBody,
): Promise<PasskeyOptions> {
  const user = requireUser(requester);
  const row = await requireLiveUser(ctx, user.id);
  if (!(await isPasswordOf(row.passwordHash, body.password))) {
    throw invalid(MESSAGES.passwordIncorrect, [{ param: 'password', msg: MESSAGES.passwordIncorrect }]);
  }
  // The passkeys the member holds: how many (the limit), and which the authenticator must not make again.
  const held = await findCredentialIdsOf(ctx.db, user.id);
  if (held.length >= PASSKEYS_MAX) throw conflict(formatMessage('passkeysMax', { max: PASSKEYS_MAX }));
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: 'SkillSync',
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    excludeCredentials: held.map((credential) => ({ id: credential.id, transports: credential.transports })),
    // A passkey the browser can offer at sign-in without an address typed (discoverable), unlocked by the member.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CEREMONY_TIMEOUT_MS,
    supportedAlgorithmIDs: KEY_ALGORITHMS,
  });
  await keepChallenge(ctx, options.challenge, user.id);
  return { ...options };
}

/** Checks the browser's new credential against the member's challenge and keeps it under the name they gave. */
export async function addPasskey(ctx: AppContext, requester: Requester, body: AddPasskeyBody): Promise<Passkey> {
  const user = requireUser(requester);
  const challenge = await usedUpChallenge(ctx, body.credential.response.clientDataJSON, user.id);
  if (!challenge) throw invalid(MESSAGES.passkeyNotAdded);
  const { rpID, origin } = relyingParty(ctx);
  // The library refuses a forged or malformed answer by throwing; to the member it is one that did not work.
  const verification = await verifyRegistrationResponse({
    response: body.credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    supportedAlgorithmIDs: KEY_ALGORITHMS,
  }).catch(() => undefined);
  if (!verification?.verified) throw invalid(MESSAGES.passkeyNotAdded);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  // The id inside the signed data must be the one the answer names (the schema bounds that one's length).
  if (credential.id !== body.credential.id) throw invalid(MESSAGES.passkeyNotAdded);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    // One add at a time per member, so two at once cannot pass the limit together.
    await lockUsers(tx, [user.id]);
    if ((await countPasskeysOf(tx, user.id)) >= PASSKEYS_MAX) {
      throw conflict(formatMessage('passkeysMax', { max: PASSKEYS_MAX }));
    }
    const added = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: knownTransports(credential.transports ?? []),
      name: body.name,
      isSynced: credentialDeviceType === 'multiDevice' && credentialBackedUp,
      createdAt: now,
    });
    if (!added) throw conflict(MESSAGES.passkeyAlreadyAdded);
    // A new way into the account is told to its address: a member who did not add it removes it.
    const link = `${ctx.config.appUrl}/settings`;
    const mail = passkeyAddedMail({ name: user.name, passkeyName: added.name, link, language: user.language });
    await queueMail(tx, now, { to: user.email, ...mail });
    return added;
  });
  sendQueuedMail(ctx);
  return presentPasskey(row);
}

export async function renameOwnPasskey(
  ctx: AppContext,
  requester: Requester,
  passkeyId: string,
  body: RenamePasskeyBody,
): Promise<Passkey> {
  const user = requireUser(requester);
  const row = await renamePasskey(ctx.db, user.id, passkeyId, body.name);
  if (!row) throw notFound(MESSAGES.passkeyNotFound);
  return presentPasskey(row);
}

/** Removes one of the member's passkeys; every account also has a password, so one always remains to sign in. */
export async function removePasskey(ctx: AppContext, requester: Requester, passkeyId: string) {
  const user = requireUser(requester);
  if (!(await deletePasskey(ctx.db, user.id, passkeyId))) throw notFound(MESSAGES.passkeyNotFound);
}

/** A sign-in challenge for whichever passkey the browser offers (no address asked first). */
export async function startPasskeySignIn(ctx: AppContext): Promise<PasskeyOptions> {
  const { rpID } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await keepChallenge(ctx, options.challenge, null);
  return { ...options };
}

/**
 * Signs in the member whose passkey signed our challenge. Every failure (an unknown passkey, a challenge not ours or
 * used, a bad signature, a counter gone back) gets the same answer.
 */
export async function signInWithPasskey(ctx: AppContext, body: PasskeySignInBody): Promise<SignedIn> {
  const refused = unauthenticated(MESSAGES.passkeySignInFailed);
  const found = await findPasskeyForSignIn(ctx.db, body.credential.id);
  // The challenge goes whoever answered it: one answer, even a wrong one, and it is spent.
  const challenge = await usedUpChallenge(ctx, body.credential.response.clientDataJSON, null);
  if (!found || found.user.deletedAt || !challenge) throw refused;
  // A discoverable passkey names its member too: it must be the one the credential belongs to.
  const { userHandle } = body.credential.response;
  if (userHandle !== undefined && userHandle !== userHandleOf(found.user.id).toString('base64url')) throw refused;
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response: body.credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: found.passkey.credentialId,
      publicKey: Buffer.from(found.passkey.publicKey, 'base64url'),
      counter: found.passkey.counter,
      transports: knownTransports(found.passkey.transports),
    },
  }).catch(() => undefined);
  if (!verification?.verified) throw refused;
  refuseClosedAccount(ctx, found.user);
  const { newCounter, credentialDeviceType, credentialBackedUp } = verification.authenticationInfo;
  await recordPasskeyUse(ctx.db, found.passkey.id, {
    counter: newCounter,
    isSynced: credentialDeviceType === 'multiDevice' && credentialBackedUp,
    lastUsedAt: ctx.clock(),
  });
  const session = await startSession(ctx, found.user.id, body.rememberMe ?? false);
  return { ...session, user: presentCurrentUser(found.user) };
}
