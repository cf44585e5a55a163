import { type CurrentUser, MESSAGES } from '@skillsync/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';

/** The signed-in member behind a request (the auth module's plugin sets it). */
export type SessionInfo = { sessionId: string; user: CurrentUser };

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

/** Who is asking: what services need from a request to check access (a FastifyRequest is one). */
export type Requester = Pick<FastifyRequest, 'session' | 'ip'>;

/**
 * The OpenAPI `security` of a route only members may call (a Bearer token or the session cookie). The auth plugin
 * answers an anonymous call to such a route 401 before its input is parsed or validated.
 */
export const MEMBER_ONLY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** Public routes: anyone may call them, and a member's session, when sent, changes what they see. */
export const ANYONE = [{}, ...MEMBER_ONLY];

/** True for a route declared MEMBER_ONLY. */
export const isMemberOnly = (security: unknown) =>
  Array.isArray(security) && security.length > 0 && security.every((entry) => Object.keys(entry).length > 0);

/** The signed-in member, or a 401 for everyone else. */
export function requireUser(request: Pick<FastifyRequest, 'session'>): CurrentUser {
  return requireSession(request).user;
}

/** The signed-in moderator: a 401 for a visitor, a 403 for any other member (the role is never given by the API). */
export function requireModerator(request: Pick<FastifyRequest, 'session'>): CurrentUser {
  const user = requireUser(request);
  if (user.role !== 'moderator') throw forbidden(MESSAGES.notModerator);
  return user;
}

/** The signed-in member's session (for what lasts only as long as it does), or a 401 for everyone else. */
export function requireSession(request: Pick<FastifyRequest, 'session'>): SessionInfo {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The signed-in member, or null for an anonymous visitor (for pages everyone may read). */
export function findUser(request: Pick<FastifyRequest, 'session'>): CurrentUser | null {
  return request.session?.user ?? null;
}
