import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Url, PushDeviceError, subscribeThisBrowser } from './push-device.ts';

const KEY = 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEawN40ZkG5o0Zs4ipsvX9oZS1-pMXVv2tZbZgOa-iKq8Ok9K2pw7yeXjs';

type Subscription = { options: { applicationServerKey: ArrayBuffer | null }; unsubscribe: () => Promise<boolean> };

/** A service worker registration whose push manager holds `existing` and answers subscribe() with `subscribe`. */
function stubRegistration(existing: Subscription | null, subscribe: () => Promise<Subscription>) {
  const pushManager = { getSubscription: async () => existing, subscribe: vi.fn(subscribe) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

const subscription = (key: string | null): Subscription => ({
  options: { applicationServerKey: key ? decodeBase64Url(key).buffer : null },
  unsubscribe: vi.fn(async () => true),
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the server key', () => {
  it('is read from base64url, the alphabet and the missing padding of a VAPID key', () => {
    expect([...decodeBase64Url('-_8')]).toEqual([0xfb, 0xff]);
    expect([...decodeBase64Url('AQID')]).toEqual([1, 2, 3]);
    expect(decodeBase64Url(KEY)).toHaveLength(65);
  });
});

describe('subscribing this browser', () => {
  it('asks the push service nothing when the member did not allow notifications', async () => {
    const pushManager = stubRegistration(null, async () => subscription(KEY));
    await expect(subscribeThisBrowser(Promise.resolve('default'), KEY)).rejects.toEqual(
      new PushDeviceError('notAllowed'),
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("keeps the browser's subscription for the same key, and replaces one made for another key", async () => {
    const kept = subscription(KEY);
    stubRegistration(kept, async () => subscription(KEY));
    expect(await subscribeThisBrowser(Promise.resolve('granted'), KEY)).toBe(kept);

    const stale = subscription('AQID');
    const fresh = subscription(KEY);
    const pushManager = stubRegistration(stale, async () => fresh);
    expect(await subscribeThisBrowser(Promise.resolve('granted'), KEY)).toBe(fresh);
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('gives up on a push service that never answers, and drops the subscription should it come after all', async () => {
    vi.useFakeTimers();
    let answer: (late: Subscription) => void = () => {};
    stubRegistration(null, () => new Promise((resolve) => (answer = resolve)));
    const subscribing = subscribeThisBrowser(Promise.resolve('granted'), KEY);
    const outcome = expect(subscribing).rejects.toEqual(new PushDeviceError('noPushService'));
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;

    const late = subscription(KEY);
    answer(late);
    await vi.waitFor(() => expect(late.unsubscribe).toHaveBeenCalled());
  });
});
