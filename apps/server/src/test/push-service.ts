/// <reference path="./http-ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PushPayload } from '@skillsync/shared';
import { decrypt } from 'http_ece';
import { useForFile } from './for-file.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
// Self-signed for 127.0.0.1; the e2e server trusts it through NODE_EXTRA_CA_CERTS (e2e/playwright.config.ts).
const certificate = fixture('push-service.crt');

/** How the server under test reaches the push service: trusting its certificate, and nothing else. */
export const pushServiceAgent = new Agent({ ca: certificate });

/** A push as the browser got it: decrypted with its keys, from a sender whose VAPID signature checked out. */
export type ReceivedPush = { payload: PushPayload; vapidKey: string; ttl: number; urgency: string | undefined };

/** One browser's subscription at the push service, with the keys only that browser holds. */
export type TestBrowser = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** How many pushes were sent to it, taken or not. */
  attempts: number;
  /** From now on the push service answers 410 Gone: the browser unsubscribed, or the app was removed. */
  leave: () => void;
};

/** Checks a VAPID JWT (ES256, RFC 8292) against the public key sent with it and the push service's origin. */
function checkVapid(authorization: string | undefined, origin: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '') ?? [];
  if (!token || !key) throw new Error('no VAPID authorization');
  const [header = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const isValid = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString());
  if (!isValid || aud !== origin || exp * 1000 < Date.now()) throw new Error('VAPID signature refused');
  return key;
}

/**
 * A push service on a local port, over TLS as the real ones are: it takes a push only with a valid VAPID
 * signature, decrypts it with the browser's private key (RFC 8291) as the browser would, and keeps it.
 */
export async function startPushService(listenPort = 0) {
  const browsers = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; browser: TestBrowser; isGone: boolean }
  >();
  let origin = '';
  const server: Server = createServer({ key: fixture('push-service.key'), cert: certificate }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = browsers.get(request.url?.replace('/push/', '') ?? '');
      if (entry) entry.browser.attempts += 1;
      if (!entry || entry.isGone) return response.writeHead(410).end();
      try {
        const vapidKey = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const clear = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: entry.ecdh,
          authSecret: entry.auth,
        });
        entry.browser.received.push({
          payload: JSON.parse(clear.toString('utf8')),
          vapidKey,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** A new browser subscribed at this push service (its subscription is what PushSubscription.toJSON() gives). */
    newBrowser(): TestBrowser {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const entry = {
        ecdh,
        auth,
        isGone: false,
        browser: {
          subscription: {
            endpoint: `${origin}/push/${id}`,
            keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
          },
          received: [] as ReceivedPush[],
          attempts: 0,
          leave: () => {
            entry.isGone = true;
          },
        },
      };
      browsers.set(id, entry);
      return entry.browser;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A push service for one test file; call it before `useTestApp` and give the app `pushServices: [origin]`. */
export function usePushService(): Omit<PushService, 'close'> {
  const started = useForFile('usePushService', () => startPushService());
  return {
    get origin() {
      return started().origin;
    },
    newBrowser: () => started().newBrowser(),
  };
}
