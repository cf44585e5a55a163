import { createHash } from 'node:crypto';
import {
  type CurrentUser,
  DAY_MS,
  formatMessage,
  LINK_FREE_DAYS,
  MESSAGE_REQUESTS_PER_DAY,
  MESSAGES,
  type MessageCode,
  NEW_ACCOUNT_DAILY_LIMITS,
  NEW_ACCOUNT_DAYS,
  type PostingKind,
  REPEATED_TEXT_MAX,
  REPEATED_TEXT_MIN_CHARS,
  REPEATED_TEXT_WINDOW_MS,
  VERIFICATION_MAIL_INTERVAL_MS,
  VERIFICATION_MAILS_PER_DAY,
} from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { onRollback } from '../../lib/after-commit.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden, invalid } from '../../lib/errors.ts';
import { hasWorkCreditedByOthers } from '../users/index.ts';
import { hasLink } from './links.ts';

/** What a member wrote, by field (a list's items, an address's URL): each is checked for links on their first day. */
export type PostFields = Record<string, string | readonly string[] | null | undefined>;

/** A post as the limits see it: its kind, what was written, and the text that must not be repeated (if any). */
export type Post = { kind: PostingKind; fields: PostFields; text?: string | undefined };

const DAILY_LIMIT_MESSAGES: Record<PostingKind, MessageCode> = {
  problem: 'newAccountProblems',
  project: 'newAccountProjects',
  challenge: 'newAccountChallenges',
  request: 'newAccountRequests',
  invitation: 'newAccountInvitations',
  message: 'newAccountMessages',
  question: 'newAccountQuestions',
};

/** How new the account is, for the limits: past its first days, or with work another member credited, it is not. */
type Standing = 'established' | 'new' | 'first-day';

async function standingOf(tx: Queryable, user: CurrentUser, now: Date): Promise<Standing> {
  // Registration's moment against the services' clock: a test that moves its clock ages its app's accounts.
  const ageMs = now.getTime() - Date.parse(user.createdAt);
  // Moderators are appointed, not signed up: nothing to hold back.
  if (ageMs >= NEW_ACCOUNT_DAYS * DAY_MS || user.role === 'moderator') return 'established';
  if (await hasWorkCreditedByOthers(tx, user.id)) return 'established';
  return ageMs < LINK_FREE_DAYS * DAY_MS ? 'first-day' : 'new';
}

function refuseLinksIn(fields: PostFields) {
  const withLinks = Object.entries(fields).filter(([, value]) =>
    typeof value === 'string' ? hasLink(value) : (value ?? []).some(hasLink),
  );
  if (withLinks.length === 0) return;
  const msg = MESSAGES.linksAfterFirstDay;
  throw invalid(
    msg,
    withLinks.map(([param]) => ({ param, msg })),
  );
}

/** The same text whatever its case, spacing or Unicode form, as a short key (the text itself is not kept). */
function textKey(text: string) {
  const normal = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if ([...normal].length < REPEATED_TEXT_MIN_CHARS) return undefined;
  return createHash('sha256').update(normal).digest('base64url').slice(0, 22);
}

const tooMany = (message: string, retryAt: number, now: Date) =>
  new AppError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000))),
  });

/**
 * Lets a member's post through the limits that stop abuse before it needs a moderator, or refuses it: a link from
 * an account on its first day (400, beside the fields that hold one), the same text a third time within ten
 * minutes (429), or a new account's post past its kind's daily limit (429, rolling 24 hours). Call it inside the
 * transaction that writes the post, after the access checks.
 *
 * The counts live in `ctx.postingLog` (Redis when configured, so shared by every instance; memory otherwise): each
 * post takes its place there in one atomic step, so of N posts sent at once for the last place exactly one gets
 * it, on whichever instances. Should the transaction then roll back, its places are given back. A count in SQL
 * would need the member's row locked in every write and an index by author on every table (chat messages have none).
 */
export async function admitPost(ctx: AppContext, tx: Queryable, user: CurrentUser, post: Post) {
  refuseUnverified(user);
  const now = ctx.clock();
  const standing = await standingOf(tx, user, now);
  if (standing === 'first-day') refuseLinksIn(post.fields);
  const places: Place[] = [];
  const repeated = post.text === undefined ? undefined : textKey(post.text);
  if (repeated) {
    places.push({
      key: `text:${user.id}:${repeated}`,
      max: REPEATED_TEXT_MAX,
      windowMs: REPEATED_TEXT_WINDOW_MS,
      message: MESSAGES.repeatedText,
    });
  }
  if (standing !== 'established') {
    const max = NEW_ACCOUNT_DAILY_LIMITS[post.kind];
    const message = formatMessage(DAILY_LIMIT_MESSAGES[post.kind], { max });
    places.push({ key: `${post.kind}:${user.id}`, max, windowMs: DAY_MS, message });
  }
  await takePlaces(ctx, tx, places, now);
}

/**
 * Counts a message request (the first message to a member who shares no team with the sender) against
 * MESSAGE_REQUESTS_PER_DAY in any 24 hours, whatever the account's age: 429 past it. Same log, same giving back.
 */
export async function admitMessageRequest(ctx: AppContext, tx: Queryable, user: CurrentUser) {
  refuseUnverified(user);
  const max = MESSAGE_REQUESTS_PER_DAY;
  const message = formatMessage('messageRequestsPerDay', { max });
  await takePlaces(ctx, tx, [{ key: `message-request:${user.id}`, max, windowMs: DAY_MS, message }], ctx.clock());
}

/** Until its address is proven an account posts nothing: it may browse and build its profile (issue 29). */
function refuseUnverified(user: CurrentUser) {
  if (!user.isEmailVerified) throw forbidden(MESSAGES.emailNotVerified);
}

/**
 * Counts a link mailed to prove an address (asked again, or for a new address): one a minute and
 * VERIFICATION_MAILS_PER_DAY a day per member, or 429. In the transaction that queues the mail.
 */
export async function admitVerificationMail(ctx: AppContext, tx: Queryable, userId: string) {
  const places = [
    {
      key: `verification-mail:${userId}`,
      max: 1,
      windowMs: VERIFICATION_MAIL_INTERVAL_MS,
      message: MESSAGES.verificationTooSoon,
    },
    {
      key: `verification-mails:${userId}`,
      max: VERIFICATION_MAILS_PER_DAY,
      windowMs: DAY_MS,
      message: formatMessage('verificationMailsPerDay', { max: VERIFICATION_MAILS_PER_DAY }),
    },
  ];
  await takePlaces(ctx, tx, places, ctx.clock());
}

/** A place a post takes in one sliding log: at most `max` in `windowMs`, else refused with `message`. */
type Place = { key: string; max: number; windowMs: number; message: string };

/** Takes every place or none (429 at the first that is full); a rollback of `tx` gives them back. */
async function takePlaces(ctx: AppContext, tx: Queryable, places: Place[], now: Date) {
  const taken: { key: string; id: string }[] = [];
  for (const { key, max, windowMs, message } of places) {
    const recorded = await ctx.postingLog.record(key, max, windowMs, now.getTime());
    if ('retryAt' in recorded) {
      await giveBack(ctx, taken);
      throw tooMany(message, recorded.retryAt, now);
    }
    taken.push({ key, id: recorded.id });
  }
  if (taken.length > 0) onRollback(tx, 'give back posting places', () => giveBack(ctx, taken));
}

async function giveBack(ctx: AppContext, taken: { key: string; id: string }[]) {
  await Promise.all(taken.map(({ key, id }) => ctx.postingLog.forget(key, id)));
}

/** An edit of a member's post: a link is refused on the account's first day, as when posting (nothing is counted). */
export async function refuseEarlyLinks(ctx: AppContext, tx: Queryable, user: CurrentUser, fields: PostFields) {
  const now = ctx.clock();
  if (now.getTime() - Date.parse(user.createdAt) >= LINK_FREE_DAYS * DAY_MS) return;
  if ((await standingOf(tx, user, now)) === 'first-day') refuseLinksIn(fields);
}
