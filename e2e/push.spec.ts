import AxeBuilder from '@axe-core/playwright';
import { type Browser, type CDPSession, expect, type Page, test } from '@playwright/test';
import type { PushPayload } from '@skillsync/shared';
import { catalogText, newMember, registerThroughApi, waitForServiceWorker } from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };
type Version = { registrationId: string; status: string };

/** The id DevTools gives the app's service worker registration, once its worker is active. */
async function activeRegistrationId(cdp: CDPSession, scope: string) {
  const registrations = new Map<string, Registration>();
  const versions: Version[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: Version[] }) => versions.push(...event.versions));
  await cdp.send('ServiceWorker.enable');
  let id: string | undefined;
  await expect
    .poll(() => {
      id = [...registrations.values()].find(
        (registration) =>
          registration.scopeURL === scope &&
          !registration.isDeleted &&
          versions.some(
            (version) => version.registrationId === registration.registrationId && version.status === 'activated',
          ),
      )?.registrationId;
      return id;
    })
    .toBeDefined();
  return id as string;
}

/** What the service worker shows now: each notification's words, tag and where it leads. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });

test('a push from the server shows as a notification that leads to its page', async ({ browser, baseURL }) => {
  const origin = baseURL as string;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await activeRegistrationId(cdp, `${origin}/`);

  const payload: PushPayload = {
    title: 'SkillSync',
    body: 'Asha Verma asked to collaborate on “Bus timetables in Pune are never up to date”',
    url: '/collaboration-requests',
    tag: '0b6f4a52-2f3c-4f2e-9b55-5f1c2d9e8a71',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${origin}/icons/icon-192.png`,
        data: { url: `${origin}/collaboration-requests` },
      },
    ]);

  // The same notification again (a grouped entry grew): it replaces the one shown, by its tag.
  const grown = { ...payload, body: 'Asha Verma and 1 other asked to collaborate on “Bus timetables…”' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(grown) });
  await expect.poll(async () => (await shownNotifications(page)).map(({ body }) => body)).toEqual([grown.body]);
  await context.close();
});

/** The settings page of a new member, signed in on a fresh (incognito) context that may show notifications. */
async function settingsOfNewMember(browser: Browser, baseURL: string, language: 'en' | 'hi' = 'en') {
  const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await registerThroughApi(page, newMember('Meera Pillai'), language);
  await page.goto('/settings');
  // Subscribing needs the service worker ready, as it is a moment after a member's first page.
  await waitForServiceWorker(page);
  return { context, page };
}

const pushControl = (page: Page, language: 'en' | 'hi' = 'en') =>
  page.getByRole('region', { name: catalogText(language, 'settings', 'notifications.push.title') });

test('in a private window, turning pushes on says that it could not and why, and nothing is left half on', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await settingsOfNewMember(browser, baseURL as string);
  const control = pushControl(page);
  await expect(control).toContainText('Push notifications are off on this device.');
  await control.getByRole('button', { name: 'Turn on' }).click();
  // Chromium has no Push API in incognito windows: the browser refuses the subscription.
  await expect(control.getByRole('alert')).toHaveText(
    catalogText('en', 'settings', 'notifications.push.noPushService'),
  );
  await expect(control.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();

  // Without the permission, headless Chromium answers the browser's question with a refusal: the member is told
  // that nothing turned on, and how to allow notifications.
  await context.clearPermissions();
  await page.reload();
  await pushControl(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(pushControl(page).getByRole('alert')).toHaveText(
    'Notifications were not allowed, so push notifications stay off.',
  );
  await expect(pushControl(page)).toContainText('Notifications are blocked for SkillSync in this browser.');
  await expect(pushControl(page).getByRole('button')).toHaveCount(0);
  await context.close();
});

test('a Push column and quiet hours are saved and kept across a reload; one hour twice is refused', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await settingsOfNewMember(browser, baseURL as string);
  const pushTick = page.getByRole('checkbox', { name: 'Someone supports your problem: Push' });
  await expect(page.getByRole('columnheader', { name: 'Push' })).toBeVisible();
  // Saved, then shown as the server answers.
  await pushTick.click();
  await expect(pushTick).toBeChecked();

  await page.getByRole('checkbox', { name: 'Quiet hours' }).check();
  const from = page.getByRole('combobox', { name: 'From (India time)' });
  const until = page.getByRole('combobox', { name: 'Until (India time)' });
  await expect(from).toBeEnabled();
  await expect(from).toHaveValue('22');
  await expect(until).toHaveValue('7');
  await from.selectOption({ label: '23:00' });
  await expect(from).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
  await expect(from).toHaveValue('23');
  await expect(until).toHaveValue('7');
  await expect(pushTick).toBeChecked();

  await until.selectOption({ label: '23:00' });
  await expect(page.getByRole('alert')).toHaveText(
    'Quiet hours need a start and an end hour between 0 and 23, and they cannot be the same',
  );
  await expect(until).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(until).toHaveValue('7');

  // On a phone, the table of kinds and channels fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('axe finds nothing in the notification settings in Hindi, with quiet hours on and the push error shown', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await settingsOfNewMember(browser, baseURL as string, 'hi');
  await page.getByRole('checkbox', { name: catalogText('hi', 'settings', 'notifications.quietHours.label') }).check();
  await expect(
    page.getByRole('combobox', { name: catalogText('hi', 'settings', 'notifications.quietHours.from') }),
  ).toBeEnabled();
  const control = pushControl(page, 'hi');
  await control.getByRole('button', { name: catalogText('hi', 'settings', 'notifications.push.turnOn') }).click();
  await expect(control.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
  await context.close();
});
