import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, postProblemThroughApi, registerThroughUi } from './helpers.ts';

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
  // The dialog's opener now says the request is pending, and keyboard focus is back on it.
  await expect(b.page.getByRole('button', { name: 'Request Pending' })).toBeDisabled();
  await expect(b.page.getByRole('button', { name: 'Request Pending' })).toBeFocused();

  // A sees the badge and accepts with a message.
  await a.page.goto('/dashboard');
  await expect(a.page.getByRole('img', { name: '1 request waiting for your answer' }).first()).toBeVisible();
  await a.page.goto('/collaboration-requests');
  await expect(a.page.getByRole('tab', { name: /Received Requests \(1\)/ })).toBeVisible();
  await expect(a.page.getByText('I build solar cold rooms with ESP32 sensors.')).toBeVisible();
  await a.page.getByRole('button', { name: 'Respond' }).click();
  await a.page.getByLabel('Response message (optional)').fill('Welcome aboard, Bilal!');
  await a.page.getByRole('button', { name: 'Accept' }).click();
  await expect(a.page.getByText('Request accepted successfully!')).toBeVisible();
  await expect(a.page.getByRole('img', { name: /waiting for your answer/ })).toHaveCount(0);

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
  // The button that opened the dialog is gone; focus moves on to the author's next action.
  await expect(a.page.getByRole('link', { name: 'Edit', exact: true })).toBeFocused();
  await expect(a.page.getByText('Two solar cold rooms now run at the mandi.')).toBeVisible();

  // Reputation: +15 for A, +10 for B, on the page and in /api/auth/me.
  await b.page.reload();
  await expect(b.page.getByText('15 reputation')).toBeVisible();
  await expect(b.page.getByText(/10 reputation/)).toBeVisible();
  expect(await reputationOf(a.page)).toBe(15);
  expect(await reputationOf(b.page)).toBe(10);

  // The wall shows open problems unless asked for completed ones.
  await b.page.goto(`/problems?search=${marker}`);
  await expect(b.page.getByLabel('Status')).toHaveValue('');
  await expect(b.page.getByRole('heading', { name: 'No problems match these filters' })).toBeVisible();
  await b.page.getByLabel('Status').selectOption('Completed');
  await expect(b.page.getByRole('link', { name: title })).toBeVisible();

  // Dashboards keep the finished problem apart from the active ones: A's as owner, B's as joined.
  await a.page.goto('/dashboard');
  await expect(a.page.getByText('15 points')).toBeVisible();
  const completed = a.page.getByRole('region', { name: 'Completed collaborations' });
  await expect(completed.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(
    a.page.getByRole('region', { name: 'Active Collaborations' }).getByRole('link', { name: new RegExp(title) }),
  ).toHaveCount(0);
  await b.page.goto('/dashboard');
  await expect(b.page.getByText('10 points')).toBeVisible();
  const joined = b.page.getByRole('region', { name: 'Completed collaborations' });
  await expect(joined.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(joined.getByText('Developer')).toBeVisible();
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
  // One note for both buttons, not two stacked lines.
  await expect(page.getByText(/^Please log in/)).toHaveCount(1);
  await expect(page.getByText('Please log in to support or collaborate on this problem')).toBeVisible();

  await page.goto('/problems/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Problem Not Found' })).toBeVisible();
});

test('a member whose search finds only their own problems is told where they are, and My problems lists them', async ({
  page,
}) => {
  const member = newMember('Deepa Pillai');
  await registerThroughUi(page, member);
  const marker = `tank${randomBytes(3).toString('hex')}`;
  const titles = [`Overflowing water tanks ${marker} east`, `Overflowing water tanks ${marker} west`];
  for (const title of titles) await postProblemThroughApi(page, title);

  // The wall leaves out a member's own problems, and says so where they would have been.
  await page.goto('/problems');
  await page.getByLabel('Search problems').fill(marker);
  await expect(page.getByRole('heading', { name: 'No problems match these filters' })).toBeVisible();
  await expect(page.getByText(/Your own problems are never shown on the wall/)).toBeVisible();
  await page.getByRole('button', { name: 'View my problems' }).click();

  const myProblemsTab = page.getByRole('tab', { name: 'My problems' });
  await expect(myProblemsTab).toHaveAttribute('aria-selected', 'true');
  await expect(myProblemsTab).toBeFocused();
  await expect(page).toHaveTitle('My problems · SkillSync');
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The dashboard leads there too.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My problems' }).click();
  await expect(myProblemsTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: titles[0] })).toBeVisible();
});

test('the Problem Wall and a problem’s page arrive rendered, readable before the app’s code has run, as their reader sees them', async ({
  browser,
}) => {
  const author = await memberPage(browser, 'Farah Qureshi');
  const problem = await postProblemThroughApi(
    author.page,
    `Ward water meter readings ${randomBytes(3).toString('hex')}`,
  );

  // A phone whose JavaScript has not arrived yet: everything it shows came in the HTML.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto('/problems');
  await expect(page.getByRole('heading', { name: 'Problem Wall' })).toBeVisible();
  await expect(page).toHaveTitle('Problem Wall · SkillSync');
  // The filters wait for the app: what was typed into bare HTML would be lost when it takes over.
  await expect(page.getByRole('searchbox', { name: 'Search problems' })).toBeDisabled();
  // Its cards are links that work as they are: the problem's page comes rendered too.
  await page.getByRole('link', { name: problem.title }).click();
  await expect(page).toHaveURL(`/problems/${problem._id}`);
  await expect(page.getByRole('heading', { name: problem.title })).toBeVisible();
  await expect(page).toHaveTitle(`${problem.title} · SkillSync`);
  await visitor.close();

  // In the reader's language.
  const hindi = await browser.newContext({ javaScriptEnabled: false, locale: 'hi-IN' });
  const hindiPage = await hindi.newPage();
  await hindiPage.goto('/problems');
  await expect(hindiPage.getByRole('heading', { name: 'समस्या दीवार' })).toBeVisible();
  await expect(hindiPage.locator('html')).toHaveAttribute('lang', 'hi');
  await hindi.close();

  // As the member sees it: the server reads the wall with their session, and their own problem is not on it.
  const authorWithoutScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await author.page.context().storageState(),
  });
  const authorPage = await authorWithoutScript.newPage();
  await authorPage.goto('/problems');
  await expect(authorPage.getByRole('heading', { name: 'Problem Wall' })).toBeVisible();
  await expect(authorPage.getByRole('link', { name: problem.title })).toHaveCount(0);
  // Their own problem's page comes rendered too, with the owner's recommendations panel waiting for the app.
  await authorPage.goto(`/problems/${problem._id}`);
  await expect(authorPage.getByRole('heading', { name: problem.title })).toBeVisible();
  await expect(authorPage.getByRole('status', { name: 'Loading recommended collaborators' })).toBeVisible();
  await authorWithoutScript.close();

  // Once the app runs, it takes the page over as it is and the filters work.
  await author.page.goto('/problems');
  const search = author.page.getByRole('searchbox', { name: 'Search problems' });
  await expect(search).toBeEnabled();
  await author.page.getByLabel('Status').selectOption('Completed');
  await expect(author.page).toHaveURL(/status=Completed/);
  await author.page.context().close();
});
