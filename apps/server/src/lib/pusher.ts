import type { Agent } from 'node:https';
import type { PushPayload } from '@skillsync/shared';
import webpush from 'web-push';
import { readPushService } from './push-services.ts';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type Pusher = {
  /** The key browsers subscribe with: pushes signed with its private half are the only ones they accept from us. */
  publicKey: string;
  /** Whether the endpoint is at a push service this server sends to (see Config `pushServices`). */
  accepts: (endpoint: string) => boolean;
  /**
   * Hands one push to the browser's push service, encrypted for that browser: 'gone' when the service says the
   * subscription no longer exists or is not ours (made for another key); rejects when the service could not take it.
   */
  send: (target: PushTarget, payload: PushPayload) => Promise<'sent' | 'gone'>;
};

/** How long a push service keeps a push for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** What a push service answers for a subscription that will never take our pushes again (RFC 8030, RFC 8292). */
const GONE_STATUSES = new Set([403, 404, 410]);

/** A host name as push services have them: lowercase labels of letters, digits and hyphens, no trailing dot. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * Whether the endpoint is at one of the allowed origins (`https://*.example.com` takes any subdomain). Only an
 * address already in its standard form is taken: the library sends with Node's older URL parser, and an address the
 * two parsers read differently (`https://a;.notify.windows.com`, `https:///fcm.googleapis.com`) could reach
 * another host than the one checked here.
 */
function isAllowed(endpoint: string, services: string[]) {
  const url = URL.parse(endpoint);
  if (!url || url.href !== endpoint || url.username || url.password || !PLAIN_HOST.test(url.hostname)) return false;
  return services
    .map(readPushService)
    .some((service) =>
      'domain' in service
        ? `${url.protocol}//` === service.scheme && url.port === '' && url.hostname.endsWith(`.${service.domain}`)
        : url.origin === service.origin,
    );
}

/**
 * Web push (RFC 8030, with VAPID, RFC 8292, and aes128gcm payload encryption, RFC 8291) through the `web-push`
 * library. `agent` is for tests, whose local push service has its own certificate.
 */
export function createPusher(options: { keys: VapidKeys; subject: string; services: string[]; agent?: Agent }): Pusher {
  const vapidDetails = { subject: options.subject, ...options.keys };
  // Refuses a key pair that is not one (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) at start, not at every push.
  webpush.setVapidDetails(vapidDetails.subject, vapidDetails.publicKey, vapidDetails.privateKey);
  return {
    publicKey: options.keys.publicKey,
    accepts: (endpoint) => isAllowed(endpoint, options.services),
    async send(target, payload) {
      try {
        await webpush.sendNotification(target, JSON.stringify(payload), {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout: PUSH_TIMEOUT_MS,
          ...(options.agent && { agent: options.agent }),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && GONE_STATUSES.has(error.statusCode)) return 'gone';
        throw error;
      }
    },
  };
}

/** A fresh VAPID key pair (P-256), made once per installation and stored. */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
