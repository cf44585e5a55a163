import { type FeedPage, type FollowState, MESSAGES, type PageQuery } from '@skillsync/shared';
import type { Queryable } from '../../db/client.ts';
import { afterCommit } from '../../lib/after-commit.ts';
import { findUser, type Requester, requireUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/pagination.ts';
import { notifyFollowers } from '../notifications/index.ts';
import { findFeed } from './feed.repository.ts';
import { presentFeedItem } from './follows.presenter.ts';
import {
  canFollow,
  claimFanOut,
  deleteFollow,
  findFollowerBatch,
  findFollowState,
  findWaitingFanOuts,
  insertActivity,
  insertFollow,
  markFanOutProgress,
  type NewActivity,
  type Target,
} from './follows.repository.ts';

/** Posts whose fan-out waited this long were left by a stopped instance: the next sweep takes them. */
const FAN_OUT_STRANDED_MS = 60_000;
const FAN_OUT_SWEEP_BATCH = 20;
/** Followers told in one transaction of a fan-out. */
const FAN_OUT_BATCH = 1000;

export async function getFollowState(ctx: AppContext, requester: Requester, target: Target): Promise<FollowState> {
  const viewer = findUser(requester);
  if (!(await canFollow(ctx.db, viewer?.id ?? null, target))) throw notFound(MESSAGES.notFound);
  return findFollowState(ctx.db, viewer?.id, target);
}

/** Follows (or, with `follow` false, unfollows) a member, problem, project or challenge the member may see. */
export async function setFollowing(ctx: AppContext, requester: Requester, target: Target, follow: boolean) {
  const user = requireUser(requester);
  if (target.type === 'user' && target.id === user.id) {
    throw invalid(MESSAGES.cannotFollowSelf, [{ param: 'id', msg: MESSAGES.cannotFollowSelf }]);
  }
  if (!(await canFollow(ctx.db, user.id, target))) throw notFound(MESSAGES.notFound);
  if (follow) await insertFollow(ctx.db, user.id, target);
  else await deleteFollow(ctx.db, user.id, target);
  return findFollowState(ctx.db, user.id, target);
}

export async function getFeed(ctx: AppContext, requester: Requester, query: PageQuery): Promise<FeedPage> {
  const user = requireUser(requester);
  const { items, nextCursor } = await readPage(
    query,
    (page) => findFeed(ctx.db, user.id, page, ctx.clock()),
    (row) => ({ createdAt: row.cursor, id: row.id }),
  );
  return { items: items.map(presentFeedItem), nextCursor };
}

/**
 * Records what happened, in the transaction of the event. A member's post (a problem, a public project) is also
 * news to their followers: once it commits, the fan-out tells them, off the request path.
 */
export async function recordActivity(tx: Queryable, activity: NewActivity, now: Date) {
  const id = await insertActivity(tx, activity, now);
  if (activity.kind === 'problem-posted' || activity.kind === 'project-started') {
    afterCommit(tx, 'tell followers of a post', (ctx) => fanOut(ctx, id));
  }
}

/**
 * One post's followers told, each once: a batch at a time (by follower id), each batch a transaction that claims
 * the post under its row lock, tells the batch and records how far it got. Between batches the event loop takes
 * other work (on the embedded database one batch of 10,000 held the whole server for half a second).
 */
async function fanOut(ctx: AppContext, activityId: string) {
  for (;;) {
    const isDone = await ctx.db.transaction(async (tx) => {
      const post = await claimFanOut(tx, activityId);
      if (!post) return true;
      const followerIds = await findFollowerBatch(tx, post.actorId, post.fannedOutThrough, FAN_OUT_BATCH);
      const subject = post.problemId ? { problemId: post.problemId } : { projectId: post.projectId ?? '' };
      const now = ctx.clock();
      await notifyFollowers(tx, { actorId: post.actorId, kind: 'followed-posted', subject, followerIds }, now);
      const isLast = followerIds.length < FAN_OUT_BATCH;
      await markFanOutProgress(tx, activityId, followerIds.at(-1) ?? post.fannedOutThrough, isLast ? now : null);
      return isLast;
    });
    if (isDone) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Fans out the posts an instance left waiting (it stopped before their turn), every `intervalMs`. */
export function scheduleFanOutSweep(ctx: AppContext, intervalMs: number) {
  const sweep = () =>
    ctx.background.run('sweep waiting fan-outs', async () => {
      const before = new Date(ctx.clock().getTime() - FAN_OUT_STRANDED_MS);
      for (const id of await findWaitingFanOuts(ctx.db, before, FAN_OUT_SWEEP_BATCH)) await fanOut(ctx, id);
    });
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
