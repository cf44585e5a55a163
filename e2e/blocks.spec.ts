import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, test } from '@playwright/test';
import { newMember, registerThroughApi } from './helpers.ts';

/** A member signed in on a browser of their own. */
async function memberIn(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  const user = await registerThroughApi(page, newMember(name));
  return { context, page, user };
}

test('a member blocks another from their profile, finds them in Settings, and unblocks them there', async ({
  browser,
}) => {
  const other = await memberIn(browser, 'Farhan Qureshi');
  await other.context.close();
  const { context, page } = await memberIn(browser, 'Meera Pillai');

  await page.goto(`/profile/${other.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Farhan Qureshi' })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Farhan Qureshi?' });
  await expect(dialog).toContainText('They are not told.');
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Farhan Qureshi is blocked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Blocked members' });
  await expect(section.getByRole('link', { name: 'Farhan Qureshi' })).toBeVisible();
  await expect(section.getByText(/^Blocked \d/)).toBeVisible();
  await section.getByRole('button', { name: 'Unblock Farhan Qureshi' }).click();
  await expect(page.getByText('Farhan Qureshi is unblocked')).toBeVisible();
  await expect(section.getByRole('heading', { name: "You haven't blocked anyone" })).toBeVisible();

  await page.goto(`/profile/${other.user._id}`);
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await context.close();
});
