import { expect, type Page, test } from '@playwright/test';
import { type PushService, startPushService } from '../apps/server/src/test/push-service.ts';
import { newMember, postProblemThroughApi, registerThroughUi } from './helpers.ts';
import { PUSH_SERVICE_PORT } from './ports.ts';

test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService(PUSH_SERVICE_PORT);
});
test.afterAll(async () => {
  await pushService.close();
});

/** The app's service worker registration, as Chromium's DevTools protocol names it. */
async function serviceWorkerOf(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const [registration] = registrations.filter((entry) => !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      url: (shown.data as { url?: string } | null)?.url,
    })),
  );

test('a request reaches the other member’s browser as a push: sent by the server, shown by the app', async ({
  browser,
  baseURL,
}) => {
  const authorPage = await (await browser.newContext()).newPage();
  await registerThroughUi(authorPage, newMember('Kavya Menon'));
  const problem = await postProblemThroughApi(authorPage, 'Ration shops in Madurai run out early');
  const { cdp, registrationId } = await serviceWorkerOf(authorPage);

  // The author's browser subscribed at its push service (headless Chromium has none of its own: the test's stands
  // in) and told the server, as Settings → Notifications does.
  const phone = pushService.newBrowser();
  const origin = { origin: new URL(authorPage.url()).origin };
  const subscribed = await authorPage.request.put('/api/notifications/push/subscription', {
    headers: origin,
    data: phone.subscription,
  });
  expect(subscribed.status()).toBe(200);

  const helperPage = await (await browser.newContext()).newPage();
  await registerThroughUi(helperPage, newMember('Rohit Verma'));
  const asked = await helperPage.request.post(`/api/problems/${problem._id}/collaborate`, {
    headers: origin,
    data: { proposedRole: 'Developer', message: 'I map ration stock for a living.' },
  });
  expect(asked.status()).toBe(201);

  // The push service took the push, signed by the server and encrypted for this browser, and hands it over.
  await expect.poll(() => phone.received.length).toBe(1);
  const [push] = phone.received;
  expect(push?.payload).toMatchObject({
    body: 'Rohit Verma asked to collaborate on your problem: "Ration shops in Madurai run out early"',
    url: '/collaboration-requests',
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId,
    data: JSON.stringify(push?.payload),
  });
  await expect
    .poll(() => shownNotifications(authorPage))
    .toContainEqual({ title: 'SkillSync', body: push?.payload.body, url: `${baseURL}/collaboration-requests` });
});
