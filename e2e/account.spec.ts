import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@skillsync/shared/constants';
import {
  newMember,
  PASSWORD,
  postProblemThroughApi,
  registerThroughApi,
  registerThroughUi,
  signInThroughUi,
} from './helpers.ts';

test('a member downloads their data, then deletes their account and their team content stays anonymised', async ({
  browser,
  page,
}) => {
  const member = newMember('Kavya Iyer');
  await registerThroughApi(page, member);
  const problem = await postProblemThroughApi(
    page,
    `Kavya: bus stops without timetables ${randomBytes(3).toString('hex')}`,
  );
  // The same member signed in on a second device: deleting the account must end that session too.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.goto('/login');
  await signInThroughUi(otherPage, member.email);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  // Settings is reached from the account menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Download: one JSON file, named by the day, holding the account and what the member posted.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skillsync-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await download.path(), 'utf8');
  const data: unknown = JSON.parse(exported);
  expect(typeof data).toBe('object');
  expect(exported).toContain(member.email);
  expect(exported).toContain(problem.title);

  // Delete: the wrong password is refused on the field, and nothing is deleted.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234pass');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // The right password: signed out, on the home page, told what happened.
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and personal data have been deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const session = await otherPage.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
  await otherDevice.close();

  // The account is gone: its password no longer signs in.
  await page.goto('/login');
  await signInThroughUi(page, member.email);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  // What they wrote for others stays, under 'Deleted member'.
  await page.goto(`/problems/${problem._id}`);
  await expect(page.getByRole('heading', { level: 1, name: problem.title })).toBeVisible();
  await expect(page.getByText('Deleted member').first()).toBeVisible();
  await expect(page.getByText(member.name)).toHaveCount(0);

  // The e-mail address is free again.
  await registerThroughUi(page, member);
});

test('a member who is not signed in is sent to sign in before the settings page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

const LEGAL_PAGES = {
  en: {
    locale: 'en-IN',
    privacy: 'Privacy Policy',
    grievance: 'Grievance Officer',
    terms: 'Terms of Service',
    prizes: 'Challenges and prizes',
  },
  hi: {
    locale: 'hi-IN',
    privacy: 'गोपनीयता नीति',
    grievance: 'शिकायत अधिकारी',
    terms: 'सेवा की शर्तें',
    prizes: 'चैलेंज और इनाम',
  },
} as const;

for (const [language, text] of Object.entries(LEGAL_PAGES)) {
  test(`the privacy notice and the terms are real pages, reached from the footer, in ${language}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: text.locale });
    const page = await context.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The Grievance Officer is one click away on every page: their page gives the configured name and address.
    await expect(footer.getByRole('link', { name: text.grievance })).toHaveAttribute('href', '/grievance');

    await footer.getByRole('link', { name: text.privacy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: text.privacy })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.grievance })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'grievance@skillsync.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@skillsync.in',
    );
    // The notice's version, written as a date in the reader's language (its year is the same in both).
    await expect(page.getByRole('main').getByText(PRIVACY_NOTICE_VERSION.slice(0, 4)).first()).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: text.terms }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: text.terms })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.prizes })).toBeVisible();
    await context.close();
  });
}
