import { createHmac, timingSafeEqual } from 'node:crypto';

const macOf = (key: string, actionId: string) =>
  createHmac('sha256', key).update(`appeal ${actionId}`).digest('base64url');

/**
 * The token in the e-mail about a moderation decision: it opens that decision's appeal without signing in, since a
 * suspended or banned member cannot. Signed with the server's key, so it names that one decision and no other.
 */
export const appealToken = (key: string, actionId: string) => macOf(key, actionId);

export function isAppealToken(key: string, actionId: string, token: string) {
  const expected = Buffer.from(macOf(key, actionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
