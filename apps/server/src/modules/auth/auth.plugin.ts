import { MESSAGES } from '@skillsync/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isMemberOnly } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { isSameOrigin } from '../../lib/origin.ts';
import { resolveSession } from './auth.service.ts';

export const SESSION_COOKIE = 'skillsync_session';

// A cookie-authenticated write must come from our own pages.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readToken(request: FastifyRequest): { token: string; isCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), isCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, isCookie: true } : undefined;
}

/** True when the request comes from our own pages: its Origin matches the host it was sent to. */
export const isSameOriginRequest = (request: FastifyRequest) =>
  isSameOrigin(request.headers.origin, request.headers.host, request.protocol);

/** Resolves `request.session` from a Bearer token or the session cookie on every API request. */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found = readToken(request);
    if (!found) return;
    request.session = (await resolveSession(ctx, found.token)) ?? null;
    if (request.session && found.isCookie && !SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
      throw forbidden(MESSAGES.crossSiteRefused);
    }
  });
  // Who may call comes before what they sent: an anonymous call to a members' route is a 401 whatever its body.
  app.addHook('preParsing', async (request) => {
    if (!request.session && isMemberOnly(request.routeOptions.schema?.security)) throw unauthenticated();
  });
});

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number | undefined, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
