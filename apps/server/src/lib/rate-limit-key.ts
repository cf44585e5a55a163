import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The plugin's own default: an IPv6 client counts by its /64, as one home or phone usually holds a whole /64. */
const IPV6_SUBNET = 64;

/** The key of every request whose connection was gone before its limit was counted. */
const CONNECTION_GONE = 'connection-gone';

/**
 * Rate limits count per client address, as the plugin's default does, except that a request whose connection
 * is already closed has no address left: Node's HTTP parser refused the rest of it (a malformed chunked body),
 * answered 400 and closed the socket before the route's hooks ran. Such a request is the client's error, so it
 * gets a key like any other instead of failing inside the plugin as a server fault with a stack.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const address = request.ip as string | undefined;
  return address === undefined ? CONNECTION_GONE : normalizeIP(address, IPV6_SUBNET);
}

/**
 * A route's limit: `max` calls a minute per member, counted once the session is known (so a member's limit follows
 * them across addresses), per address for a request without one. Used as a route's `config`.
 */
export const perMemberPerMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.session?.user.id ?? rateLimitKey(request),
  },
});
