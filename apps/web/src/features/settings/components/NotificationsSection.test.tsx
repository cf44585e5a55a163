import { MESSAGES, NOTIFICATION_KINDS, type NotificationSettings } from '@skillsync/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithApp } from '../../../test/providers.tsx';
import { decodeBase64Url } from '../utils/push-device.ts';
import { NotificationsSection } from './NotificationsSection.tsx';

const PUBLIC_KEY = 'BNbxGYNMhEIi9zrneh7mqV4EuanjLUEawN40ZkG5o0Zs4ipsvX9oZS1-pMXVv2tZbZgOa-iKq8Ok9K2pw7yeXjs';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:def';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

type Sent = { method: string; path: string; body?: unknown };

/**
 * The server, as far as these settings go: it keeps the settings, refuses quiet hours that start when they end
 * (as the shared schema does), and answers the push routes, or refuses a subscription when told to.
 */
function stubServer({ refuseSubscription = false, subscribed = [] as string[], isDown = false } = {}) {
  const sent: Sent[] = [];
  // The endpoints that take this member's pushes in this session.
  const endpoints = new Set(subscribed);
  let settings: NotificationSettings = {
    channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, email: false, push: false }])),
    digest: 'weekly',
    quietHours: null,
  } as NotificationSettings;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      // What changes something on the server (asking whether a subscription still takes pushes changes nothing).
      if (method !== 'GET' && !path.endsWith('/state')) sent.push({ method, path, ...(body && { body }) });
      if (path === '/api/notifications/settings' && method === 'PUT') {
        const quiet = body?.quietHours as NotificationSettings['quietHours'] | undefined;
        if (quiet && quiet.from === quiet.until)
          return json({ message: MESSAGES.quietHoursInvalid, code: 'quietHoursInvalid' }, 400);
        settings = {
          ...settings,
          channels: { ...settings.channels, ...(body?.channels as object) },
          ...(quiet !== undefined && { quietHours: quiet }),
        };
        return json(settings);
      }
      if (path === '/api/notifications/settings') return json(settings);
      if (path === '/api/notifications/push/key') return json({ publicKey: PUBLIC_KEY });
      if (path === '/api/notifications/push/subscription' && refuseSubscription)
        return json({ message: MESSAGES.pushServiceNotAllowed, code: 'pushServiceNotAllowed' }, 400);
      if (path === '/api/notifications/push/subscription/state' && isDown) {
        return json({ message: 'Something went wrong', code: 'internal' }, 500);
      }
      if (path === '/api/notifications/push/subscription/state') {
        return json({ isSubscribed: endpoints.has(String(body?.endpoint)) });
      }
      if (path === '/api/notifications/push/subscription' && method === 'DELETE') {
        endpoints.delete(String(body?.endpoint));
        return json({ message: MESSAGES.pushUnsubscribed });
      }
      if (path === '/api/notifications/push/subscription') {
        endpoints.add(String(body?.endpoint));
        return json({ message: MESSAGES.pushSubscribed });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

type FakeBrowser = {
  permission?: NotificationPermission;
  /** What the member answers when asked. */
  answer?: NotificationPermission;
  isSubscribed?: boolean;
  /** The push service's failure, when it fails. */
  subscribeError?: Error;
};

/** A browser with the Push API: its permission, its service worker's push manager and one subscription. */
function stubBrowser({
  permission = 'default',
  answer = 'granted',
  isSubscribed = false,
  subscribeError,
}: FakeBrowser) {
  const browser = {
    permission,
    subscription: null as null | { endpoint: string; unsubscribe: () => Promise<boolean> },
    unsubscribed: [] as string[],
  };
  const subscriptionFor = (applicationServerKey: ArrayBuffer | null) => {
    const subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        browser.unsubscribed.push(ENDPOINT);
        browser.subscription = null;
        return true;
      }),
    };
    browser.subscription = subscription;
    return subscription;
  };
  if (isSubscribed) subscriptionFor(decodeBase64Url(PUBLIC_KEY).buffer);
  const requestPermission = vi.fn(async () => {
    browser.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  const subscribe = vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    if (subscribeError) throw subscribeError;
    return subscriptionFor(options.applicationServerKey.slice().buffer);
  });
  const registration = { pushManager: { getSubscription: async () => browser.subscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { browser, requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const renderSection = () => render(<NotificationsSection />, { wrapper: WithApp });
const pushControl = () => screen.getByRole('region', { name: 'Push notifications on this device' });

describe('the Push column', () => {
  it("sits beside In the app and By e-mail, and a tick saves that kind's pushes", async () => {
    const sent = stubServer();
    renderSection();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'In the app', 'By e-mail', 'Push']);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Someone supports your problem: Push' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/notifications/settings',
          body: { channels: { 'problem-supported': { inApp: true, email: false, push: true } } },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Someone supports your problem: Push' })).toHaveProperty(
        'checked',
        true,
      ),
    );
  });
});

describe('quiet hours', () => {
  it('turn on for the night, save a new hour, and off again', async () => {
    const sent = stubServer();
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Quiet hours' }));
    const from = await screen.findByRole('combobox', { name: 'From (India time)' });
    expect(from).toHaveProperty('value', '22');
    expect(screen.getByRole('combobox', { name: 'Until (India time)' })).toHaveProperty('value', '7');
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`));
    await waitFor(() => expect(from).toHaveProperty('disabled', false));

    fireEvent.change(from, { target: { value: '23' } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'From (India time)' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quiet hours' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map(({ body }) => body)).toEqual([
      { quietHours: { from: 22, until: 7 } },
      { quietHours: { from: 23, until: 7 } },
      { quietHours: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'From (India time)' })).toBeNull());
  });

  it("show the server's reason when both hours are the same, keeping the hours chosen to be corrected", async () => {
    const sent = stubServer();
    renderSection();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Quiet hours' }));
    const until = await screen.findByRole('combobox', { name: 'Until (India time)' });
    await waitFor(() => expect(until).toHaveProperty('disabled', false));

    fireEvent.change(until, { target: { value: '22' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.quietHoursInvalid);
    expect(until).toHaveProperty('value', '22');
    expect(until.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: 'From (India time)' }), { target: { value: '21' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sent.at(-1)?.body).toEqual({ quietHours: { from: 21, until: 22 } });
  });
});

describe('push notifications on this device', () => {
  it('explain that a browser without the Push API cannot have them', async () => {
    stubServer();
    renderSection();
    expect(await within(pushControl()).findByText(/This browser cannot get push notifications\./)).toBeDefined();
    expect(within(pushControl()).queryByRole('button')).toBeNull();
  });

  it('explain how to allow them when the member blocked notifications', async () => {
    stubServer();
    stubBrowser({ permission: 'denied' });
    renderSection();
    expect(await within(pushControl()).findByText(/Notifications are blocked for SkillSync/)).toBeDefined();
    expect(within(pushControl()).queryByRole('button')).toBeNull();
  });

  it("turn on: the browser asks, subscribes for the server's key, and the server gets the subscription", async () => {
    const sent = stubServer();
    const { requestPermission, subscribe } = stubBrowser({});
    renderSection();
    fireEvent.click(await within(pushControl()).findByRole('button', { name: 'Turn on' }));
    expect(await within(pushControl()).findByRole('button', { name: 'Turn off' })).toBeDefined();
    expect(requestPermission).toHaveBeenCalledOnce();
    const [options] = subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey ?? [])]).toEqual([...decodeBase64Url(PUBLIC_KEY)]);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/notifications/push/subscription',
        body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
      },
    ]);
    expect(within(pushControl()).getByText(/This device gets a push/)).toBeDefined();
  });

  it('say so, and tell the server nothing, when the push service gives no subscription', async () => {
    const sent = stubServer();
    stubBrowser({ subscribeError: new DOMException('Registration failed - push service error', 'AbortError') });
    renderSection();
    fireEvent.click(await within(pushControl()).findByRole('button', { name: 'Turn on' }));
    expect(await within(pushControl()).findByRole('alert')).toHaveProperty(
      'textContent',
      'This browser could not get a subscription from its push service, so push notifications stay off. Private windows cannot have them; otherwise, try again later or in another browser.',
    );
    expect(within(pushControl()).getByRole('button', { name: 'Turn on' })).toBeDefined();
    expect(sent).toEqual([]);
  });

  it("show the server's refusal and drop the browser's subscription, so the page never says on for nothing", async () => {
    stubServer({ refuseSubscription: true });
    const { browser } = stubBrowser({});
    renderSection();
    fireEvent.click(await within(pushControl()).findByRole('button', { name: 'Turn on' }));
    expect(await within(pushControl()).findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.pushServiceNotAllowed,
    );
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    expect(within(pushControl()).getByRole('button', { name: 'Turn on' })).toBeDefined();
  });

  it('stay off, and explain how to allow them, when the member blocks notifications when asked', async () => {
    const sent = stubServer();
    stubBrowser({ answer: 'denied' });
    renderSection();
    fireEvent.click(await within(pushControl()).findByRole('button', { name: 'Turn on' }));
    expect(await within(pushControl()).findByRole('alert')).toHaveProperty(
      'textContent',
      'Notifications were not allowed, so push notifications stay off.',
    );
    expect(await within(pushControl()).findByText(/Notifications are blocked for SkillSync/)).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('turn off: the server forgets the subscription and the browser ends it', async () => {
    const sent = stubServer({ subscribed: [ENDPOINT] });
    const { browser } = stubBrowser({ permission: 'granted', isSubscribed: true });
    renderSection();
    fireEvent.click(await within(pushControl()).findByRole('button', { name: 'Turn off' }));
    expect(await within(pushControl()).findByRole('button', { name: 'Turn on' })).toBeDefined();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/notifications/push/subscription', body: { endpoint: ENDPOINT } },
    ]);
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
  });

  it("say off for a subscription kept from another session, and end it, so that session's news stops here", async () => {
    const sent = stubServer();
    const { browser } = stubBrowser({ permission: 'granted', isSubscribed: true });
    renderSection();
    expect(await within(pushControl()).findByRole('button', { name: 'Turn on' })).toBeDefined();
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    expect(sent).toEqual([]);
  });

  it('say so, with a way to try again, when whether they are on cannot be checked', async () => {
    stubServer({ isDown: true });
    stubBrowser({ permission: 'granted', isSubscribed: true });
    renderSection();
    expect(await within(pushControl()).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Whether push notifications are on for this device could not be checked.'),
    );
    expect(within(pushControl()).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
