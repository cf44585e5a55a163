import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  newMember,
  postProblemThroughApi,
  registerThroughUi,
  requestCollaborationThroughApi,
  signOutThroughUi,
} from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The first card of the Problem Wall. */
const firstWallCard = (page: Page) => page.getByRole('region', { name: 'Problems' }).getByRole('article').first();

/** The card (rounded box) around an element: its nearest ancestor drawn as a card. */
const boxOfCardAround = (locator: Locator) =>
  locator.evaluate((element) => element.closest('.rounded-lg')?.getBoundingClientRect().toJSON());

test('on a phone the first problem of the wall is on the first screen, the filters one tap away', async ({
  page,
  browser,
}) => {
  await registerThroughUi(page, newMember('Vikram Rao'));
  for (const title of ['Street lights in Nashik stay on all day', 'Ration queues in Patna start at 4 am']) {
    await postProblemThroughApi(page, title);
  }
  await signOutThroughUi(page);

  // A visitor's wall comes rendered by the server and is taken over by the app: the same markup, no mismatch.
  const visitor = await browser.newPage({ viewport: PHONE });
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto('/problems');
  await expect(firstWallCard(visitor)).toBeInViewport({ ratio: 1 });
  await expect(visitor.getByLabel('Category')).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Filters' })).toBeEnabled();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await visitor.close();

  // A member's wall has its tabs above the cards too.
  await registerThroughUi(page, newMember('Lata Kulkarni'));
  await page.setViewportSize(PHONE);
  await page.goto('/problems');
  await expect(firstWallCard(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel('Category')).toBeHidden();

  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Category').selectOption('Agriculture');
  await expect(page).toHaveURL(/category=Agriculture/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(firstWallCard(page)).toBeVisible();

  // From the small breakpoint up, every filter shows and the button goes.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByLabel('Category')).toBeVisible();
  await expect(page.getByLabel('Difficulty')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});

test('on a phone the closed menu shows that a request waits for an answer', async ({ page }) => {
  const author = newMember('Meenakshi Pillai');
  await registerThroughUi(page, author);
  const problem = await postProblemThroughApi(page, 'Fishing boats in Kochi lose catch data at sea');
  await signOutThroughUi(page);
  await registerThroughUi(page, newMember('Arjun Shetty'));
  await requestCollaborationThroughApi(page, problem._id, 'I build offline-first apps and can help.');
  await signOutThroughUi(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill('Sync1234pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize(PHONE);
  const menu = page.getByRole('button', { name: 'Open menu (1 request waiting for your answer)' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('1');
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('img', { name: '1 request waiting for your answer' }),
  ).toBeVisible();
});

test("a visitor's problem page has no gap between its header and the description", async ({ page, browser }) => {
  const author = newMember('Sunita Reddy');
  await registerThroughUi(page, author);
  // A full author card makes the side column taller than the main one: what opened the gap.
  const profile = await page.request.put('/api/users/me', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      name: author.name,
      bio: 'Urban planner in Mysuru.\nI map bus routes with volunteers.\nI teach GIS on weekends.\nI like shade.',
      skills: ['GIS', 'Urban planning', 'QGIS', 'Python', 'Surveys'],
      github: 'https://github.com/sunitareddy',
      linkedin: 'https://www.linkedin.com/in/sunitareddy',
      website: 'https://sunita.example.in',
    },
  });
  expect(profile.status()).toBe(200);
  const problem = await postProblemThroughApi(page, 'Bus stops in Mysuru have no shade');

  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`/problems/${problem._id}`);
  const header = await boxOfCardAround(visitor.getByRole('heading', { level: 1, name: problem.title }));
  const description = await boxOfCardAround(visitor.getByRole('heading', { level: 2, name: 'Description' }));
  expect(header && description).toBeTruthy();
  // The grid's gap (24 px) and nothing more, however tall the side column is.
  expect(description.top - header.bottom).toBeLessThanOrEqual(25);
  await visitor.close();
});
