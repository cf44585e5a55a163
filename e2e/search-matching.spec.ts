import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, postProblemThroughApi, postProjectThroughApi, registerThroughApi } from './helpers.ts';

/** A member signed in on a page of their own browser context, with these skills on their profile. */
async function memberWithSkills(browser: Browser, name: string, skills: string[], title: string | null = null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(name);
  const user = await registerThroughApi(page, member);
  await setProfileThroughApi(page, { skills, title });
  return { context, page, member, id: user._id };
}

/** Edits the profile of the member signed in on `page`; a cookie-carrying write names our own origin. */
async function setProfileThroughApi(
  page: Page,
  profile: { skills: string[]; title?: string | null; location?: string | null },
) {
  const response = await page.request.put('/api/users/me', {
    headers: { origin: new URL(page.url()).origin },
    data: profile,
  });
  expect(response.status()).toBe(200);
}

/** A name no other test uses, so its card is found among everyone else's. */
const uniqueName = (first: string) => `${first} ${randomBytes(3).toString('hex')}`;

test('a misspelt skill still finds the member who has it, and the match is marked', async ({ browser }) => {
  const developer = await memberWithSkills(browser, uniqueName('Meera'), ['TypeScript', 'GraphQL'], 'Web developer');
  await developer.context.close();

  // A visitor searches from the navbar, misspelling the skill. (From a page the app draws: the landing page is
  // prerendered, and its box does nothing until the app has started.)
  const page = await browser.newPage();
  await page.goto('/problems');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const searchBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await searchBox.fill('Typscript');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Typscript$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “Typscript”' })).toBeVisible();
  // The page's own box shows the search, in step with the address.
  await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('Typscript');

  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: developer.member.name }) });
  await expect(card).toBeVisible();
  await expect(card.locator('mark')).toHaveText(['TypeScript']);
  await expect(card.getByText('Web developer')).toBeVisible();

  // The Members tab shows the members alone; the choice is kept in the address.
  await page.getByRole('tab', { name: /^Members/ }).click();
  await expect(page).toHaveURL(/type=users/);
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Projects/ })).toHaveCount(0);

  // The card opens the member's profile.
  await card.getByRole('link', { name: developer.member.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${developer.id}$`));
  await page.close();
});

test('a member whose open problem needs a skill sees who has it on the dashboard, and why', async ({ browser }) => {
  const author = await memberWithSkills(browser, uniqueName('Farhan'), ['Hydrology']);
  const problem = await postProblemThroughApi(author.page, `Tanks overflow at night ${randomBytes(3).toString('hex')}`);
  // The problem needs IoT (see postProblemThroughApi), which the engineer knows.
  const engineer = await memberWithSkills(browser, uniqueName('Lakshmi'), ['IoT', 'Embedded C'], 'IoT engineer');

  await author.page.goto('/dashboard');
  const people = author.page.getByRole('region', { name: 'People to collaborate with' });
  const card = people
    .getByRole('article')
    .filter({ has: author.page.getByRole('link', { name: engineer.member.name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('IoT engineer')).toBeVisible();
  await expect(card.getByText('Knows IoT, the skill still missing')).toBeVisible();
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await expect(card.getByRole('link', { name: `View profile of ${engineer.member.name}` })).toHaveAttribute(
    'href',
    `/profile/${engineer.id}`,
  );

  // The other way round, the engineer is shown the author, whose problem needs what the engineer knows.
  await engineer.page.goto('/dashboard');
  const authorCard = engineer.page
    .getByRole('region', { name: 'People to collaborate with' })
    .getByRole('article')
    .filter({ has: engineer.page.getByRole('link', { name: author.member.name, exact: true }) });
  await expect(authorCard.getByText(`Their problem “${problem.title}” needs your IoT`)).toBeVisible();
  await authorCard.getByRole('link', { name: `Ask to collaborate on “${problem.title}”` }).click();
  await expect(engineer.page).toHaveURL(new RegExp(`/problems/${problem._id}$`));

  // On the problem's own page its author is offered the engineer too.
  await author.page.goto(`/problems/${problem._id}`);
  const panel = author.page.getByRole('region', { name: 'Recommended collaborators' });
  await expect(panel.getByRole('link', { name: engineer.member.name, exact: true })).toBeVisible();
  await author.context.close();
  await engineer.context.close();
});

test('a project owner invites a recommended member from the project page', async ({ browser }) => {
  const owner = await memberWithSkills(browser, uniqueName('Nisha'), ['Product management']);
  // The project needs React and PostgreSQL (see postProjectThroughApi).
  const project = await postProjectThroughApi(owner.page, `Mandi tracker ${randomBytes(3).toString('hex')}`);
  const developer = await memberWithSkills(browser, uniqueName('Kabir'), ['PostgreSQL', 'Go'], 'Backend developer');

  await owner.page.goto(`/projects/${project._id}`);
  const panel = owner.page.getByRole('region', { name: 'Recommended collaborators' });
  const invite = panel.getByRole('button', { name: `Invite ${developer.member.name} to the team` });
  await invite.click();
  await expect(owner.page.getByText(`Invitation sent to ${developer.member.name}`)).toBeVisible();
  // The button says so and keeps focus; the invitation waits among the join requests.
  const invited = panel.getByRole('button', { name: `${developer.member.name} is invited` });
  await expect(invited).toBeFocused();
  await expect(invited).toHaveAttribute('aria-disabled', 'true');
  await expect(owner.page.getByText('Invited', { exact: true }).first()).toBeVisible();

  // The developer finds the invitation in their inbox.
  const inbox = await developer.page.request.get('/api/projects/join-requests/received');
  expect(inbox.status()).toBe(200);
  expect(JSON.stringify(await inbox.json())).toContain(project.title);
  await owner.context.close();
  await developer.context.close();
});

/** A word of letters alone no other test types: a skill only this test's members hold. */
const uniqueWord = (first: string) =>
  `${first}${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test('a search pages its members to the end, filters them by city, and keeps the spaces it marks', async ({
  browser,
}) => {
  const skill = uniqueWord('Sitar');
  const context = await browser.newContext();
  const setup = await context.newPage();
  // Twelve members hold the skill; two of them live in Pune. One also knows React Native.
  for (let index = 0; index < 12; index += 1) {
    await registerThroughApi(setup, newMember(uniqueName(`Ustad${index}`)));
    await setProfileThroughApi(setup, {
      skills: index === 0 ? [skill, 'React Native'] : [skill],
      location: index < 2 ? 'Pune, Maharashtra' : 'Varanasi',
    });
  }
  await context.close();

  const page = await browser.newPage();
  await page.goto(`/search?q=${skill}&type=users`);
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(panel.getByText('Showing 10 of 12')).toBeVisible();
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(12);
  await expect(panel.getByText('Showing 12 of 12')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(cards.first().getByText(/^\d+ points?$/)).toBeVisible();

  await panel.getByLabel('City').fill('Pune');
  await expect(page).toHaveURL(/city=Pune/);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByText('Pune, Maharashtra')).toHaveCount(2);

  // Both words of React Native marked, and the space between them still shows.
  await page.goto(`/search?q=${encodeURIComponent(`${skill} react native`)}&type=users`);
  const badge = page.getByRole('listitem').filter({ hasText: /^React\s*Native$/ });
  await expect(badge.locator('mark')).toHaveText(['React', 'Native']);
  await expect(badge).toHaveText('React Native', { useInnerText: true });
  await page.close();
});
