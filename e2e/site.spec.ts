import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { newMember, postProblemThroughApi, registerThroughUi } from './helpers.ts';

/** Whether the page scrolls sideways: what a reader notices when something is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

/** Whether the header's search box shows its whole placeholder ("Search users, projects, skills..."). */
const showsWholePlaceholder = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });

test('the signed-in header fits every width from phone to desktop, with Logout and search in reach', async ({
  page,
}) => {
  await registerThroughUi(page, newMember('Rohan Verma'));
  for (const width of [320, 375, 768, 1024, 1100, 1180, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/problems', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scrollsSideways(page), `${path} at ${width}px scrolls sideways`).toBe(false);
    }
    // A member's links (Messages among them) fill the header's row from 1280 px; narrower, the menu holds them.
    const messages = page.getByRole('banner').getByRole('link', { name: 'Messages' });
    if (width >= 1280) await expect(messages).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    if (width < 1024) continue;
    // Logout is one click away in the account menu, and the menu fits in the window.
    await page.getByRole('button', { name: /account menu/ }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    // Too narrow for the box beside a member's links at any desktop width: a search button opens it in a row of
    // its own.
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    expect(await showsWholePlaceholder(page), `search placeholder cut at ${width}px`).toBe(true);
  }
});

test('a visitor’s header fits every width too', async ({ page }) => {
  for (const width of [320, 375, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/problems');
    await expect(page.getByRole('heading', { name: 'Problem Wall' })).toBeVisible();
    expect(await scrollsSideways(page), `/problems at ${width}px scrolls sideways`).toBe(false);
  }
});

test('every page names itself in the browser tab', async ({ page, browser }) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  await registerThroughUi(authorPage, newMember('Imran Sheikh'));
  const problem = await postProblemThroughApi(
    authorPage,
    `Streetlights that stay on all day ${randomBytes(3).toString('hex')}`,
  );
  await author.close();

  const titles: [string, string][] = [
    ['/', 'Home · SkillSync'],
    ['/problems', 'Problem Wall · SkillSync'],
    [`/problems/${problem._id}`, `${problem.title} · SkillSync`],
    ['/problems/00000000-0000-4000-8000-000000000000', 'Problem Not Found · SkillSync'],
    ['/login', 'Sign in · SkillSync'],
    ['/register', 'Create your account · SkillSync'],
    ['/forgot-password', 'Forgot password · SkillSync'],
    ['/projects', 'Build Rooms · SkillSync'],
    ['/no/such/page', 'Page not found · SkillSync'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  await registerThroughUi(page, newMember('Farah Khan'));
  await expect(page).toHaveTitle('Dashboard · SkillSync');
  const memberTitles: [string, string][] = [
    ['/collaboration-requests', 'Collaboration Requests · SkillSync'],
    ['/problems/create', 'Post a Problem · SkillSync'],
    ['/problems?view=mine', 'My problems · SkillSync'],
    ['/notifications', 'Notifications · SkillSync'],
  ];
  for (const [path, title] of memberTitles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test.describe('as a visitor’s browser really runs it, service worker included', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visitor’s browser console stays clean on the home page, the wall, a problem and the Build Rooms', async ({
    page,
    browser,
  }) => {
    const author = await browser.newContext();
    const authorPage = await author.newPage();
    await registerThroughUi(authorPage, newMember('Nisha Bose'));
    const problem = await postProblemThroughApi(
      authorPage,
      `Flooded underpass alerts ${randomBytes(3).toString('hex')}`,
    );
    await author.close();

    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Show what you can do/ })).toBeVisible();
    await page.goto('/problems');
    await expect(page.getByRole('heading', { name: 'Problem Wall' })).toBeVisible();
    await page.goto(`/problems/${problem._id}`);
    await expect(page.getByRole('heading', { name: problem.title })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Rooms' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(complaints).toEqual([]);
  });
});

test('the landing page shows the community’s real figures, leaving out those too small to mean much', async ({
  page,
}) => {
  await page.route('**/api/stats', (route) =>
    route.fulfill({ json: { members: 1234, problems: 57, problemsSolved: 4, projects: 0, skills: 12 } }),
  );
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'SkillSync in numbers' });
  await expect(figures.getByRole('definition')).toHaveText(['1,234', '57', '12']);
  await expect(figures.getByRole('term')).toHaveText(['Members', 'Problems posted', 'Skills shared']);
  await expect(page.getByText('10K+')).toHaveCount(0);

  // Without the stand-in figures: whatever the server counts is what the page says.
  await page.unroute('**/api/stats');
  const statsAnswer = page.waitForResponse('**/api/stats');
  await page.reload();
  const stats = (await (await statsAnswer).json()) as Record<string, number>;
  const shown = ['members', 'problems', 'problemsSolved', 'projects', 'skills']
    .map((key) => stats[key] ?? 0)
    .filter((value) => value >= 10);
  if (shown.length === 0) {
    await expect(page.getByRole('region', { name: 'SkillSync in numbers' })).toHaveCount(0);
  } else {
    await expect(figures.getByRole('definition')).toHaveText(shown.map((value) => value.toLocaleString('en-IN')));
  }
});

test('a signed-in member is offered their dashboard on the landing page, not a free sign-up', async ({ page }) => {
  await registerThroughUi(page, newMember('Kiran Rao'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('on a phone, a toast appears below the header and leaves the menu button free', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = newMember('Zoya Ali');
  // The toast of the registration itself: the mailed link is not opened, which would leave the page.
  await registerThroughUi(page, member, { isVerified: false });
  const toast = page.getByText('Registration successful!');
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  // Once it has slid in, the toast sits wholly below the header.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the footer leads to About and Contact, which gives the configured support and grievance addresses', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About SkillSync' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About SkillSync' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@skillsync.in' })).toHaveAttribute(
    'href',
    'mailto:support@skillsync.in',
  );
  await expect(
    page.getByRole('region', { name: 'Grievance Officer' }).getByRole('link', { name: 'grievance@skillsync.in' }),
  ).toBeVisible();
  await expect(page.getByText('coming soon')).toHaveCount(0);
});
