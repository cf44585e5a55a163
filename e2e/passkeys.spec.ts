import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@skillsync/shared';
import { catalogText, newMember, PASSWORD, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

/** A passkeys word as the member's language says it (`settings.passkeys.*`), its `{name}` filled. */
const word = (language: Language, key: string, name = '') =>
  catalogText(language, 'settings', `passkeys.${key}`).replaceAll('{name}', name);

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform authenticator that keeps discoverable passkeys and
 * verifies its member at once, as a phone's fingerprint reader would.
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const client = await context.newCDPSession(page);
  await client.send('WebAuthn.enable');
  const { authenticatorId } = await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await client.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Signs out through the API (the header's menu is tested elsewhere), then shows the sign-in page. */
async function signOutToLogin(page: Page) {
  const response = await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(200);
  await page.goto('/login');
}

async function expectAxeClean(page: Page) {
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

for (const language of ['en', 'hi'] as const) {
  test(`a member adds a passkey in settings, signs in with it instead of the password, renames and removes it (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
    const page = await context.newPage();
    const authenticator = await addVirtualAuthenticator(context, page);
    const member = newMember('Kavya Reddy');
    await registerThroughApi(page, member, language);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: word(language, 'title') });
    await expect(section.getByRole('heading', { name: word(language, 'emptyTitle') })).toBeVisible();
    await section.getByRole('textbox', { name: word(language, 'nameLabel') }).fill('Work laptop');
    // The password again first: a wrong one is pointed out under its field, and no passkey is made.
    const password = section.getByLabel(word(language, 'password'), { exact: true });
    await password.fill('Not-my-password-1');
    await section.getByRole('button', { name: word(language, 'add') }).click();
    const wrong = language === 'hi' ? catalogText('hi', 'messages', 'passwordIncorrect') : MESSAGES.passwordIncorrect;
    await expect(section.getByText(wrong)).toBeVisible();
    expect(await authenticator.credentials()).toEqual([]);
    await password.fill(PASSWORD);
    await section.getByRole('button', { name: word(language, 'add') }).click();
    await expect(page.getByText(word(language, 'addedToast', 'Work laptop'))).toBeVisible();
    const row = section.getByRole('listitem').filter({ hasText: 'Work laptop' });
    await expect(row).toContainText(word(language, 'neverUsed'));
    // The passkey lives on the authenticator, tied to this site and discoverable (no address needed to use it).
    expect(await authenticator.credentials()).toEqual([
      expect.objectContaining({ rpId: 'localhost', isResidentCredential: true }),
    ]);
    await expectAxeClean(page);

    // Signed out, the member signs in with the passkey alone, no address or password: the sign-in page offers it
    // among the address field's suggestions at once (the virtual authenticator picks it, as the member would).
    await signOutToLogin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A browser that suggests no passkeys in the field (as some still do not) asks in its own dialog, by the button.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await signOutToLogin(page);
    await page.getByRole('button', { name: catalogText(language, 'auth', 'passkey.signIn') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    await expect(row).not.toContainText(word(language, 'neverUsed'));
    await row.getByRole('button', { name: word(language, 'renameLabel', 'Work laptop') }).click();
    const nameBox = section.getByRole('textbox', { name: word(language, 'newNameLabel', 'Work laptop') });
    await expect(nameBox).toBeFocused();
    await nameBox.fill('Home laptop');
    await nameBox.press('Enter');
    const renamed = section.getByRole('listitem').filter({ hasText: 'Home laptop' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: word(language, 'removeLabel', 'Home laptop') }).click();
    const dialog = page.getByRole('dialog', { name: word(language, 'removeTitle', 'Home laptop') });
    await dialog.getByRole('button', { name: word(language, 'remove'), exact: true }).click();
    await expect(section.getByRole('heading', { name: word(language, 'emptyTitle') })).toBeVisible();

    // The removed passkey, still on the device, signs no one in; the password still does.
    await signOutToLogin(page);
    await page.getByRole('button', { name: catalogText(language, 'auth', 'passkey.signIn') }).click();
    const refusal =
      language === 'hi' ? catalogText('hi', 'messages', 'passkeySignInFailed') : MESSAGES.passkeySignInFailed;
    await expect(page.getByText(refusal).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: catalogText(language, 'auth', 'fields.email') }).fill(member.email);
    await page.getByLabel(catalogText(language, 'auth', 'fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: catalogText(language, 'auth', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });
}

test('the sign-in page offers passkeys in the address field and by a button, and is clean under axe', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email webauthn');
  await expectAxeClean(page);
  await context.close();
});
