/**
 * The limits module's public entry: what stops abuse before it needs a moderator. New accounts post less a day and
 * no links on their first day; nobody posts the same text again and again, nor sends more than a few message
 * requests a day. Services call `admitPost` in the transaction of each post (problems, projects, challenges,
 * requests, invitations, chat messages), and `admitMessageRequest` for a direct conversation's first message to a
 * stranger. Limits depends on users (whose finished work another member credited).
 */
export { admitMessageRequest, admitPost, refuseEarlyLinks } from './limits.service.ts';
