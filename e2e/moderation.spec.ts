import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogText, newMember, postProblemThroughApi, registerThroughApi, signInThroughUi } from './helpers.ts';
import { memberPage, moderatorPage, originOf } from './moderators.ts';

const HOUR_MS = 60 * 60 * 1000;

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

/** How the problem reads to a member who is not its author: 410 while moderators have it hidden. */
async function problemStatusFor(page: Page, problemId: string) {
  return (await page.request.get(`/api/problems/${problemId}`)).status();
}

/**
 * A reported problem the moderator on `hiddenBy` hid through the API, and its author's appeal of that decision:
 * what another moderator decides.
 */
async function appealedProblem(browser: Browser, hiddenBy: Page) {
  const author = await memberPage(browser, 'Farhan Ali');
  const title = `Guaranteed government job, send your Aadhaar ${randomBytes(3).toString('hex')}`;
  const problem = await postProblemThroughApi(author.page, title);
  const reporter = await memberPage(browser, 'Lakshmi Nair');
  await reportThroughApi(reporter.page, problem._id, 'spam');
  await reporter.context.close();
  const hidden = await hiddenBy.request.post(`/api/moderation/cases/problem/${problem._id}/hide`, {
    headers: originOf(hiddenBy),
    data: { note: 'Collects Aadhaar numbers for a job that does not exist' },
  });
  expect(hidden.status()).toBe(200);
  const log = (await (await hiddenBy.request.get('/api/moderation/log')).json()) as {
    entries: { _id: string; action: string; subject: { _id: string } }[];
  };
  const decision = log.entries.find((entry) => entry.action === 'hide' && entry.subject._id === problem._id);
  const appealText = 'The job is real: it is the district hospital’s own notice';
  const appealed = await author.page.request.post(`/api/appeals/${decision?._id}`, {
    headers: originOf(author.page),
    data: { text: appealText },
  });
  expect(appealed.status()).toBe(201);
  return { problem, author, appealText };
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

test('a moderator hides a reported problem from the queue, finds it in the audit log and restores it from there', async ({
  browser,
}) => {
  const { problem, reporter } = await reportedProblem(browser, ['spam', 'other']);
  const { context, page } = await moderatorPage(browser, 'en');

  await page.goto('/moderation');
  const card = page.getByRole('article', { name: problem.title });
  await expect(card.getByRole('button')).toHaveText(['Dismiss', 'Hide', 'Warn', 'Suspend', 'Ban']);
  await card.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this content' });
  await expect(dialog.getByText('Everyone but its author will see “Removed by moderators”')).toBeVisible();
  const note = `Charges students a fee for laptops that do not exist ${randomBytes(3).toString('hex')}`;
  await dialog.getByLabel('Reason for your decision').fill(note);
  await dialog.getByRole('button', { name: 'Hide content' }).click();
  await expect(page.getByText('Hidden. Its author will be told why.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await problemStatusFor(reporter.page, problem._id)).toBe(410);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const hidden = page.getByRole('article').filter({ hasText: note });
  await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
  await hidden.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore this content' });
  await expect(restore.getByText(`${problem.title} shows again to everyone`)).toBeVisible();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore.getByText('Please give the reason for your decision')).toBeVisible();
  const restoreNote = `The fee is the state board's own, not the author's ${randomBytes(3).toString('hex')}`;
  await restore.getByLabel('Reason for your decision').fill(restoreNote);
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored. Its author will be told.')).toBeVisible();
  await expect(restore).toBeHidden();
  await expect(hidden.getByRole('button', { name: 'Restore' })).toBeFocused();
  const restored = page.getByRole('article').filter({ hasText: restoreNote });
  await expect(restored.getByText('Restored', { exact: true })).toBeVisible();
  await expect(restored.getByRole('link', { name: problem.title })).toBeVisible();
  expect(await problemStatusFor(reporter.page, problem._id)).toBe(200);

  // Restored once, the hide's line still offers it; the server says there is nothing hidden now.
  await hidden.getByRole('button', { name: 'Restore' }).click();
  await restore.getByLabel('Reason for your decision').fill('Again');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore.getByRole('alert')).toHaveText('This is not hidden');
  await context.close();
  await reporter.context.close();
});

test('an appeal waits for a moderator who did not take the decision; another overturns it and the problem shows again', async ({
  browser,
}) => {
  const meera = await moderatorPage(browser, 'en', 'meera');
  const { problem, author, appealText } = await appealedProblem(browser, meera.page);

  await meera.page.goto('/moderation?tab=appeals');
  await expect(meera.page.getByRole('tab', { name: /^Appeals \(\d+\)$/, selected: true })).toBeVisible();
  const ownCard = meera.page.getByRole('article', { name: problem.title });
  await expect(ownCard.getByText(appealText)).toBeVisible();
  await expect(ownCard.getByText('You took this decision, so another moderator decides its appeal.')).toBeVisible();
  await expect(ownCard.getByRole('button')).toHaveCount(0);
  await meera.context.close();

  const kiran = await moderatorPage(browser, 'en', 'kiran');
  await kiran.page.goto('/moderation');
  await kiran.page.getByRole('tab', { name: /^Appeals/ }).click();
  await expect(kiran.page).toHaveURL(/\/moderation\?tab=appeals$/);
  const card = kiran.page.getByRole('article', { name: problem.title });
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Meera Iyer' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Farhan Ali' })).toBeVisible();
  await expect(card.getByText('Collects Aadhaar numbers for a job that does not exist')).toBeVisible();
  await card.getByRole('button', { name: 'Overturn' }).click();
  const dialog = kiran.page.getByRole('dialog', { name: 'Overturn the decision' });
  await expect(
    dialog.getByText(`Overturning undoes the decision: ${problem.title} shows again to everyone.`),
  ).toBeVisible();
  await dialog.getByLabel('Reason for your decision').fill('The hospital confirmed the notice is theirs');
  await dialog.getByRole('button', { name: 'Overturn decision' }).click();
  await expect(kiran.page.getByText('Decided. The member will be told.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await problemStatusFor(kiran.page, problem._id)).toBe(200);

  await kiran.page.getByRole('tab', { name: 'Audit log' }).click();
  const entry = kiran.page.getByRole('article').filter({ hasText: 'The hospital confirmed the notice is theirs' });
  await expect(entry.getByText('Decision overturned')).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Kiran Rao' })).toBeVisible();
  await kiran.context.close();
  await author.context.close();
});

test('axe finds nothing on the moderation page in Hindi: an overdue case, the dismiss and hide dialogs, the log, an appeal', async ({
  browser,
}) => {
  const { problem, reporter } = await reportedProblem(browser, ['impersonation', 'spam']);
  await reporter.context.close();
  // An appeal of Kiran's decision, for Meera to decide.
  const kiran = await moderatorPage(browser, 'en', 'kiran');
  const appealed = await appealedProblem(browser, kiran.page);
  await appealed.author.context.close();
  await kiran.context.close();
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
    await card.getByRole('button', { name: t('case.hide') }).click();
    await expect(page.getByRole('dialog', { name: t('decide.hide.title') })).toBeVisible();
    await check('/moderation with the hide dialog open');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: t('page.logTab') }).click();
    await expect(page.getByText(t('log.immutable'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check('/moderation?tab=log');
    await page.getByRole('tab', { name: new RegExp(`^${t('page.appealsTab')}`) }).click();
    const appealCard = page.getByRole('article', { name: appealed.problem.title });
    await expect(appealCard.getByText(appealed.appealText)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check('/moderation?tab=appeals, an appeal');
    await appealCard.getByRole('button', { name: t('appeals.overturn') }).click();
    await expect(page.getByRole('dialog', { name: t('appeals.overturnDialog.title') })).toBeVisible();
    await check('/moderation?tab=appeals with the overturn dialog open');
    await page.keyboard.press('Escape');
    await expect(appealCard.getByRole('button', { name: t('appeals.overturn') })).toBeFocused();
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
