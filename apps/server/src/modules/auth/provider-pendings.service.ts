import {
  AVATAR_MAX_BYTES,
  type ConfirmLinkBody,
  type ConsentChannel,
  type MailedLinkBody,
  MESSAGES,
  PRIVACY_NOTICE_VERSION,
  PROVIDER_NAMES,
  type ProviderPending,
  type ProviderSignUpBody,
  providerLinkMail,
} from '@skillsync/shared';
import { isLoopbackHost } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { isPasswordOf, unusablePasswordHash } from '../../lib/passwords.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { deliverDueMails, queueMail, sendQueuedMail } from '../mail/index.ts';
import { storePictureOf } from '../profiles/index.ts';
import { claimInvitations } from '../projects/index.ts';
import { findLiveUser, insertUser, presentCurrentUser } from '../users/index.ts';
import { refuseClosedAccount, type SignedIn, startSession } from './auth.service.ts';
import { queueVerification } from './email.service.ts';
import {
  consumeMailedPending,
  consumePending,
  findLivePending,
  insertIdentity,
  type PendingRow,
  setPendingMailToken,
} from './providers.repository.ts';

/** A provider's picture is fetched once, this fast and this big at most, or not at all. */
const PICTURE_TIMEOUT_MS = 5000;

const pendingInvalid = () => invalid(MESSAGES.providerPendingInvalid);

/** What the page finishing a sign-up or link shows: the provider's name and address for the person. */
export async function getPending(ctx: AppContext, token: string): Promise<ProviderPending> {
  const pending = await findLivePending(ctx.db, hashToken(token), ctx.clock());
  if (!pending) throw pendingInvalid();
  const member = pending.userId ? await findLiveUser(ctx.db, pending.userId) : undefined;
  return {
    kind: pending.kind,
    provider: pending.provider,
    name: pending.name,
    email: pending.email,
    hasPassword: member?.hasPassword ?? false,
  };
}

/**
 * A new person agreed to the privacy notice: their account is made from what the provider said (no password; the
 * address verified when the provider said so), linked to the provider, and signed in; all of it or nothing.
 */
export async function finishProviderSignUp(
  ctx: AppContext,
  token: string,
  body: ProviderSignUpBody,
  consentVia: ConsentChannel,
): Promise<SignedIn> {
  const passwordHash = await unusablePasswordHash();
  const now = ctx.clock();
  const { row, pending } = await ctx.db.transaction(async (tx) => {
    const pending = await consumePending(tx, hashToken(token), 'sign-up', now);
    if (!pending) throw pendingInvalid();
    const row = await insertUser(tx, {
      name: pending.name,
      email: pending.email,
      passwordHash,
      hasPassword: false,
      emailVerifiedAt: pending.isEmailVerified ? now : null,
      language: body.language,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentedAt: now,
      privacyConsentVia: consentVia,
      lastActiveAt: now,
      role: ctx.config.moderatorEmails.includes(pending.email.toLowerCase()) ? 'moderator' : 'member',
    });
    // Someone registered this address since: the pending stays, and the person can sign in and link instead.
    if (!row) throw conflict(MESSAGES.emailTaken);
    await linkIdentity(tx, row.id, pending, now);
    // An address the provider did not vouch for is proven the way a registration's is: by the link mailed to it.
    if (!pending.isEmailVerified) await queueVerification(ctx, tx, row, row.email);
    return { row, pending };
  });
  // Invitations sent to the address wait for it to be proven.
  if (pending.isEmailVerified) await claimInvitations(ctx, row);
  else sendQueuedMail(ctx);
  if (pending.pictureUrl) {
    const { pictureUrl } = pending;
    ctx.background.run('provider picture', () => fetchPicture(ctx, row.id, pictureUrl));
  }
  const session = await startSession(ctx, row.id, pending.isRemembered);
  return { ...session, user: presentCurrentUser(row) };
}

async function linkIdentity(tx: Queryable, userId: string, pending: PendingRow, now: Date) {
  const identity = await insertIdentity(tx, {
    userId,
    provider: pending.provider,
    subject: pending.subject,
    email: pending.email,
    lastUsedAt: now,
  });
  if (!identity) throw conflict(MESSAGES.providerAccountTaken);
}

/** The member whose verified address matched confirms the link with their password; it signs them in. */
export async function confirmLinkWithPassword(ctx: AppContext, token: string, body: ConfirmLinkBody) {
  const now = ctx.clock();
  const waiting = await findLivePending(ctx.db, hashToken(token), now);
  if (waiting?.kind !== 'link' || !waiting.userId) throw pendingInvalid();
  const member = await findLiveUser(ctx.db, waiting.userId);
  if (!member) throw pendingInvalid();
  if (!member.hasPassword || !(await isPasswordOf(member.passwordHash, body.password))) {
    throw invalid(MESSAGES.passwordIncorrect, [{ param: 'password', msg: MESSAGES.passwordIncorrect }]);
  }
  refuseClosedAccount(ctx, member);
  return linkPending(ctx, (tx) => consumePending(tx, hashToken(token), 'link', now));
}

/** Links the pending the lookup uses up to its member, and signs them in; of two confirmations at once, one links. */
async function linkPending(
  ctx: AppContext,
  consume: (tx: Queryable) => Promise<PendingRow | undefined>,
): Promise<SignedIn> {
  const now = ctx.clock();
  const pending = await ctx.db.transaction(async (tx) => {
    const pending = await consume(tx);
    if (!pending?.userId) throw pendingInvalid();
    const identity = await insertIdentity(tx, {
      userId: pending.userId,
      provider: pending.provider,
      subject: pending.subject,
      email: pending.email,
      lastUsedAt: now,
    });
    if (!identity) throw conflict(MESSAGES.providerAlreadyLinked);
    return pending;
  });
  const member = pending.userId ? await findLiveUser(ctx.db, pending.userId) : undefined;
  if (!member) throw pendingInvalid();
  refuseClosedAccount(ctx, member);
  const session = await startSession(ctx, member.id, pending.isRemembered);
  return { ...session, user: presentCurrentUser(member) };
}

/**
 * Instead of a password, a link to the member's address confirms: whoever opens it reads that mailbox. A newer mail
 * voids the older link.
 */
export async function mailLinkConfirmation(ctx: AppContext, token: string) {
  const now = ctx.clock();
  const waiting = await findLivePending(ctx.db, hashToken(token), now);
  if (waiting?.kind !== 'link' || !waiting.userId) throw pendingInvalid();
  const member = await findLiveUser(ctx.db, waiting.userId);
  if (!member) throw pendingInvalid();
  const mailToken = createToken();
  const mail = {
    to: member.email,
    ...providerLinkMail({
      name: member.name,
      providerName: PROVIDER_NAMES[waiting.provider],
      link: `${ctx.config.appUrl}/auth/provider/confirm/${mailToken}`,
      ttlMs: waiting.expiresAt.getTime() - now.getTime(),
      language: member.language,
    }),
  };
  await ctx.db.transaction(async (tx) => {
    if (!(await setPendingMailToken(tx, hashToken(token), hashToken(mailToken), now))) throw pendingInvalid();
    await queueMail(tx, now, mail, waiting.expiresAt);
  });
  ctx.background.run('provider link mail', () => deliverDueMails(ctx));
  return { message: MESSAGES.providerLinkMailed };
}

/** The mailed link was opened: the provider is linked and the member signed in. */
export async function confirmMailedLink(ctx: AppContext, body: MailedLinkBody) {
  return linkPending(ctx, (tx) => consumeMailedPending(tx, hashToken(body.token), ctx.clock()));
}

/** Whether the server may fetch a picture from here: https, or the loopback stand-ins of a test provider. */
function isFetchablePicture(address: string, allowLoopback: boolean) {
  const url = URL.parse(address);
  if (!url) return false;
  return url.protocol === 'https:' || (allowLoopback && url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** Fetches a new member's provider picture once, bounded; any failure leaves them with their initials. */
async function fetchPicture(ctx: AppContext, userId: string, address: string) {
  const allowLoopback = [...Object.values(ctx.config.providers)].some((settings) =>
    Object.values(settings ?? {}).some((value) => {
      const url = URL.parse(String(value));
      return url?.protocol === 'http:' && isLoopbackHost(url.hostname);
    }),
  );
  if (!isFetchablePicture(address, allowLoopback)) return;
  try {
    const response = await fetch(address, { redirect: 'error', signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    if (!response.ok || !response.body) return;
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > AVATAR_MAX_BYTES) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > AVATAR_MAX_BYTES) return;
      chunks.push(chunk);
    }
    await storePictureOf(ctx, userId, Buffer.concat(chunks));
  } catch (error) {
    ctx.log.info({ err: error }, 'provider picture not kept');
  }
}
