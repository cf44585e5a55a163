import { expect, test } from '@playwright/test';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';
import { newMember, registerThroughUi, signInThroughUi } from './helpers.ts';
import { MAILBOX_PORT } from './ports.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox(MAILBOX_PORT);
});
test.afterAll(async () => {
  await mailbox.close();
});

test('a member resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
  const member = newMember('Kavya Menon');
  await registerThroughUi(page, member);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email for reset instructions.');
  await expect.poll(() => mailbox.mails.some((mail) => mail.to.includes(member.email))).toBe(true);
  const token = mailbox.resetTokenFor(member.email);

  await page.goto(`/reset-password/${token}`);
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('12345');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('monsoon-2026');
  await page.getByLabel('Confirm new password').fill('monsoon-2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('monsoon-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, member.email, 'monsoon-2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`/reset-password/${token}`);
  await page.getByLabel('New password', { exact: true }).fill('another-one');
  await page.getByLabel('Confirm new password').fill('another-one');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
});
