import { MESSAGES, type PushEndpointBody, type PushKey, type PushSubscriptionBody } from '@skillsync/shared';
import { type Requester, requireSession, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid } from '../../lib/errors.ts';
import { forEachLimited } from '../../lib/for-each-limited.ts';
import { describeError } from '../../lib/logging.ts';
import type { ClaimedNotice } from './notice-claims.repository.ts';
import { noticeWords, pathOf } from './notification-mail.ts';
import {
  claimPendingPushes,
  deleteGoneSubscriptions,
  deletePushSubscription,
  findPushTargetsOf,
  isSubscribedInSession,
  savePushSubscription,
} from './push.repository.ts';

const PUSHES_PER_BATCH = 100;
/** How many pushes are on their way to push services at once. */
const PUSHES_AT_ONCE = 10;

/** The key browsers subscribe with. */
export const getPushKey = (ctx: AppContext): PushKey => ({ publicKey: ctx.pusher.publicKey });

/**
 * This browser's pushes go to the member while this session lasts; only an endpoint at a known push service is
 * taken (see Config).
 */
export async function subscribeToPush(ctx: AppContext, requester: Requester, body: PushSubscriptionBody) {
  const { user, sessionId } = requireSession(requester);
  if (!ctx.pusher.accepts(body.endpoint)) throw invalid(MESSAGES.pushServiceNotAllowed);
  await ctx.db.transaction((tx) => savePushSubscription(tx, { userId: user.id, sessionId }, body, ctx.clock()));
  return { message: MESSAGES.pushSubscribed };
}

/** Whether this browser gets the member's pushes now: a subscription made in an earlier session does not. */
export async function getPushSubscriptionState(ctx: AppContext, requester: Requester, body: PushEndpointBody) {
  const { sessionId } = requireSession(requester);
  return { isSubscribed: await isSubscribedInSession(ctx.db, sessionId, body.endpoint) };
}

/** This browser's pushes stop (the member turned them off here). */
export async function unsubscribeFromPush(ctx: AppContext, requester: Requester, body: PushEndpointBody) {
  await deletePushSubscription(ctx.db, requireUser(requester).id, body.endpoint);
  return { message: MESSAGES.pushUnsubscribed };
}

/** A push's words, in the member's language, and the page it opens. */
function pushPayloadOf(notice: ClaimedNotice) {
  const { sentence, title } = noticeWords(notice);
  return { title: 'SkillSync', body: title ? `${sentence}: ${title}` : sentence, url: pathOf(notice), tag: notice.id };
}

/**
 * Sends the pushes notifications owe to every browser of their member, a batch at a time, PUSHES_AT_ONCE on their
 * way at once. A push is taken once (another instance skips it); one its push service refuses is not tried again
 * (the app and e-mail still tell), and a subscription the service calls gone is forgotten.
 */
export async function sendPushes(ctx: AppContext) {
  for (;;) {
    const claimed = await claimPendingPushes(ctx.db, PUSHES_PER_BATCH, ctx.clock());
    const userIds = [...new Set(claimed.map((notice) => notice.userId))];
    const targets = await findPushTargetsOf(ctx.db, userIds, ctx.clock());
    const sends = claimed.flatMap((notice) =>
      (targets.get(notice.userId) ?? []).map((target) => ({ target, payload: pushPayloadOf(notice) })),
    );
    const gone: string[] = [];
    await forEachLimited(sends, PUSHES_AT_ONCE, async ({ target, payload }) => {
      try {
        if ((await ctx.pusher.send(target, payload)) === 'gone') gone.push(target.endpoint);
      } catch (error) {
        const service = URL.parse(target.endpoint)?.origin;
        const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
        ctx.log.warn({ service, status, error: describeError(error) }, 'a push service did not take a push');
      }
    });
    await deleteGoneSubscriptions(ctx.db, gone);
    if (claimed.length < PUSHES_PER_BATCH) return;
  }
}
