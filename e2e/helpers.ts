import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Sync1234pass';

export function newMember(name: string) {
  return { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}.${randomBytes(4).toString('hex')}@example.in` };
}

/** Registers through the real form, the way a person would. */
export async function registerThroughUi(page: Page, member: { name: string; email: string }) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
