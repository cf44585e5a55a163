import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  newMember,
  PASSWORD,
  postProblemThroughApi,
  registerThroughApi,
  registerThroughUi,
  verificationLinkFor,
} from './helpers.ts';
import { mailbox } from './mailbox.ts';

// Issue 29: a new member proves their address from the mailed link before they post; they can change it later, and
// the new one counts only once its own link is opened.

async function expectNoAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

test('a new member verifies their address from the mailed link, and only then posts', async ({ page }) => {
  const member = newMember('Kavya Menon');
  await registerThroughUi(page, member, { isVerified: false });
  const banner = page.getByText(`we sent a link to ${member.email}`);
  await expect(banner).toBeVisible();

  const refused = await page.request.post('/api/problems', {
    headers: originOf(page),
    data: {
      title: 'Street lights in Indore stay on all day',
      description: 'The street lights in our ward stay on all day and nobody knows whom to tell.',
      category: 'Infrastructure',
      skillsNeeded: ['IoT'],
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
  );

  const first = await verificationLinkFor(member.email);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a new link to ${member.email}.` })).toBeVisible();
  await expect.poll(async () => verificationLinkFor(member.email)).not.toBe(first);
  await expectNoAxeFindings(page);

  // The newest link works; the one before it no longer does.
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await page.goto(await verificationLinkFor(member.email));
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();
  await expectNoAxeFindings(page);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveCount(0);
  await postProblemThroughApi(page, 'Street lights in Indore stay on all day');
});

test('a member changes their address in Hindi: the old one stays until the new one is proven', async ({ page }) => {
  const member = newMember('Arjun Nair');
  await registerThroughApi(page, member, 'hi');
  const next = newMember('Arjun Nair').email;
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'ईमेल पता' });
  await expect(section.getByText(member.email)).toBeVisible();
  await expect(section.getByText('सत्यापित', { exact: true })).toBeVisible();
  await section.getByLabel('नया ईमेल पता').fill(next);
  await section.getByLabel('आपका पासवर्ड').fill(PASSWORD);
  await section.getByRole('button', { name: 'पता बदलें' }).click();
  await expect(page.getByText(`हमने ${next} पर एक लिंक भेजा है।`).first()).toBeVisible();
  await expect(section.getByText(`${next} पर भेजा गया लिंक खोले जाने की प्रतीक्षा है।`, { exact: false })).toBeVisible();
  await expect(section.getByText(member.email)).toBeVisible();
  await expectNoAxeFindings(page);

  await page.goto(await verificationLinkFor(next));
  await expect(page.getByRole('status').filter({ hasText: 'आपका ईमेल पता सत्यापित हो गया है।' })).toBeVisible();
  await page.goto('/settings');
  await expect(section.getByText(next)).toBeVisible();
  await expect.poll(() => mailbox.hasMailTo(member.email, `अब ${next} है`)).toBe(true);
});
