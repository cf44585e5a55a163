import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@skillsync/shared';
import { isUuid } from '../../lib/ids.ts';

const macOf = (key: string, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe ${userId} ${kind}`).digest('base64url');

/**
 * The token of an e-mail's one-click unsubscribe: who and which kind (or the digest), signed with the server's key, so it cannot be
 * guessed, nor turned into another member's or another kind's.
 */
export function unsubscribeToken(key: string, userId: string, kind: MailKind) {
  return `${Buffer.from(`${userId} ${kind}`).toString('base64url')}.${macOf(key, userId, kind)}`;
}

/** Who and which kind a token names, or null for one this server did not sign. */
export function readUnsubscribeToken(key: string, token: string): { userId: string; kind: MailKind } | null {
  const [payload = '', mac = ''] = token.split('.');
  const [userId = '', kind = ''] = Buffer.from(payload, 'base64url').toString('utf8').split(' ');
  if (!isUuid(userId) || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(macOf(key, userId, kind));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as MailKind };
}
