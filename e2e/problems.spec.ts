import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, registerThroughUi } from './helpers.ts';

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(name);
  await registerThroughUi(page, member);
  return { page, member };
}

const reputationOf = async (page: Page) =>
  (await (await page.request.get('/api/auth/me')).json()).reputation.score as number;

test('two members form a team around a problem and are rewarded when it is completed', async ({ browser }) => {
  const marker = `coldstore${randomBytes(3).toString('hex')}`;
  const title = `Cold storage for ${marker} farmers`;
  const a = await memberPage(browser, 'Anika Sharma');
  const b = await memberPage(browser, 'Bilal Khan');

  // A posts a problem; the form refuses a too-short title first.
  await a.page.goto('/problems/create');
  await a.page.getByLabel('Title').fill('Cold');
  await a.page.getByRole('button', { name: 'Post Problem' }).click();
  await expect(a.page.getByText('Title must be at least 5 characters long')).toBeVisible();
  await a.page.getByLabel('Title').fill(title);
  await a.page
    .getByLabel('Description')
    .fill('Small farmers lose a third of their tomatoes because there is no cheap cold storage near the mandi.');
  await a.page.getByLabel('Category').selectOption('Agriculture');
  await a.page.getByLabel('Skills needed').fill('IoT, Solar Power, ');
  await a.page.getByRole('button', { name: 'Post Problem' }).click();
  await expect(a.page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);
  await expect(a.page.getByRole('heading', { name: title })).toBeVisible();
  const problemUrl = new URL(a.page.url()).pathname;

  // B finds it with the filters, supports it and asks to collaborate.
  await b.page.goto('/problems');
  await b.page.getByLabel('Search problems').fill(marker);
  await b.page.getByLabel('Category').selectOption('Agriculture');
  await b.page.getByLabel('Skill', { exact: true }).fill('solar power');
  await expect(b.page).toHaveURL(/skill=solar/);
  await b.page.getByRole('link', { name: title }).click();
  await expect(b.page).toHaveURL(new RegExp(`${problemUrl}$`));
  await b.page.getByRole('button', { name: /^Support/ }).click();
  await expect(b.page.getByRole('button', { name: /^Supported/ })).toContainText('1');
  await b.page.getByRole('button', { name: 'Collaborate' }).click();
  const dialog = b.page.getByRole('dialog');
  await dialog.getByLabel('Proposed role').selectOption('Developer');
  await dialog.getByLabel('Message').fill('I build solar cold rooms with ESP32 sensors.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(b.page.getByText('Collaboration request sent!')).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Request Pending' })).toBeDisabled();

  // A sees the badge and accepts with a message.
  await a.page.goto('/dashboard');
  await expect(a.page.getByRole('img', { name: '1 pending collaboration request' }).first()).toBeVisible();
  await a.page.goto('/collaboration-requests');
  await expect(a.page.getByRole('tab', { name: /Received Requests \(1\)/ })).toBeVisible();
  await expect(a.page.getByText('I build solar cold rooms with ESP32 sensors.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Respond' }).click();
  await a.page.getByLabel('Response message (optional)').fill('Welcome aboard, Bilal!');
  await a.page.getByRole('button', { name: 'Accept' }).click();
  await expect(a.page.getByText('Request accepted successfully!')).toBeVisible();
  await expect(a.page.getByRole('img', { name: /pending collaboration request/ })).toHaveCount(0);

  // B sees the answer.
  await b.page.goto('/collaboration-requests?tab=sent');
  await expect(b.page.getByText('Welcome aboard, Bilal!')).toBeVisible();
  await expect(b.page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await b.page.goto(problemUrl);
  await expect(b.page.getByText('You are a collaborator on this problem.')).toBeVisible();

  // A completes the problem, acknowledging B.
  await a.page.goto(problemUrl);
  await a.page.getByRole('button', { name: 'Mark as completed' }).click();
  const completion = a.page.getByRole('dialog');
  await expect(completion.getByRole('checkbox', { name: /Bilal Khan/ })).toBeChecked();
  await completion.getByLabel('Completion summary (optional)').fill('Two solar cold rooms now run at the mandi.');
  await completion.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(a.page.getByText('Problem marked as completed successfully!')).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await expect(a.page.getByText('Two solar cold rooms now run at the mandi.')).toBeVisible();

  // Reputation: +15 for A, +10 for B, on the page and in /api/auth/me.
  await b.page.reload();
  await expect(b.page.getByText('15 reputation')).toBeVisible();
  await expect(b.page.getByText(/10 reputation/)).toBeVisible();
  expect(await reputationOf(a.page)).toBe(15);
  expect(await reputationOf(b.page)).toBe(10);

  // A's dashboard lists the problem as an owned collaboration; B's as joined.
  await a.page.goto('/dashboard');
  await expect(a.page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await b.page.goto('/dashboard');
  await expect(b.page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(b.page.getByText('Developer').first()).toBeVisible();
});

test('an anonymous visitor can read a problem but is asked to log in to support or collaborate', async ({
  browser,
  page,
}) => {
  const a = await memberPage(browser, 'Chitra Nair');
  await a.page.goto('/problems/create');
  const title = `Bus stop shade ${randomBytes(3).toString('hex')}`;
  await a.page.getByLabel('Title').fill(title);
  await a.page.getByLabel('Description').fill('Commuters wait in the sun for forty minutes at the Hosur Road stop.');
  await a.page.getByLabel('Category').selectOption('Infrastructure');
  await a.page.getByLabel('Skills needed').fill('Civil Engineering');
  await a.page.getByRole('button', { name: 'Post Problem' }).click();
  await expect(a.page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);

  await page.goto(new URL(a.page.url()).pathname);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Support/ })).toBeDisabled();
  await expect(page.getByText('Please log in to support this problem')).toBeVisible();
  await expect(page.getByText('Please log in to collaborate on this problem')).toBeVisible();

  await page.goto('/problems/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Problem Not Found' })).toBeVisible();
});
