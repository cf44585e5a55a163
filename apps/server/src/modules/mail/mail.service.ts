import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Mail } from '../../lib/mailer.ts';
import { claimDueMail, insertMail, markMailFailed, markMailSent } from './mail.repository.ts';

const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 30 * 60_000;
// Long enough for a slow SMTP server to answer; a send still running past it may be tried once more.
const SEND_LEASE_MS = 2 * 60_000;
const MAX_MAILS_PER_RUN = 100;

/** Waits 30 s after the first failure, doubling up to 30 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

/**
 * Puts a mail in the outbox inside the caller's transaction, so it exists exactly when what it announces
 * does. Call `sendQueuedMail` after the commit; until then nothing leaves. A mail a member's action sends to
 * someone else names them in `requestedBy`, so it goes with their account when they erase it.
 */
export async function queueMail(
  tx: Queryable,
  now: Date,
  mail: Mail,
  expiresAt: Date | null = null,
  requestedBy: string | null = null,
) {
  await insertMail(tx, {
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
    nextAttemptAt: now,
    expiresAt,
    requestedBy,
  });
}

/** Starts delivering what is due, after the current response. */
export function sendQueuedMail(ctx: AppContext) {
  ctx.background.run('deliver mail', () => deliverDueMails(ctx));
}

/** Delivers every mail that is due; a failure is kept for a later try with backoff. */
export async function deliverDueMails(ctx: AppContext) {
  let delivered = 0;
  for (let run = 0; run < MAX_MAILS_PER_RUN; run += 1) {
    const now = ctx.clock();
    const mail = await claimDueMail(ctx.db, now, new Date(now.getTime() + SEND_LEASE_MS));
    if (!mail?.body) break;
    try {
      await ctx.mailer.deliver({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html && { html: mail.html }),
        ...(mail.headers && { headers: mail.headers }),
      });
      await markMailSent(ctx.db, mail.id, ctx.clock());
      delivered += 1;
    } catch (error) {
      const code = errorCodeOf(error);
      await markMailFailed(ctx.db, mail.id, new Date(ctx.clock().getTime() + retryDelayMs(mail.attempts)), code);
      ctx.log.warn({ mailId: mail.id, attempts: mail.attempts, code }, 'mail delivery failed; will retry');
    }
  }
  return delivered;
}

/** nodemailer's SMTP response code or error code: enough to tell why, and never the mail's content. */
function errorCodeOf(error: unknown) {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return String(responseCode ?? code ?? 'unknown').slice(0, 40);
}

/** Tries due mails now and then every interval (a failed one waits out its backoff); returns a stop function. */
export function scheduleMailDelivery(ctx: AppContext, intervalMs: number) {
  const timer = setInterval(() => sendQueuedMail(ctx), intervalMs);
  timer.unref();
  sendQueuedMail(ctx);
  return () => clearInterval(timer);
}
