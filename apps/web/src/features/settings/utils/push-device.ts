import { canPush, subscriptionOfThisBrowser } from '../../../lib/push-subscription.ts';

/**
 * Push notifications on this browser, as far as the browser knows them: whether it can have them, whether the
 * member blocked them, and its subscription. The server learns of a subscription from api/push-device.ts.
 */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Why this browser could not turn push notifications on; each has its explanation in the settings catalog. */
export type PushDeviceProblem = 'notAllowed' | 'notReady' | 'noPushService';

export class PushDeviceError extends Error {
  readonly problem: PushDeviceProblem;

  constructor(problem: PushDeviceProblem, options?: ErrorOptions) {
    super(`Push notifications could not be turned on: ${problem}`, options);
    this.problem = problem;
  }
}

/** How long the service worker may take to be ready (it installs once the first page has loaded). */
const READY_TIMEOUT_MS = 10_000;
/**
 * How long the browser's push service may take to answer. Some never do (a browser without Google's push service,
 * or one that cannot reach it), and the button would spin for ever.
 */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

/** Where push notifications stand on this browser. */
export async function readPushDeviceState(): Promise<PushDeviceState> {
  if (!canPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  try {
    return (await subscriptionOfThisBrowser()) ? 'on' : 'off';
  } catch {
    // A browser that refuses this page its service worker (some private windows do) cannot take pushes either.
    return 'unsupported';
  }
}

/** The bytes of a base64url text (the server's VAPID public key). */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array) {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** `promise`, or `error` when it has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number, error: Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Subscribes this browser for pushes signed with `publicKey`, once the member has allowed notifications
 * (`permission`, asked in their click: Safari and Firefox only ask inside one). A subscription the browser holds for
 * that key is kept; one for another key (the server's key changed) is replaced.
 */
export async function subscribeThisBrowser(permission: Promise<NotificationPermission>, publicKey: string) {
  if ((await permission) !== 'granted') throw new PushDeviceError('notAllowed');
  const registration = await within(navigator.serviceWorker.ready, READY_TIMEOUT_MS, new PushDeviceError('notReady'));
  const applicationServerKey = decodeBase64Url(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
  await existing?.unsubscribe();
  const subscribing = registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    return await within(subscribing, SUBSCRIBE_TIMEOUT_MS, new PushDeviceError('noPushService'));
  } catch (error) {
    // A subscription that arrives after we gave up would be one the server never hears of: drop it.
    void subscribing.then((late) => late.unsubscribe()).catch(() => undefined);
    throw error instanceof PushDeviceError ? error : new PushDeviceError('noPushService', { cause: error });
  }
}
