import { expect, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughUi, signInThroughUi } from './helpers.ts';

const HINDI_HEADLINE = 'दिखाइए कि आप क्या कर सकते हैं।';
const ENGLISH_HEADLINE = 'Show what you can do.';

test('a visitor whose browser prefers Hindi reads SkillSync in Hindi, switches to English, and it is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(HINDI_HEADLINE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('होम · SkillSync');

  await page.getByRole('banner').getByRole('button', { name: 'View in English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ENGLISH_HEADLINE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ENGLISH_HEADLINE);
  await context.close();
});

test('on a phone the language is switched from the menu, and from the footer on any page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Problem Wall' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी में देखें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'समस्या दीवार' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('button', { name: 'View in English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Problem Wall' })).toBeVisible();
  await context.close();
});

test("a member's language follows them to another browser, and the server's errors arrive in it", async ({
  browser,
}) => {
  const member = newMember('Meera Iyer');
  const hindi = await browser.newContext({ locale: 'hi-IN' });
  const hindiPage = await hindi.newPage();
  // Signs up in Hindi: the account keeps the language the visitor was reading.
  await hindiPage.goto('/register');
  await hindiPage.getByLabel('पूरा नाम').fill(member.name);
  await hindiPage.getByLabel('ईमेल').fill(member.email);
  await hindiPage.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
  await hindiPage.getByLabel('पासवर्ड दोबारा डालें').fill(PASSWORD);
  await hindiPage.getByRole('checkbox').check();
  await hindiPage.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(hindiPage).toHaveURL(/\/dashboard$/);
  await expect(hindiPage.getByRole('heading', { level: 1 })).toContainText(`स्वागत है, ${member.name}!`);
  await hindi.close();

  const english = await browser.newContext({ locale: 'en-IN' });
  const page = await english.newPage();
  await page.goto('/login');
  await signInThroughUi(page, member.email, 'Wrong1234pass');
  // Until the member is signed in, this browser reads English.
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signInThroughUi(page, member.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`स्वागत है, ${member.name}!`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await english.close();
});

test("the server's refusal is shown in the reader's language, by its code", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('ईमेल').fill('nobody@example.in');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong1234pass');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByText('ईमेल या पासवर्ड गलत है').first()).toBeVisible();
  await context.close();
});

test('a member switching language saves it on their account', async ({ page }) => {
  const member = newMember('Kabir Singh');
  await registerThroughUi(page, member);
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी में देखें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`स्वागत है, ${member.name}!`);
  await expect.poll(async () => (await page.request.get('/api/auth/me')).json()).toMatchObject({ language: 'hi' });
});
