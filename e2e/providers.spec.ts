import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@skillsync/shared';
import { startOpenIdProvider } from '../apps/server/src/test/openid-provider.ts';
import { catalogText, newMember, PASSWORD, registerThroughApi } from './helpers.ts';
import { GOOGLE_PORT, SERVER_PORT } from './ports.ts';

let google: Awaited<ReturnType<typeof startOpenIdProvider>>;

test.beforeAll(async () => {
  google = await startOpenIdProvider({ appUrl: `http://localhost:${SERVER_PORT}`, port: GOOGLE_PORT });
});
test.afterAll(async () => {
  await google?.close();
});

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

const auth = (key: string) => catalogText('en', 'auth', key);
const methods = (key: string) =>
  catalogText('en', 'settings', `signInMethods.${key}`).replaceAll('{provider}', 'Google');

test('a new person signs up with Google after agreeing to the terms, signs out, and signs in with Google again', async ({
  browser,
}) => {
  const sub = `e2e-${randomBytes(4).toString('hex')}`;
  const email = `${sub}@gmail.test`;
  google.addAccount({ sub, email, emailVerified: true, name: 'Meera Iyer' });

  // On a phone: the sign-in page's Google button, the stand-in's account chooser, back to our consent page.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-IN' });
  const page = await phone.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Google', exact: true }).click();
  await page.getByRole('button', { name: email }).click();
  await expect(page).toHaveURL(/\/auth\/provider\/sign-up\//);
  await expect(page.getByRole('heading', { name: auth('provider.signUp.title') })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  const create = page.getByRole('button', { name: auth('provider.signUp.submit') });
  await expect(create).toBeDisabled();
  await expectAxeClean(page);
  // Keyboard only: the terms box, then the button.
  await page.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user).toMatchObject({ email, name: 'Meera Iyer' });
  await phone.close();

  // On a desktop, another browser: Google knows the person already, so the button signs them straight in.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-IN' });
  const again = await desktop.newPage();
  await again.goto('/login');
  await again.getByRole('link', { name: 'Google', exact: true }).click();
  await again.getByRole('button', { name: email }).click();
  await expect(again).toHaveURL(/\/dashboard$/);
  const response = await again.request.post('/api/auth/logout', {
    headers: { origin: `http://localhost:${SERVER_PORT}` },
  });
  expect(response.status()).toBe(200);
  await again.goto('/login');
  // 'Remember me' goes with the trip: the session that comes back outlives the browser.
  await again.getByRole('checkbox', { name: auth('login.rememberMe') }).check();
  await again.getByRole('link', { name: 'Google', exact: true }).click();
  await expect(again).toHaveURL(/\/dashboard$/);
  const cookie = (await desktop.cookies()).find((candidate) => candidate.name === 'skillsync_session');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
  await desktop.close();
});

for (const language of ['en', 'hi'] as const) {
  test(`the sign-in page says in words why a trip to Google came back refused (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
    const page = await context.newPage();
    await page.goto('/api/auth/providers/google/callback?state=forged&code=forged');
    await expect(page).toHaveURL(/\/login\?providerError=providerStateInvalid/);
    const words =
      language === 'hi' ? catalogText('hi', 'messages', 'providerStateInvalid') : MESSAGES.providerStateInvalid;
    await expect(page.getByRole('alert')).toHaveText(words);
    await expectAxeClean(page);
    await context.close();
  });
}

test('a member whose address Google verified links it with their password, then unlinks it in settings', async ({
  page,
}) => {
  const member = newMember('Arjun Nair');
  await registerThroughApi(page, member);
  const sub = `e2e-${randomBytes(4).toString('hex')}`;
  google.addAccount({ sub, email: member.email, emailVerified: true, name: 'Arjun N' });
  await page.request.post('/api/auth/logout', { headers: { origin: `http://localhost:${SERVER_PORT}` } });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Google', exact: true }).click();
  await page.getByRole('button', { name: member.email }).click();
  await expect(page).toHaveURL(/\/auth\/provider\/link\//);
  await expect(
    page.getByRole('heading', { name: auth('provider.link.title').replace('{provider}', 'Google') }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill('not-my-password');
  const confirm = page.getByRole('button', { name: auth('provider.link.submit').replace('{provider}', 'Google') });
  await confirm.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: methods('title') });
  await expect(section.getByText('Google', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await section.getByRole('button', { name: methods('unlinkLabel') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: methods('unlink') })
    .click();
  await expect(section.getByText(methods('none'))).toBeVisible();
  await expect(section.getByRole('button', { name: methods('link') })).toBeVisible();
});
