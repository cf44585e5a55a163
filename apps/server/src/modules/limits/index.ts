/**
 * The limits module's public entry: what stops abuse before it needs a moderator. New accounts post less a day and
 * no links on their first day; nobody posts the same text again and again, nor sends more than a few message
 * requests a day. Services call `admitPost` in the transaction of each post (problems, projects, challenges,
 * requests, invitations, chat messages), and `admitMessageRequest` for a direct conversation's first message to a
 * stranger; `admitVerificationMail` for a link mailed again to prove an address. An account whose address is not
 * proven posts nothing. Limits depends on users (whose finished work another member credited).
 */
export { admitMessageRequest, admitPost, admitVerificationMail, refuseEarlyLinks } from './limits.service.ts';
