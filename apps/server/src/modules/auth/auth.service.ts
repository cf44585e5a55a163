import {
  type ConsentChannel,
  type CurrentUser,
  type ForgotPasswordBody,
  formatMessage,
  type LoginBody,
  MESSAGES,
  PRIVACY_NOTICE_VERSION,
  RESET_TOKEN_TTL_MS,
  type RegisterBody,
  type ResetPasswordBody,
  type ResetTokenParams,
  resetPasswordMail,
  SESSION_REMEMBER_MS,
  SESSION_SHORT_MS,
} from '@skillsync/shared';
import { findUser, type Requester, type SessionInfo } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, forbidden, invalid, unauthenticated } from '../../lib/errors.ts';
import { hashPassword, isPasswordOfMaybe } from '../../lib/passwords.ts';
import { rooms } from '../../lib/realtime-hub.ts';
import { forgetSessions } from '../../lib/session-cache.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { deliverDueMails, queueMail, sendQueuedMail } from '../mail/index.ts';
import {
  findUserByEmail,
  insertUser,
  LAST_ACTIVE_STEP_MS,
  presentCurrentUser,
  touchLastActive,
  updateUserPassword,
} from '../users/index.ts';
import {
  consumeResetToken,
  deleteResetTokensOfUser,
  deleteSession,
  deleteSessionsOfUser,
  extendSession,
  findCurrentUser,
  findLiveSession,
  findLiveTokenHashes,
  insertResetToken,
  insertSession,
  isResetTokenUsable,
} from './auth.repository.ts';
import { queueVerification } from './email.service.ts';

export type SignedIn = { token: string; user: CurrentUser; maxAgeMs: number | undefined };

/** A new session for a member who proved who they are (a password, a passkey). */
export async function startSession(ctx: AppContext, userId: string, isRemembered: boolean) {
  const token = createToken();
  const ttl = isRemembered ? SESSION_REMEMBER_MS : SESSION_SHORT_MS;
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    isRemembered,
    expiresAt: new Date(ctx.clock().getTime() + ttl),
  });
  return { token, maxAgeMs: isRemembered ? ttl : undefined };
}

export async function registerUser(ctx: AppContext, body: RegisterBody, consentVia: ConsentChannel): Promise<SignedIn> {
  const passwordHash = await hashPassword(body.password);
  // The unique index on lower(email) decides races; no row back means the address is taken.
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      language: body.language,
      // The box the visitor ticked (ours or the client's): consent to this version of the privacy notice, at this moment.
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentedAt: now,
      privacyConsentVia: consentVia,
      lastActiveAt: now,
      role: ctx.config.moderatorEmails.includes(body.email.toLowerCase()) ? 'moderator' : 'member',
    });
    if (!inserted) throw conflict(MESSAGES.emailTaken);
    // Invitations sent to the address wait until it is proven: whoever registers with it is not yet its owner.
    await queueVerification(ctx, tx, inserted, inserted.email);
    return inserted;
  });
  sendQueuedMail(ctx);
  const session = await startSession(ctx, row.id, false);
  return { ...session, user: presentCurrentUser(row) };
}

export async function loginUser(ctx: AppContext, body: LoginBody): Promise<SignedIn> {
  const row = await findUserByEmail(ctx.db, body.email);
  const isValid = await isPasswordOfMaybe(row?.passwordHash, body.password);
  if (!row || !isValid) throw unauthenticated(MESSAGES.invalidCredentials);
  refuseClosedAccount(ctx, row);
  const session = await startSession(ctx, row.id, body.rememberMe ?? false);
  return { ...session, user: presentCurrentUser(row) };
}

/** Only to whoever proved they are the member: that a moderator closed the account, and until when. */
export function refuseClosedAccount(ctx: AppContext, row: { bannedAt: Date | null; suspendedUntil: Date | null }) {
  if (row.bannedAt) throw forbidden(MESSAGES.accountBanned);
  if (row.suspendedUntil && row.suspendedUntil > ctx.clock()) {
    throw forbidden(formatMessage('accountSuspended', { until: row.suspendedUntil.toISOString() }));
  }
}

/** Resolves a session token to its member; sliding expiry keeps an active member signed in. */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionInfo | undefined> {
  const now = ctx.clock();
  const tokenHash = hashToken(token);
  const cached = ctx.sessions.get(tokenHash, now.getTime());
  if (cached) return cached;
  const ticket = ctx.sessions.ticket();
  const row = await findLiveSession(ctx.db, tokenHash, now);
  if (!row) return undefined;
  const { session } = row;
  const ttl = session.isRemembered ? SESSION_REMEMBER_MS : SESSION_SHORT_MS;
  const absoluteEnd = session.createdAt.getTime() + SESSION_REMEMBER_MS;
  const remaining = session.expiresAt.getTime() - now.getTime();
  let expiresAt = session.expiresAt;
  if (remaining < ttl / 2) {
    const extended = new Date(Math.min(now.getTime() + ttl, absoluteEnd));
    if (extended > session.expiresAt) {
      await extendSession(ctx.db, session.id, extended);
      expiresAt = extended;
    }
  }
  const { lastActiveAt } = row.user;
  if (!lastActiveAt || now.getTime() - lastActiveAt.getTime() > LAST_ACTIVE_STEP_MS) {
    await touchLastActive(ctx.db, row.user.id, now);
  }
  const info = { sessionId: session.id, user: presentCurrentUser(row.user) };
  ctx.sessions.set(tokenHash, info, expiresAt.getTime(), now.getTime(), ticket);
  return info;
}

/**
 * The signed-in member's account, read now: a session's lookup may be a moment old (session-cache.ts), and this is
 * where the member looks at their own name and reputation. Null for a visitor.
 */
export async function loadCurrentUser(ctx: AppContext, requester: Requester): Promise<CurrentUser | null> {
  const user = findUser(requester);
  if (!user) return null;
  const row = await findCurrentUser(ctx.db, user.id);
  return row ? presentCurrentUser(row) : null;
}

/** Which of these session tokens are still live (the realtime link's periodic check of its sockets). */
export async function findLiveTokens(ctx: AppContext, tokens: string[]) {
  const hashes = new Map(tokens.map((token) => [hashToken(token), token]));
  const live = await findLiveTokenHashes(ctx.db, [...hashes.keys()], ctx.clock());
  return new Set([...live].map((hash) => hashes.get(hash)));
}

export async function logoutSession(ctx: AppContext, sessionId: string) {
  await deleteSession(ctx.db, sessionId);
  forgetSessions(ctx, { sessionId });
  // The session's open sockets close with it, on every instance.
  ctx.realtime.disconnect(rooms.session(sessionId));
}

/**
 * Answers at once and the same whether or not the address is registered: the lookup and the mail happen
 * after the response, so not even its timing tells.
 */
export function requestPasswordReset(ctx: AppContext, body: ForgotPasswordBody) {
  ctx.background.run('password reset mail', () => mailResetLink(ctx, body.email));
  return { message: MESSAGES.forgotPasswordSent };
}

/** A new link voids the older ones; the token is stored hashed and the mail queued in the same transaction. */
async function mailResetLink(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = createToken();
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  const link = `${ctx.config.appUrl}/reset-password/${token}`;
  const mail = {
    to: user.email,
    ...resetPasswordMail({ name: user.name, link, ttlMs: RESET_TOKEN_TTL_MS, language: user.language }),
  };
  await ctx.db.transaction(async (tx) => {
    await deleteResetTokensOfUser(tx, user.id);
    await insertResetToken(tx, { tokenHash: hashToken(token), userId: user.id, expiresAt });
    await queueMail(tx, now, mail, expiresAt);
  });
  await deliverDueMails(ctx);
}

/**
 * Checks a reset link before the member types a new password, so a used or expired one says so at once; the
 * token stays usable (only a reset uses it). The same answer for a token never issued, used or expired.
 */
export async function checkResetToken(ctx: AppContext, params: ResetTokenParams) {
  if (!(await isResetTokenUsable(ctx.db, hashToken(params.token), ctx.clock()))) {
    throw invalid(MESSAGES.resetTokenInvalid);
  }
}

/** Sets a new password with a one-time token and signs out every session of that member. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const token = await consumeResetToken(tx, hashToken(body.token), ctx.clock());
    if (!token) throw invalid(MESSAGES.resetTokenInvalid);
    await updateUserPassword(tx, token.userId, passwordHash);
    await deleteSessionsOfUser(tx, token.userId);
    await deleteResetTokensOfUser(tx, token.userId);
    return token.userId;
  });
  closeSessionsOf(ctx, userId);
  return { message: MESSAGES.resetSuccess };
}

/**
 * Once a member's sessions are deleted (and committed): every instance forgets its cached lookups of them, and every
 * open socket of the member closes, wherever it is.
 */
export function closeSessionsOf(ctx: AppContext, userId: string) {
  forgetSessions(ctx, { userId });
  ctx.realtime.disconnect(rooms.user(userId));
}
