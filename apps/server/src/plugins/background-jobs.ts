import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context.ts';
import { scheduleDeadlineReminders } from '../modules/challenges/index.ts';
import { scheduleDigests, scheduleFanOutSweep } from '../modules/follows/index.ts';
import { scheduleHousekeeping } from '../modules/housekeeping/housekeeping.service.ts';
import { scheduleMailDelivery } from '../modules/mail/index.ts';
import { scheduleNotificationDelivery } from '../modules/notifications/index.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const MAIL_RETRY_INTERVAL_MS = 30 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Work on a timer (housekeeping, mail retries, fan-outs, notification e-mails and pushes that came due or that a
 * stopped instance left, digests, challenge deadline reminders), stopped and drained before the database closes.
 */
export const backgroundJobsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const stopHousekeeping = scheduleHousekeeping(ctx, HOUSEKEEPING_INTERVAL_MS);
  const stopMailDelivery = scheduleMailDelivery(ctx, MAIL_RETRY_INTERVAL_MS);
  const stopFanOutSweep = scheduleFanOutSweep(ctx, SWEEP_INTERVAL_MS);
  const stopNotificationDelivery = scheduleNotificationDelivery(ctx, SWEEP_INTERVAL_MS);
  const stopDigests = scheduleDigests(ctx, SWEEP_INTERVAL_MS);
  const stopReminders = scheduleDeadlineReminders(ctx, SWEEP_INTERVAL_MS);
  app.addHook('onClose', async () => {
    stopMailDelivery();
    stopFanOutSweep();
    stopNotificationDelivery();
    stopDigests();
    stopReminders();
    await stopHousekeeping();
    await ctx.background.idle();
  });
});
