import { type Browser, expect, type Page } from '@playwright/test';
import { newMember, PASSWORD, registerThroughApi, verifyThroughApi } from './helpers.ts';
import { MODERATOR_EMAIL, SECOND_MODERATOR_EMAIL } from './ports.ts';

// The people of the moderation tests: members on browsers of their own, and the e2e server's two moderators.

export type Language = 'en' | 'hi';

export const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A member in a browser context of their own, signed in through the API. */
export async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughApi(page, newMember(name));
  return { context, page };
}

/** The e2e server's moderators (MODERATOR_EMAILS): Meera, and Kiran, who decides appeals of Meera's decisions. */
const MODERATORS = {
  meera: { name: 'Meera Iyer', email: MODERATOR_EMAIL },
  kiran: { name: 'Kiran Rao', email: SECOND_MODERATOR_EMAIL },
} as const;

/**
 * One of the e2e server's moderators, reading in `language`: registered by the first test that needs them. Signed
 * in to be remembered, so the session outlasts the server's clock moved a day ahead.
 */
export async function moderatorPage(browser: Browser, language: Language, who: keyof typeof MODERATORS = 'meera') {
  const { name, email } = MODERATORS[who];
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', {
    headers: originOf(page),
    data: { name, email, password: PASSWORD, language, acceptTerms: true },
  });
  expect([201, 409]).toContain(registered.status());
  if (registered.status() === 201) await verifyThroughApi(page, email);
  const signedIn = await page.request.post('/api/auth/login', {
    headers: originOf(page),
    data: { email, password: PASSWORD, rememberMe: true },
  });
  expect(signedIn.status()).toBe(200);
  const languageSet = await page.request.put('/api/users/me/language', {
    headers: originOf(page),
    data: { language },
  });
  expect(languageSet.status()).toBe(200);
  return { context, page };
}
