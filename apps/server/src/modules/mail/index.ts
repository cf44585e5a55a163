/** The mail module's public entry: queueing mail in the outbox (in the caller's transaction) and delivering it. */
export { deleteMailsTo } from './mail.repository.ts';
export { deliverDueMails, queueMail, scheduleMailDelivery, sendQueuedMail } from './mail.service.ts';
