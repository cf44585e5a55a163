import { DAY_MS, GRIEVANCE_CONFIRM_TTL_MS } from '@skillsync/shared';
import type { AppContext } from '../../lib/context.ts';
import { describeError } from '../../lib/logging.ts';
import {
  deleteActivitiesBefore,
  deleteExpiredPasskeyChallenges,
  deleteExpiredProviderRows,
  deleteExpiredSessions,
  deleteProblemViewsBefore,
  deleteReadNotificationsBefore,
  deleteSpentMailsBefore,
  deleteSpentResetTokens,
  deleteSpentVerifications,
  deleteUnconfirmedGrievancesBefore,
  deleteUnsentAttachmentsBefore,
  eraseExpiredMailBodies,
} from './housekeeping.repository.ts';

const SPENT_MAIL_KEPT_MS = 30 * DAY_MS;
const READ_NOTIFICATIONS_KEPT_MS = 90 * DAY_MS;
const ACTIVITY_KEPT_MS = 180 * DAY_MS;
/** A chat upload not sent within a day was abandoned (the composer sends what it uploaded within minutes). */
const UNSENT_UPLOAD_KEPT_MS = DAY_MS;

/** Removes rows that can no longer matter, so tables do not grow without end. Safe to run on every instance. */
export async function runHousekeeping(ctx: AppContext) {
  const now = ctx.clock();
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const removed = {
    sessions: await deleteExpiredSessions(ctx.db, now),
    resetTokens: await deleteSpentResetTokens(ctx.db, now),
    passkeyChallenges: await deleteExpiredPasskeyChallenges(ctx.db, now),
    verifications: await deleteSpentVerifications(ctx.db, now),
    providerTrips: await deleteExpiredProviderRows(ctx.db, now),
    unconfirmedGrievances: await deleteUnconfirmedGrievancesBefore(
      ctx.db,
      new Date(now.getTime() - GRIEVANCE_CONFIRM_TTL_MS),
    ),
    problemViews: await deleteProblemViewsBefore(ctx.db, yesterday),
    expiredMailBodies: await eraseExpiredMailBodies(ctx.db, now),
    spentMails: await deleteSpentMailsBefore(ctx.db, new Date(now.getTime() - SPENT_MAIL_KEPT_MS)),
    readNotifications: await deleteReadNotificationsBefore(
      ctx.db,
      new Date(now.getTime() - READ_NOTIFICATIONS_KEPT_MS),
    ),
    activities: await deleteActivitiesBefore(ctx.db, new Date(now.getTime() - ACTIVITY_KEPT_MS)),
    unsentAttachments: await deleteUnsentAttachmentsBefore(ctx.db, new Date(now.getTime() - UNSENT_UPLOAD_KEPT_MS)),
  };
  ctx.log.info({ removed }, 'housekeeping done');
  return removed;
}

/** Runs housekeeping now and then every interval; the returned function stops it. */
export function scheduleHousekeeping(ctx: AppContext, intervalMs: number) {
  const run = () =>
    runHousekeeping(ctx).catch((error: unknown) =>
      ctx.log.warn({ error: describeError(error) }, 'housekeeping failed'),
    );
  let running = run();
  const timer = setInterval(() => {
    running = run();
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
