import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  newMember,
  postProblemThroughApi,
  registerThroughUi,
  signOutThroughUi,
  waitForServiceWorker,
} from './helpers.ts';

test.use({ serviceWorkers: 'allow' });

test('Chromium finds nothing that keeps SkillSync from being installed', async ({ playwright, baseURL }) => {
  // A profile of its own: Playwright's usual contexts are incognito, where Chromium never offers to install.
  const profile = mkdtempSync(path.join(tmpdir(), 'skillsync-install-'));
  const context = await playwright.chromium.launchPersistentContext(
    profile,
    test.info().project.use.launchOptions ?? {},
  );
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: 'SkillSync', display: 'standalone', start_url: '/', lang: 'en' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('offline, the last-seen Problem Wall and problem open with a banner, and other pages say they were not saved', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const author = newMember('Farhan Ali');
  await registerThroughUi(page, author);
  const seen = await postProblemThroughApi(page, 'Bus timetables in Pune are never up to date');
  const unseen = await postProblemThroughApi(page, 'Rainwater harvesting tanks leak in Chennai schools');
  await signOutThroughUi(page);

  await page.goto('/problems');
  await waitForServiceWorker(page);
  await expect(page.getByRole('link', { name: seen.title })).toBeVisible();
  await page.goto(`/problems/${seen._id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/problems');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: seen.title })).toBeVisible();
  await page.getByRole('link', { name: seen.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();

  await page.goto(`/problems/${unseen._id}`);
  await expect(page.getByText('this page was not saved on this device')).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: unseen.title })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await context.close();
});

test('offline, a signed-in member stays signed in, and back online everything returns without a reload', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember('Tara Fernandes');
  await registerThroughUi(page, member);
  const problem = await postProblemThroughApi(page, 'Ferry tickets in Goa sell out before the counter opens');
  await page.goto(`/problems/${problem._id}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: problem.title })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/problems/${problem._id}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: problem.title })).toBeVisible();
  // The header still knows who is reading, and a member's page opens rather than sending them to sign in.
  await expect(page.getByRole('button', { name: new RegExp(`account menu for ${member.name}`, 'i') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.goto('/problems/create');
  await expect(page).toHaveURL(/\/problems\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Problem' })).toBeVisible();

  // Back online, no reload: the notice goes and the member's own pages load their data.
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: problem.title }).first()).toBeVisible();
  await context.close();
});
