/**
 * The limits module's public entry: what stops abuse before it needs a moderator. New accounts post less a day and
 * no links on their first day; nobody posts the same text again and again. Services call `admitPost` in the
 * transaction of each post (problems, projects, challenges, requests, invitations, chat messages). Limits depends on
 * users (whose finished work another member credited).
 */
export { admitPost, refuseEarlyLinks } from './limits.service.ts';
