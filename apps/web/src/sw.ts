// The service worker (vite-plugin-pwa's injectManifest): the app shell and every page's code from cache, the
// last-seen problems for reading offline, the update prompt's skip-waiting, and web push notifications.
// Type-checked on its own (tsconfig.sw.json): a worker has no DOM.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { appUrl, notificationOfPush, openApp } from './lib/push-notification.ts';

declare const self: ServiceWorkerGlobalScope;

// A new version waits until the member chooses 'Reload' in the page, which posts this (registerSW's update(true)).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The app shell, every page's code and every catalog (vite.config.ts's globPatterns): the app opens without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

/** The Problem Wall and one problem's page. */
const PROBLEMS_API = /^\/api\/problems(\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

// The last-seen Problem Wall and problem pages, for reading offline; the network wins when it answers.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && PROBLEMS_API.test(url.pathname),
  new NetworkFirst({
    cacheName: 'problems',
    networkTimeoutSeconds: 10,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

/** The app's icon (build/app-icons.ts makes it), shown beside each notification. */
const ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = notificationOfPush(event.data, self.location.origin);
  // The tag is the notification's id: a grouped entry ("Asha and 4 others…") replaces its earlier push.
  event.waitUntil(self.registration.showNotification(title, { body, icon: ICON, data: { url }, ...(tag && { tag }) }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  event.waitUntil(openApp(self.clients, appUrl(url, self.location.origin)));
});
