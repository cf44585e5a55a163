import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  catalogText,
  newMember,
  PASSWORD,
  postProblemThroughApi,
  registerThroughApi,
  signInThroughUi,
} from './helpers.ts';
import { MODERATOR_EMAIL } from './ports.ts';

type Language = 'en' | 'hi';
const HOUR_MS = 60 * 60 * 1000;

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A member in a browser context of their own, signed in through the API. */
async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughApi(page, newMember(name));
  return { context, page };
}

/**
 * The e2e server's moderator (MODERATOR_EMAILS), reading in `language`: registered by the first test that needs
 * them. Signed in to be remembered, so the session outlasts the server's clock moved a day ahead.
 */
async function moderatorPage(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', {
    headers: originOf(page),
    data: { name: 'Meera Iyer', email: MODERATOR_EMAIL, password: PASSWORD, language, acceptTerms: true },
  });
  expect([201, 409]).toContain(registered.status());
  const signedIn = await page.request.post('/api/auth/login', {
    headers: originOf(page),
    data: { email: MODERATOR_EMAIL, password: PASSWORD, rememberMe: true },
  });
  expect(signedIn.status()).toBe(200);
  const languageSet = await page.request.put('/api/users/me/language', {
    headers: originOf(page),
    data: { language },
  });
  expect(languageSet.status()).toBe(200);
  return { context, page };
}

/** Reports a subject as the member signed in on `page`; answers the report's reference. */
async function reportThroughApi(page: Page, problemId: string, reason: string, details?: string) {
  const response = await page.request.post('/api/reports', {
    headers: originOf(page),
    data: { subjectType: 'problem', subjectId: problemId, reason, ...(details ? { details } : {}) },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** A problem reported by two members: the case the moderator decides. */
async function reportedProblem(browser: Browser, reasons: [string, string]) {
  const author = await memberPage(browser, 'Farhan Ali');
  const title = `Free laptops for every student, pay the fee first ${randomBytes(3).toString('hex')}`;
  const problem = await postProblemThroughApi(author.page, title);
  await author.context.close();
  const first = await memberPage(browser, 'Lakshmi Nair');
  const second = await memberPage(browser, 'Gurpreet Singh');
  const references = [
    await reportThroughApi(first.page, problem._id, reasons[0], 'Asks students to pay a registration fee by UPI'),
    await reportThroughApi(second.page, problem._id, reasons[1]),
  ];
  await second.context.close();
  return { problem, references, reporter: first };
}

/** A day as India's calendar writes it in English: what the case's deadlines show, whatever this machine's zone. */
const indiaDate = (moment: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(moment));

test('a moderator dismisses a case with a reason, and the audit log keeps it; a member is told the page is not theirs', async ({
  browser,
}) => {
  const { problem, references, reporter } = await reportedProblem(browser, ['spam', 'harassment']);
  const { context, page } = await moderatorPage(browser, 'en');

  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ open cases?$/ })).toBeVisible();
  const card = page.getByRole('article', { name: problem.title });
  for (const reference of references) await expect(card.getByText(reference)).toBeVisible();
  await expect(card.getByText('Asks students to pay a registration fee by UPI')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Farhan Ali' })).toBeVisible();

  const queue = (await (await page.request.get('/api/moderation/cases?limit=50')).json()) as {
    cases: { subject: { _id: string }; deadlines: { decideBy: string } }[];
  };
  const decideBy = queue.cases.find((open) => open.subject._id === problem._id)?.deadlines.decideBy ?? '';
  const decideByTime = card.locator(`time[datetime="${decideBy}"]`);
  await expect(decideByTime).toContainText(indiaDate(decideBy));
  await expect(decideByTime).toContainText('IST');
  await expect(card.getByText('Overdue')).toHaveCount(0);

  await card.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss this case' });
  await dialog.getByRole('button', { name: 'Dismiss case' }).click();
  await expect(dialog.getByText('Please give the reason for your decision')).toBeVisible();
  const note = `A real scholarship scheme; the fee is the state board's own ${randomBytes(3).toString('hex')}`;
  await dialog.getByLabel('Reason for your decision').fill(note);
  await dialog.getByRole('button', { name: 'Dismiss case' }).click();
  await expect(page.getByText('Case dismissed. The reporters will be told.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/moderation\?tab=log$/);
  await expect(page.getByText('The audit log cannot be edited')).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: note });
  await expect(entry.getByText('Dismissed')).toBeVisible();
  await expect(entry.getByRole('link', { name: problem.title })).toHaveAttribute('href', `/problems/${problem._id}`);
  await expect(entry.getByRole('link', { name: 'Meera Iyer' })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Farhan Ali' })).toBeVisible();
  await context.close();

  // A member who is no moderator finds a calm word, not an error.
  await reporter.page.goto('/moderation');
  await expect(reporter.page.getByRole('heading', { name: 'Only moderators can see this page' })).toBeVisible();
  await expect(reporter.page.getByRole('tab')).toHaveCount(0);
  await expect(reporter.page.getByRole('alert')).toHaveCount(0);
  await reporter.context.close();
});

test('axe finds nothing on the moderation queue in Hindi, with an overdue case and the dismiss dialog open', async ({
  browser,
}) => {
  const { problem, reporter } = await reportedProblem(browser, ['impersonation', 'spam']);
  await reporter.context.close();
  const { context, page } = await moderatorPage(browser, 'hi');
  const findings: string[] = [];
  async function check(label: string) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      findings.push(`${label}: ${violation.id} (${violation.impact}) ${violation.help}\n    targets: ${targets}`);
    }
  }
  const t = (key: string) => catalogText('hi', 'moderation', key);

  await page.goto('/moderation');
  const card = page.getByRole('article', { name: problem.title });
  await expect(card.getByText(t('case.urgent'))).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await check('/moderation, an urgent case');

  // A day and more later by the server's clock, the 24 hours to remove it have passed.
  await page.request.put('/api/test/clock', { headers: originOf(page), data: { offsetMs: 25 * HOUR_MS } });
  try {
    await page.reload();
    await expect(card.getByText(t('case.overdue'))).toBeVisible();
    await check('/moderation, an overdue case');
    await card.getByRole('button', { name: t('case.dismiss') }).click();
    await expect(page.getByRole('dialog', { name: t('decide.dismiss.title') })).toBeVisible();
    await check('/moderation with the dismiss dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByRole('button', { name: t('case.dismiss') })).toBeFocused();
    await page.getByRole('tab', { name: t('page.logTab') }).click();
    await expect(page.getByText(t('log.immutable'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check('/moderation?tab=log');
  } finally {
    await page.request.put('/api/test/clock', { headers: originOf(page), data: { offsetMs: 0 } });
  }
  await context.close();
  expect(findings, findings.join('\n')).toEqual([]);
});

test('a moderator suspends a reported member for three days: sign-in tells them until when', async ({ browser }) => {
  const trollContext = await browser.newContext();
  const troll = await trollContext.newPage();
  const member = newMember('Rohit Sharma');
  await registerThroughApi(troll, member);
  const reporter = await memberPage(browser, 'Anjali Desai');
  const memberId = ((await (await troll.request.get('/api/auth/me')).json()) as { _id: string })._id;
  const reported = await reporter.page.request.post('/api/reports', {
    headers: originOf(reporter.page),
    data: { subjectType: 'member', subjectId: memberId, reason: 'harassment', details: 'Abuses people in chat' },
  });
  expect(reported.status()).toBe(201);
  await reporter.context.close();

  const { context, page } = await moderatorPage(browser, 'en');
  await page.goto('/moderation');
  const card = page.getByRole('article', { name: member.name });
  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend the member' });
  await dialog.getByLabel(/Days of suspension/).fill('3');
  await dialog.getByLabel('Reason for your decision').fill('Abusive messages to other members');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Done. The member and the reporters will be told.')).toBeVisible();
  await expect(card).toHaveCount(0);
  const log = (await (await page.request.get('/api/moderation/log')).json()) as {
    entries: { action: string; days: number; createdAt: string; member: { _id: string } }[];
  };
  const entry = log.entries.find((line) => line.member?._id === memberId);
  expect(entry).toMatchObject({ action: 'suspend', days: 3 });
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('Suspended for 3 days').first()).toBeVisible();
  await context.close();

  // The member's session ended with the decision; signing in again says until when, as India's clock reads it.
  const until = new Date(Date.parse(entry?.createdAt ?? '') + 3 * 24 * HOUR_MS);
  const untilText = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(until);
  expect((await troll.request.get('/api/auth/me')).status()).toBe(401);
  await troll.goto('/login');
  await signInThroughUi(troll, member.email);
  await expect(troll.getByText(`This account is suspended until ${untilText}`).first()).toBeVisible();
  await expect(troll).toHaveURL(/\/login$/);
  await trollContext.close();
});
