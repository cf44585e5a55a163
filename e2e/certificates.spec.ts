import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { hostChallengeThroughApi, newMember, PASSWORD, registerThroughApi } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Sets how far ahead of real time the server's clock runs (the e2e server has TEST_CLOCK on). */
async function setServerClockAhead(page: Page, offsetMs: number) {
  const response = await page.request.put('/api/test/clock', { headers: originOf(page), data: { offsetMs } });
  expect(response.status()).toBe(200);
}

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  const member = newMember(name);
  await registerThroughApi(page, member);
  return { context, page, member };
}

/** Days later the morning's session has ended: the member signs in again through the API. */
async function signInAgain(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', {
    headers: originOf(page),
    data: { email, password: PASSWORD, rememberMe: true },
  });
  expect(response.status()).toBe(200);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.afterAll(async ({ browser }) => {
  // Back to real time, for the files that run after this one.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await setServerClockAhead(page, 0);
  await context.close();
});

test('the winner downloads their certificate in English and Hindi, its printed address shows it valid; the host revokes one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await memberPage(browser, 'Meera Iyer');
  const winner = await memberPage(browser, 'Kavya Menon');
  const challenge = await hostChallengeThroughApi(host.page, `Offline ration tracker ${Date.now()}`);
  const joined = await winner.page.request.post(`/api/challenges/${challenge._id}/join`, {
    headers: originOf(winner.page),
  });
  expect(joined.status()).toBe(201);
  const submitted = await winner.page.request.post(`/api/challenges/${challenge._id}/submissions`, {
    headers: originOf(winner.page),
    data: { repositoryUrl: 'https://github.com/kavya-menon/ration-tracker' },
  });
  expect(submitted.status()).toBe(201);
  const entry = (await submitted.json()) as { _id: string };

  // A week and a day later the deadline has passed: the host scores the entry and publishes the results.
  await setServerClockAhead(host.page, 8 * DAY_MS);
  await signInAgain(host.page, host.member.email);
  const scored = await host.page.request.put(`/api/challenges/${challenge._id}/submissions/${entry._id}/score`, {
    headers: originOf(host.page),
    data: { scores: [9, 8] },
  });
  expect(scored.status()).toBe(200);
  const published = await host.page.request.post(`/api/challenges/${challenge._id}/results`, {
    headers: originOf(host.page),
  });
  expect(published.status()).toBe(200);

  // The winner finds their certificates on the challenge page and downloads the merit one.
  await signInAgain(winner.page, winner.member.email);
  await winner.page.goto(`/challenges/${challenge._id}`);
  const merit = winner.page.getByRole('listitem').filter({ hasText: 'Certificate of Merit' });
  await expect(merit.getByText('Place 1')).toBeVisible();
  const [download] = await Promise.all([
    winner.page.waitForEvent('download'),
    merit.getByRole('link', { name: 'Download (English)' }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText();
  expect(text).toContain('Kavya Menon');
  expect(text).toContain(challenge.title);
  expect(text).toContain('won 1st place');

  // The QR code encodes the verification address the certificate prints: anyone opening it sees it valid.
  const address = text.match(/https?:\/\/\S+\/certificates\/[0-9a-f-]{36}/)?.[0];
  if (!address) throw new Error(`no verification address in: ${text}`);
  const visitor = await browser.newContext({ locale: 'en-IN' });
  const page = await visitor.newPage();
  await page.goto(new URL(address).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Merit' })).toBeVisible();
  await expect(page.getByText('Valid: issued by SkillSync')).toBeVisible();
  await expect(page.getByText('Kavya Menon')).toBeVisible();
  await expectNoAxeViolations(page);

  const hindi = await browser.newContext({ locale: 'hi-IN' });
  const hindiPage = await hindi.newPage();
  await hindiPage.goto(new URL(address).pathname);
  await expect(hindiPage.getByRole('heading', { level: 1, name: 'योग्यता प्रमाणपत्र' })).toBeVisible();
  await expect(hindiPage.getByText('मान्य: SkillSync द्वारा जारी')).toBeVisible();
  await expectNoAxeViolations(hindiPage);

  // A phone shows it too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText('Valid: issued by SkillSync')).toBeVisible();
  await expectNoAxeViolations(page);

  // The Hindi PDF too: its Devanagari reads back (pdf.js gives a short i where it is drawn, so no word with one).
  const [hindiDownload] = await Promise.all([
    winner.page.waitForEvent('download'),
    merit.getByRole('link', { name: 'Download (Hindi)' }).click(),
  ]);
  const hindiPdf = new Uint8Array(await readFile(await hindiDownload.path()));
  const hindiText = (await new PDFParse({ data: hindiPdf }).getText()).text.replace(/\s+/g, '');
  expect(hindiText).toContain('योग्यताप्रमाणपत्र');
  expect(hindiText).toContain('प्रथमस्थान');

  // The host revokes the participation certificate, issued by mistake: its page says so, and why.
  await host.page.goto(`/challenges/${challenge._id}`);
  const participation = host.page.getByRole('listitem').filter({ hasText: 'Certificate of Participation' });
  await participation.getByRole('button', { name: 'Revoke' }).click();
  await participation.getByLabel('Reason').fill('Issued by mistake');
  await participation.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(host.page.getByText('Certificate revoked')).toBeVisible();
  await expect(participation.getByText('Revoked', { exact: true })).toBeVisible();
  await participation.getByRole('link', { name: 'Verification page' }).click();
  await expect(host.page.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(host.page.getByText(/Reason: Issued by mistake/)).toBeVisible();
  await expectNoAxeViolations(host.page);

  await page.goto('/certificates/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  for (const context of [host.context, winner.context, visitor, hindi]) await context.close();
});
