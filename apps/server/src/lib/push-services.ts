/**
 * A push service as configured (`PUSH_SERVICES`): an origin, or `https://*.example.com` for any subdomain of
 * example.com. Read here once, for the configuration's check and the pusher's.
 */
export function readPushService(
  entry: string,
): { origin: string } | { origin: string; scheme: string; domain: string } {
  const [, scheme, domain] = /^(https?:\/\/)\*\.(.+)$/.exec(entry) ?? [];
  return scheme && domain ? { scheme, domain, origin: `${scheme}${domain}` } : { origin: entry };
}
