import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogText, newMember, postProblemThroughApi, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

/** A member signed in on a browser of their own, reading the app in `language`. */
async function memberIn(browser: Browser, name: string, language: Language = 'en') {
  const context = await browser.newContext({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
  const page = await context.newPage();
  await registerThroughApi(page, newMember(name), language);
  return { context, page };
}

/** Someone else's problem, posted through the API by a member who then leaves. */
async function someonesProblem(browser: Browser, title: string) {
  const author = await memberIn(browser, 'Farhan Qureshi');
  const problem = await postProblemThroughApi(author.page, title);
  await author.context.close();
  return problem;
}

/** The report the dialog sends next, as the server answers it. */
const nextReport = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST');

/** Every axe finding on the page as it is now, one line each. */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

test('a member reports a problem, gets its reference, follows it in My reports, and cannot report it twice', async ({
  browser,
}) => {
  const problem = await someonesProblem(browser, 'Hand pumps in Barmer break every summer');
  const { context, page } = await memberIn(browser, 'Meera Pillai');
  await page.goto(`/problems/${problem._id}`);
  await expect(page.getByRole('heading', { level: 1, name: problem.title })).toBeVisible();

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this problem' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(problem.title);
  // The reasons the IT Rules want acted on fast say so.
  await expect(dialog.getByText('Acted on within 24 hours.')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('The description mocks a named village head.');
  await expect(dialog.getByText('43/1000')).toBeVisible();
  const sent = nextReport(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const { reference } = (await (await sent).json()) as { reference: string };
  expect(reference).toMatch(/^R-\d+$/);
  await expect(
    page.getByText(
      `Report ${reference} received. We will tell you what the moderators decide; follow it in My reports.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to where the member was.
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeFocused();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'My reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page).toHaveTitle('My reports · SkillSync');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Report ${reference}` }) });
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Harassment or bullying');
  await expect(card).toContainText('Today');
  await card.getByRole('link', { name: problem.title }).click();
  await expect(page).toHaveURL(new RegExp(`/problems/${problem._id}$`));

  // A second report while the first is open is refused, and the dialog says why.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already reported this. You can follow it in My reports.',
  );
  await expect(dialog).toBeVisible();
  await context.close();
});

test('a member who has reported nothing is told what reporting is, and nobody can report their own work', async ({
  browser,
}) => {
  const { context, page } = await memberIn(browser, 'Gopal Rao');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 2, name: 'You have not reported anything' })).toBeVisible();
  await expect(page.getByText(/use Report on its page/)).toBeVisible();

  const own = await postProblemThroughApi(page, 'Bus timings in Hubli change without notice');
  await page.goto(`/problems/${own._id}`);
  await expect(page.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

  // A visitor sees no Report button either.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: own.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  await context.close();
});

test('axe finds nothing in the Report dialog or on My reports, in Hindi', async ({ browser }) => {
  const problem = await someonesProblem(browser, 'Anganwadi centres in Gaya run out of milk powder');
  const { context, page } = await memberIn(browser, 'Sunita Kumari', 'hi');
  const text = (key: string) => catalogText('hi', 'reports', key);

  await page.goto(`/problems/${problem._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: text('button') }).click();
  const dialog = page.getByRole('dialog', { name: text('dialog.title.problem') });
  await expect(dialog).toBeVisible();
  // The choice is checked before anything is sent: the reason missing, said in Hindi.
  await dialog.getByRole('button', { name: text('dialog.submit') }).click();
  await expect(dialog.getByText(catalogText('hi', 'messages', 'reportReasonRequired'))).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await dialog.getByRole('radio', { name: text('reasons.private-information.label') }).check();
  const sent = nextReport(page);
  await dialog.getByRole('button', { name: text('dialog.submit') }).click();
  const { reference } = (await (await sent).json()) as { reference: string };
  await expect(page.getByText(text('dialog.received').replace('{reference}', reference))).toBeVisible();

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: text('page.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `रिपोर्ट ${reference}` })).toBeVisible();
  await expect(page.getByText(text('status.open'))).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await context.close();
});
