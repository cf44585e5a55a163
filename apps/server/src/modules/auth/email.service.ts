import {
  type ChangeEmailBody,
  EMAIL_VERIFICATION_TTL_MS,
  type EmailStatus,
  emailChangedMail,
  formatMessage,
  type Language,
  MESSAGES,
  type VerifyEmailBody,
  verifyEmailMail,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { isPasswordOf } from '../../lib/passwords.ts';
import { forgetSessions } from '../../lib/session-cache.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { admitVerificationMail } from '../limits/index.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { claimInvitations } from '../projects/index.ts';
import { requireLiveUser } from '../users/index.ts';
import {
  consumeVerification,
  findPendingVerification,
  insertVerification,
  isAddressTakenByOther,
  lockAccount,
  setVerifiedAddress,
  voidVerificationsOf,
} from './email.repository.ts';

type Account = { id: string; name: string; email: string; language: Language };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Mails a link proving `email` is the member's: their own address at registration, or a new one they asked for. In
 * the caller's transaction; the token is stored hashed, and the member's older links stop working.
 */
export async function queueVerification(ctx: AppContext, tx: Queryable, account: Account, email: string) {
  const now = ctx.clock();
  const token = createToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS);
  await voidVerificationsOf(tx, account.id, now);
  await insertVerification(tx, { tokenHash: hashToken(token), userId: account.id, email, expiresAt });
  const mail = verifyEmailMail({
    name: account.name,
    link: `${ctx.config.appUrl}/verify-email/${token}`,
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
    isChange: !sameAddress(email, account.email),
    language: account.language,
  });
  await queueMail(tx, now, { to: email, ...mail }, expiresAt);
}

/** The member's address, whether it is proven, and a new one waiting for its link. */
export async function findEmailStatus(ctx: AppContext, requester: Requester): Promise<EmailStatus> {
  const row = await requireLiveUser(ctx, requireUser(requester).id);
  const pending = await findPendingVerification(ctx.db, row.id, ctx.clock());
  return {
    email: row.email,
    isVerified: row.emailVerifiedAt !== null,
    pendingEmail: pending && !sameAddress(pending.email, row.email) ? pending.email : null,
  };
}

/** Mails the link again: for a new address waiting, else for an address not yet proven. Limited per member. */
export async function resendVerification(ctx: AppContext, requester: Requester) {
  const row = await requireLiveUser(ctx, requireUser(requester).id);
  const pending = await findPendingVerification(ctx.db, row.id, ctx.clock());
  const email = pending?.email ?? row.email;
  if (row.emailVerifiedAt && sameAddress(email, row.email)) throw conflict(MESSAGES.emailAlreadyVerified);
  await ctx.db.transaction(async (tx) => {
    await admitVerificationMail(ctx, tx, row.id);
    await queueVerification(ctx, tx, row, email);
  });
  sendQueuedMail(ctx);
  return { message: formatMessage('verificationMailSent', { email }) };
}

/**
 * Asks for a new address: the password proves it is the member (an account without one has only its session), and
 * the new address changes nothing until its link is opened; then the old address is told.
 */
export async function changeEmail(ctx: AppContext, requester: Requester, body: ChangeEmailBody) {
  const row = await requireLiveUser(ctx, requireUser(requester).id);
  if (row.hasPassword) {
    const msg = body.password ? MESSAGES.passwordIncorrect : MESSAGES.passwordRequired;
    if (!body.password || !(await isPasswordOf(row.passwordHash, body.password))) {
      throw invalid(msg, [{ param: 'password', msg }]);
    }
  }
  if (sameAddress(body.email, row.email)) {
    throw invalid(MESSAGES.emailUnchanged, [{ param: 'email', msg: MESSAGES.emailUnchanged }]);
  }
  if (await isAddressTakenByOther(ctx.db, body.email, row.id)) throw conflict(MESSAGES.emailTaken);
  await ctx.db.transaction(async (tx) => {
    await admitVerificationMail(ctx, tx, row.id);
    await queueVerification(ctx, tx, row, body.email);
  });
  sendQueuedMail(ctx);
  return { message: formatMessage('emailChangeSent', { email: body.email }) };
}

/**
 * Opens a mailed link, signed in or not, on any device: the address it names is now the member's, proven. A new
 * address replaces the old one, which is told; invitations sent to the address become the member's.
 */
export async function verifyEmail(ctx: AppContext, body: VerifyEmailBody) {
  const now = ctx.clock();
  const verified = await ctx.db.transaction(async (tx) => {
    const link = await consumeVerification(tx, hashToken(body.token), now);
    const account = link && (await lockAccount(tx, link.userId));
    if (!link || !account || account.deletedAt) throw invalid(MESSAGES.verificationLinkInvalid);
    if (!(await setVerifiedAddress(tx, link.userId, link.email, now))) throw conflict(MESSAGES.emailTaken);
    await voidVerificationsOf(tx, link.userId, now);
    if (!sameAddress(link.email, account.email)) {
      const mail = emailChangedMail({
        name: account.name,
        newEmail: link.email,
        link: `${ctx.config.appUrl}/grievance`,
        language: account.language,
      });
      await queueMail(tx, now, { to: account.email, ...mail });
    }
    return { id: link.userId, email: link.email };
  });
  // Every instance reads the member again: their sessions now carry the proven address.
  forgetSessions(ctx, { userId: verified.id });
  await claimInvitations(ctx, verified);
  sendQueuedMail(ctx);
  return { message: MESSAGES.emailVerified };
}
