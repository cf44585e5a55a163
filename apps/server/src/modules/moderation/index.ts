/**
 * The moderation module's public entry: members report what they see, moderators decide cases from a queue (hide
 * content, warn, suspend, ban), members appeal a decision once and another moderator decides, and every action is
 * kept in an audit log nobody can edit. Moderation depends on notifications and auth.
 */
export { appealRoutes } from './appeals.routes.ts';
export { moderationRoutes } from './moderation.routes.ts';
