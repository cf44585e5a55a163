import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context.ts';
import { scheduleHousekeeping } from '../modules/housekeeping/housekeeping.service.ts';
import { scheduleMailDelivery } from '../modules/mail/index.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const MAIL_RETRY_INTERVAL_MS = 30 * 1000;

/** Work on a timer (housekeeping, mail retries), stopped and drained before the database closes. */
export const backgroundJobsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const stopHousekeeping = scheduleHousekeeping(ctx, HOUSEKEEPING_INTERVAL_MS);
  const stopMailDelivery = scheduleMailDelivery(ctx, MAIL_RETRY_INTERVAL_MS);
  app.addHook('onClose', async () => {
    stopMailDelivery();
    await stopHousekeeping();
    await ctx.background.idle();
  });
});
