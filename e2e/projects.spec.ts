import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { establishThroughApi, newMember, postProjectThroughApi, registerThroughUi } from './helpers.ts';

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(name);
  await registerThroughUi(page, member);
  return { page, member };
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys from a timer it sets on pick-up, so an arrow pressed
 * before that timer runs (the page is still busy loading) is ignored. A timer set now runs after it.
 */
const untilArrowKeysMove = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

const reputationOf = async (page: Page) =>
  (await (await page.request.get('/api/auth/me')).json()).reputation.score as number;

test('an owner builds a team in a Build Room, the team finishes the work and both are rewarded', async ({
  browser,
}) => {
  const title = `Mandi price tracker ${randomBytes(3).toString('hex')}`;
  const owner = await memberPage(browser, 'Asha Verma');
  const member = await memberPage(browser, 'Ravi Kumar');

  // The owner starts a project; the form refuses it without a timeline first.
  await owner.page.goto('/projects');
  await owner.page.getByRole('link', { name: 'Create Project' }).first().click();
  await expect(owner.page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
  await owner.page.getByLabel('Project title').fill(title);
  await owner.page
    .getByLabel('Description')
    .fill('Farmers read today’s mandi prices on any phone, in Hindi or English, even on 2G.');
  await owner.page.getByLabel('Category').selectOption('Web Development');
  await owner.page.getByLabel('Skills needed').fill('React, PostgreSQL');
  await owner.page.getByLabel('Goals').fill('Three villages use it every morning');
  await owner.page.getByRole('button', { name: 'Create Project' }).click();
  await expect(owner.page.getByText('Please choose a timeline')).toBeVisible();
  await owner.page.getByLabel('Timeline').selectOption('1-2 months');
  await owner.page.getByRole('button', { name: 'Create Project' }).click();
  await expect(owner.page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(owner.page.getByRole('heading', { name: title })).toBeVisible();
  const projectPath = new URL(owner.page.url()).pathname;

  // The owner puts a task on the board.
  await owner.page.getByRole('button', { name: 'Add task' }).click();
  const taskDialog = owner.page.getByRole('dialog');
  await taskDialog.getByLabel('Title').fill('Scrape the day’s prices');
  await taskDialog.getByLabel('Priority').selectOption('High');
  await taskDialog.getByRole('button', { name: 'Add task' }).click();
  await expect(owner.page.getByText('Task added')).toBeVisible();
  await expect(owner.page.getByRole('region', { name: 'To do: 1 task' })).toContainText('Scrape the day’s prices');
  await expect(owner.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');

  // The member finds it on the list and asks to join.
  await member.page.goto('/projects');
  await member.page.getByPlaceholder('Search projects…').fill(title);
  await member.page.getByRole('link', { name: title }).click();
  await expect(member.page).toHaveURL(new RegExp(`${projectPath}$`));
  await member.page.getByRole('button', { name: 'Join Project' }).click();
  const joinDialog = member.page.getByRole('dialog');
  await joinDialog.getByLabel('Message').fill('I scraped Agmarknet for my college project.');
  await joinDialog.getByLabel('Your skills for this project').fill('Python, React');
  await joinDialog.getByRole('button', { name: 'Send request' }).click();
  await expect(member.page.getByText('Join request sent successfully!')).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Request Pending' })).toBeDisabled();

  // The owner accepts it on the project.
  await owner.page.reload();
  await owner.page.getByRole('button', { name: 'Accept Ravi Kumar' }).click();
  await expect(owner.page.getByText('Request accepted: they are on the team.')).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Team (2/5)' })).toBeVisible();

  // The member, now on the team, moves the task to Done with the keyboard: pick up, three columns right, drop.
  await member.page.reload();
  await expect(member.page.getByText('You are on this team.')).toBeVisible();
  // Each step waits for what a screen reader hears, as a person would wait for the board to follow.
  const announcement = member.page.getByRole('status').filter({ hasText: 'Scrape the day’s prices' });
  const handle = member.page.getByRole('button', { name: 'Move “Scrape the day’s prices”' });
  await handle.focus();
  await member.page.keyboard.press('Space');
  await expect(announcement).toHaveText('“Scrape the day’s prices” is over To do.');
  await untilArrowKeysMove(member.page);
  for (const column of ['In progress', 'Review', 'Done']) {
    await member.page.keyboard.press('ArrowRight');
    await expect(announcement).toHaveText(`“Scrape the day’s prices” is over ${column}.`);
  }
  await member.page.keyboard.press('Space');
  await expect(member.page.getByRole('region', { name: 'Done: 1 task' })).toContainText('Scrape the day’s prices');

  // The owner sees the progress and completes the project, crediting the member.
  await owner.page.reload();
  await expect(owner.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(owner.page.getByText('1 of 1 tasks done')).toBeVisible();
  await owner.page.getByRole('button', { name: 'Mark as completed' }).click();
  const completeDialog = owner.page.getByRole('dialog');
  await completeDialog.getByLabel('Completion summary (optional)').fill('Live in three villages.');
  await expect(completeDialog.getByRole('checkbox', { name: /Ravi Kumar/ })).toBeChecked();
  await completeDialog.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(owner.page.getByText('Project marked as completed!')).toBeVisible();
  await expect(owner.page.getByText('Live in three villages.')).toBeVisible();

  expect(await reputationOf(owner.page)).toBe(15);
  expect(await reputationOf(member.page)).toBe(10);
  await member.page.goto('/dashboard');
  await expect(member.page.getByText('10 points', { exact: true })).toBeVisible();
});

test('an owner takes a member off the team and the member’s open page follows at once', async ({ browser }) => {
  const owner = await memberPage(browser, 'Asha Verma');
  const member = await memberPage(browser, 'Ravi Kumar');
  const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
  const project = await postProjectThroughApi(owner.page, `Clinic booking ${randomBytes(3).toString('hex')}`);
  const join = await member.page.request.post(`/api/projects/${project._id}/join`, {
    headers: origin(member.page),
    data: { message: 'I can help', skills: ['React'] },
  });
  const request = (await join.json()) as { _id: string };
  const accepted = await owner.page.request.put(`/api/projects/${project._id}/join-requests/${request._id}`, {
    headers: origin(owner.page),
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);

  await member.page.goto(`/projects/${project._id}`);
  await expect(member.page.getByText('You are on this team.')).toBeVisible();
  await owner.page.goto(`/projects/${project._id}`);
  await owner.page.getByRole('button', { name: 'Remove Ravi Kumar from the team' }).click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(owner.page.getByText('Ravi Kumar is no longer on the team')).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Team (1/5)' })).toBeVisible();

  // No reload: the member's page hears it and offers to join again.
  await expect(member.page.getByRole('button', { name: 'Join Project' })).toBeVisible();
  await expect(member.page.getByText('You are on this team.')).toHaveCount(0);
});

test('the Build Rooms list arrives rendered, readable before the app’s code has run', async ({ browser }) => {
  const owner = await memberPage(browser, 'Kiran Das');
  const project = await postProjectThroughApi(owner.page, `Ward library app ${randomBytes(3).toString('hex')}`);
  await owner.page.context().close();

  // A phone whose JavaScript has not arrived yet: everything it shows came in the HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Build Rooms' })).toBeVisible();
  await expect(page).toHaveTitle('Build Rooms · SkillSync');
  // The filters wait for the app: what was typed into bare HTML would be lost when it takes over.
  await expect(page.getByRole('searchbox', { name: 'Search' }).last()).toBeDisabled();
  await expect(page.getByRole('link', { name: project.title })).toBeVisible();
  await noScript.close();

  // Once the app runs, it takes the list over as it is and the filters work. The very link the server sent stays
  // (were it rebuilt, a tap on it while the app takes over would be lost), for a member as for a visitor.
  const reader = await memberPage(browser, 'Meena Iyer');
  const visitor = reader.page;
  await visitor.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const link = document.querySelector('main section a');
      if (!link) return;
      Object.assign(window, { servedLink: link });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await visitor.goto('/projects');
  const search = visitor.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeEnabled();
  await expect(visitor.getByRole('link', { name: project.title })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { servedLink?: Element }).servedLink?.isConnected)).toBe(true);
  await search.fill(project.title);
  await expect(visitor).toHaveURL(/search=/);
  await expect(visitor.getByRole('link', { name: project.title })).toBeVisible();
  await visitor.context().close();
});

test('a project made with every field completes with its open work shown, and the credited member’s dashboard follows at once', async ({
  browser,
}) => {
  const title = `Open mandi data ${randomBytes(3).toString('hex')}`;
  const owner = await memberPage(browser, 'Meera Nair');
  const member = await memberPage(browser, 'Kabir Singh');

  // A brand-new member without skills is asked to add them, not offered weak matches.
  await member.page.goto('/dashboard');
  const people = member.page.getByRole('region', { name: 'People to collaborate with' });
  await expect(people.getByRole('heading', { name: 'Add your skills first' })).toBeVisible();
  await expect(people.getByText(/% match/)).toHaveCount(0);
  await expect(member.page.getByText('0 points', { exact: true })).toBeVisible();

  // The create form offers the edit form's categories, dates and links (links: an owner past the new-account limits).
  await establishThroughApi(browser, owner.page);
  await owner.page.goto('/projects/create');
  await owner.page.getByLabel('Project title').fill(title);
  await owner.page.getByLabel('Description').fill('Daily mandi prices as open data that anyone can build an app on.');
  await owner.page.getByLabel('Category').selectOption('Open Source');
  await owner.page.getByLabel('Timeline').selectOption('1-2 months');
  await owner.page.getByLabel('Skills needed').fill('Python, PostgreSQL');
  await owner.page.getByLabel('Goals').fill('Three apps use the data');
  await owner.page.getByLabel('Start date').fill('2025-03-01');
  await owner.page.getByLabel('End date').fill('2025-04-30');
  await owner.page.getByLabel('Repository URL').fill('https://gitlab.com/meera/mandi-data');
  await owner.page.getByLabel('Platform').selectOption('GitLab');
  await owner.page.getByLabel('Demo URL').fill('https://mandi.example.in');
  await owner.page.getByRole('button', { name: 'Create Project' }).click();
  await expect(owner.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(owner.page.getByRole('link', { name: 'https://gitlab.com/meera/mandi-data' })).toBeVisible();
  const projectId = new URL(owner.page.url()).pathname.split('/').at(-1) ?? '';

  // The member joins; the board holds three tasks, one of them done.
  const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
  const join = await member.page.request.post(`/api/projects/${projectId}/join`, {
    headers: origin(member.page),
    data: { message: 'I clean price data', skills: ['Python'] },
  });
  const accepted = await owner.page.request.put(
    `/api/projects/${projectId}/join-requests/${((await join.json()) as { _id: string })._id}`,
    { headers: origin(owner.page), data: { action: 'accept' } },
  );
  expect(accepted.status()).toBe(200);
  for (const [task, status] of [
    ['Scrape prices', 'Done'],
    ['Publish CSV', 'Todo'],
    ['Write docs', 'Todo'],
  ]) {
    const added = await owner.page.request.post(`/api/projects/${projectId}/tasks`, {
      headers: origin(owner.page),
      data: { title: task, status },
    });
    expect(added.status()).toBe(201);
  }

  // Completing asks first, saying what is still open; the progress stays what was done.
  await member.page.goto('/dashboard');
  await expect(member.page.getByText('0 points', { exact: true })).toBeVisible();
  await owner.page.reload();
  await owner.page.getByRole('button', { name: 'Mark as completed' }).click();
  const dialog = owner.page.getByRole('dialog');
  await expect(dialog.getByText('2 tasks are still open.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(dialog.getByText('Tick the box to complete it with work still open.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Complete it anyway, with this work still open' }).check();
  await dialog.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(owner.page.getByText('Project marked as completed!')).toBeVisible();
  await expect(owner.page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '33');
  await expect(owner.page.getByText('33%', { exact: true })).toBeVisible();
  await expect(owner.page.getByText(/1 of 3 tasks done/)).toBeVisible();

  // No reload: the credited member's dashboard shows the points.
  await expect(member.page.getByText('10 points', { exact: true })).toBeVisible();
});
