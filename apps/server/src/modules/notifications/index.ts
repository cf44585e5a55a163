/**
 * The notifications module's public entry: other modules tell members of what happened with `notify`, inside the
 * transaction that makes it true; their bells ring after the commit. Notifications depends on no module.
 */

export { frameMail } from './mail-frame.ts';
export { mailLinks } from './notification-mail.service.ts';
export {
  claimDueDigests,
  deleteNotificationDataOf,
  type Notice,
  rewriteMentionExcerpt,
} from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export {
  deliverNotifications,
  notify,
  notifyFollowers,
  readChat,
  scheduleNotificationDelivery,
} from './notifications.service.ts';
