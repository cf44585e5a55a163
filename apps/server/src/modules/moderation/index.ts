/**
 * The moderation module's public entry: members report what they see, moderators decide cases from a queue, and
 * every decision is kept in an audit log nobody can edit. Moderation depends on notifications.
 */
export { moderationRoutes } from './moderation.routes.ts';
