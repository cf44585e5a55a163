/**
 * The follows module's public entry: following members and items, the activity log other modules write to
 * (`recordActivity`, in the transaction of the event), the feed read from it and its e-mailed digest. Follows depends
 * on notifications and mail.
 */
export { scheduleDigests, sendDueDigests } from './digest.service.ts';
export { deleteFollowsBetween, deleteFollowsOf } from './follows.repository.ts';
export { followsRoutes } from './follows.routes.ts';
export { recordActivity, scheduleFanOutSweep } from './follows.service.ts';
