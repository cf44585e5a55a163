import {
  MESSAGES,
  type MessageCode,
  messageCode,
  PROVIDER_FLOW_TTL_MS,
  PROVIDER_PENDING_TTL_MS,
  type SignInProvider,
} from '@skillsync/shared';
import * as oidc from 'openid-client';
import type { AppContext } from '../../lib/context.ts';
import { AppError, conflict, invalid } from '../../lib/errors.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { findLiveUser, findUserByEmail, presentCurrentUser } from '../users/index.ts';
import { refuseClosedAccount, type SignedIn, startSession } from './auth.service.ts';
import type { ProviderClient, ProviderProfile } from './providers.clients.ts';
import {
  consumeProviderFlow,
  findIdentity,
  insertIdentity,
  insertPending,
  insertProviderFlow,
  recordIdentityUse,
} from './providers.repository.ts';

export type ProviderClients = ReadonlyMap<SignInProvider, ProviderClient>;

/** The page a finished callback sends the browser to, and the session it started, if any. */
export type CallbackOutcome = { location: string; signedIn?: SignedIn };

/** Where the web app finishes what a provider began (pages under /auth/provider). */
export const PENDING_PAGE = { 'sign-up': '/auth/provider/sign-up', link: '/auth/provider/link' } as const;
const SETTINGS_PAGE = '/settings';

export function requireClient(clients: ProviderClients, provider: SignInProvider) {
  const client = clients.get(provider);
  if (!client) throw invalid(MESSAGES.providerNotConfigured);
  return client;
}

/**
 * Starts a trip to the provider: the flow's state (kept hashed), PKCE verifier and nonce are stored for whichever
 * instance the callback reaches, and the state is also returned for the browser's cookie, so a callback finished in
 * another browser is refused. `userId` when a signed-in member links the provider from settings.
 */
export async function startProviderFlow(
  ctx: AppContext,
  client: ProviderClient,
  options: { userId: string | null; isRemembered: boolean },
) {
  const checks = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
  let url: URL;
  try {
    url = await client.authorizationUrl(checks);
  } catch (error) {
    ctx.log.warn({ err: error, provider: client.id }, 'provider unreachable');
    throw new AppError(503, MESSAGES.providerFailed);
  }
  await insertProviderFlow(ctx.db, {
    stateHash: hashToken(checks.state),
    provider: client.id,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    userId: options.userId,
    isRemembered: options.isRemembered,
    expiresAt: new Date(ctx.clock().getTime() + PROVIDER_FLOW_TTL_MS),
  });
  return { url: url.href, state: checks.state };
}

/** A refusal the page shows in words: the message's code in the query string. */
const failure = (page: string, code: MessageCode): CallbackOutcome => ({
  location: `${page}?providerError=${encodeURIComponent(code)}`,
});

/**
 * The provider sent the browser back: the state must be a live flow of ours, started in this browser, used once; the
 * code is exchanged (a replayed one the provider refuses); then the person is signed in, linked, or sent on to finish.
 */
export async function finishProviderFlow(
  ctx: AppContext,
  client: ProviderClient,
  callback: { url: URL; state: string | undefined; browserState: string | undefined; error: string | undefined },
): Promise<CallbackOutcome> {
  if (!callback.state) return failure('/login', 'providerStateInvalid');
  const flow = await consumeProviderFlow(ctx.db, hashToken(callback.state), client.id, ctx.clock());
  if (!flow || callback.browserState !== callback.state) return failure('/login', 'providerStateInvalid');
  const page = flow.userId ? SETTINGS_PAGE : '/login';
  if (callback.error) return failure(page, 'providerCancelled');
  let profile: ProviderProfile;
  try {
    profile = await client.finish(callback.url, { state: callback.state, ...flow });
  } catch (error) {
    ctx.log.warn({ err: error, provider: client.id }, 'provider sign-in failed');
    return failure(page, 'providerFailed');
  }
  try {
    if (flow.userId) return await linkFromSettings(ctx, client.id, profile, flow.userId);
    return await signInOrContinue(ctx, client.id, profile, flow.isRemembered);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return failure(page, messageCode(error.message) ?? 'providerFailed');
  }
}

/** A member linking a provider from settings, signed in when they left: the account joins theirs unless it is another's. */
async function linkFromSettings(
  ctx: AppContext,
  provider: SignInProvider,
  profile: ProviderProfile,
  userId: string,
): Promise<CallbackOutcome> {
  const existing = await findIdentity(ctx.db, provider, profile.subject);
  if (existing && existing.userId !== userId) throw conflict(MESSAGES.providerAccountTaken);
  if (!existing) {
    const inserted = await insertIdentity(ctx.db, {
      userId,
      provider,
      subject: profile.subject,
      email: profile.email,
    });
    if (!inserted) throw conflict(MESSAGES.providerAlreadyLinked);
  }
  return { location: `${SETTINGS_PAGE}?linked=${provider}` };
}

/**
 * Someone back from a provider: a linked account signs its member in; an address a member has, verified by the
 * provider, asks that member to confirm the link; an unverified one is refused (a stranger's provider account with
 * the member's address takes nothing); anyone else is a new person, asked to agree to the privacy notice first.
 */
async function signInOrContinue(
  ctx: AppContext,
  provider: SignInProvider,
  profile: ProviderProfile,
  isRemembered: boolean,
): Promise<CallbackOutcome> {
  const identity = await findIdentity(ctx.db, provider, profile.subject);
  if (identity) {
    const user = await findLiveUser(ctx.db, identity.userId);
    if (!user) throw invalid(MESSAGES.providerFailed);
    refuseClosedAccount(ctx, user);
    await recordIdentityUse(ctx.db, identity.id, ctx.clock());
    const session = await startSession(ctx, user.id, isRemembered);
    return { location: '/dashboard', signedIn: { ...session, user: presentCurrentUser(user) } };
  }
  if (!profile.email) throw invalid(MESSAGES.providerNoEmail);
  const member = await findUserByEmail(ctx.db, profile.email);
  if (member && !profile.isEmailVerified) throw conflict(MESSAGES.providerEmailUnverified);
  const kind = member ? 'link' : 'sign-up';
  const token = createToken();
  await insertPending(ctx.db, {
    tokenHash: hashToken(token),
    kind,
    provider,
    subject: profile.subject,
    email: profile.email,
    name: profile.name,
    pictureUrl: profile.pictureUrl,
    isEmailVerified: profile.isEmailVerified,
    userId: member?.id ?? null,
    isRemembered,
    expiresAt: new Date(ctx.clock().getTime() + PROVIDER_PENDING_TTL_MS),
  });
  return { location: `${PENDING_PAGE[kind]}/${token}` };
}
