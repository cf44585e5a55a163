import { lastDigestTime } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { queueMail, sendQueuedMail } from '../mail/index.ts';
import { claimDueDigests, mailLinks } from '../notifications/index.ts';
import { digestMail } from './digest-mail.ts';
import { findFeed } from './feed.repository.ts';

/** Members whose digest one transaction takes; the items one digest lists at most. */
const DIGESTS_PER_BATCH = 25;
const ITEMS_PER_DIGEST = 20;

/**
 * Sends the digests due at this moment: daily ones after 9:00 India time each day, weekly ones on Mondays. A
 * batch of members is taken and their mails queued in one transaction, so each digest goes once, even with several
 * instances. A member with nothing new since their last digest gets none (they are still marked, for next time).
 */
export async function sendDueDigests(ctx: AppContext) {
  let queued = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const dueAt = lastDigestTime(ctx.clock(), frequency);
    let after: string | null = null;
    for (;;) {
      const due = await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        const found = await claimDueDigests(tx, { frequency, dueAt, now, limit: DIGESTS_PER_BATCH, after });
        for (const member of found.filter((one) => one.isTaken)) {
          const page = { after: null, limit: ITEMS_PER_DIGEST, since: member.since };
          const items = (await findFeed(tx, member.userId, page, now)).slice(0, ITEMS_PER_DIGEST);
          if (items.length === 0) continue;
          const { links, headers } = mailLinks(ctx, member.userId, 'digest');
          await queueMail(tx, now, { ...digestMail(member, items, { ...links, appUrl: ctx.config.appUrl }), headers });
          queued += 1;
        }
        return found;
      });
      after = due.at(-1)?.userId ?? null;
      if (due.length < DIGESTS_PER_BATCH) break;
    }
  }
  if (queued > 0) sendQueuedMail(ctx);
}

/**
 * Looks every `intervalMs` whether a digest time has passed since the last look, and sends what is due then: a
 * minute's look costs one comparison, and the members are read only once per digest time.
 */
export function scheduleDigests(ctx: AppContext, intervalMs: number) {
  let lastLook: number | undefined;
  let isLooking = false;
  const look = () => {
    const dueAt = lastDigestTime(ctx.clock(), 'daily').getTime();
    if (lastLook === dueAt || isLooking) return;
    isLooking = true;
    ctx.background.run('send digests', async () => {
      try {
        await sendDueDigests(ctx);
        // Only a run that finished counts: after a failure the next minute's look tries again.
        lastLook = dueAt;
      } finally {
        isLooking = false;
      }
    });
  };
  const timer = setInterval(look, intervalMs);
  timer.unref();
  look();
  return () => clearInterval(timer);
}
