import { expect, test } from '@playwright/test';
import { newMember, registerThroughUi, signInThroughUi, signOutThroughUi } from './helpers.ts';
import { mailbox } from './mailbox.ts';

test('a member resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
  const member = newMember('Kavya Menon');
  await registerThroughUi(page, member);
  await signOutThroughUi(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email for reset instructions.');
  await expect.poll(() => mailbox.hasMailTo(member.email, '/reset-password/')).toBe(true);
  const token = mailbox.resetTokenFor(member.email);

  await page.goto(`/reset-password/${token}`);
  await page.getByLabel('New password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm new password').fill('123456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Monsoon-2026');
  await page.getByLabel('Confirm new password').fill('Monsoon-2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Monsoon-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, member.email, 'Monsoon-2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once: opened again, it says so at once, before anyone types a new password.
  await signOutThroughUi(page);
  await page.goto(`/reset-password/${token}`);
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a reset link that is obviously broken says so at once and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/abc123');
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
