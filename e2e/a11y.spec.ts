import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  catalogText,
  hostChallengeThroughApi,
  newMember,
  postProblemThroughApi,
  postProjectThroughApi,
  registerThroughApi,
  requestCollaborationThroughApi,
} from './helpers.ts';

type Language = 'en' | 'hi';

/** The browser locale a first-time visitor of each language comes with. */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A reset link's token: 43 URL-safe base64 characters, as the e-mailed links carry (never a live one). */
const RESET_TOKEN = randomBytes(32).toString('base64url');

/** Whatever shows the page is still loading: a labelled spinner or a skeleton announced as busy. */
const stillLoading = (page: Page) => page.locator('[role="status"][aria-label], [role="status"]:has(.animate-spin)');

/** Waits until the page has settled: its one h1 shown, nothing loading, no request in flight. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stillLoading(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Every finding of one page: axe's violations, and a document language other than the one shown. */
class Findings {
  readonly lines: string[] = [];
  pagesChecked = 0;

  async check(page: Page, label: string, language: Language) {
    this.pagesChecked += 1;
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) this.lines.push(`${label}: <html lang="${lang}">, expected "${language}"`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      const html = violation.nodes[0]?.html.slice(0, 160) ?? '';
      this.lines.push(
        `${label}: ${violation.id} (${violation.impact}) ${violation.help}\n    targets: ${targets}\n    first: ${html}`,
      );
    }
  }

  /** One assertion at the end, listing every finding of every page. */
  assertNone(who: string) {
    expect(this.pagesChecked, `${who}: no page checked`).toBeGreaterThan(0);
    expect(
      this.lines,
      `${who}: ${this.lines.length} accessibility finding(s) on ${this.pagesChecked} pages:\n${this.lines.join('\n')}`,
    ).toEqual([]);
  }
}

/** Opens a path, waits for it to settle and runs the checks on it. */
async function visit(page: Page, findings: Findings, path: string, language: Language, label = path) {
  await page.goto(path);
  await settle(page);
  await findings.check(page, `${label} [${language}]`, language);
}

/** At phone width, opens the header's menu and checks the page with it open. */
async function checkMobileMenu(page: Page, findings: Findings, path: string, language: Language) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await settle(page);
  await page.getByRole('button', { name: catalogText(language, 'common', 'nav.openMenu') }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await findings.check(page, `${path} with the mobile menu open at 390px [${language}]`, language);
  if (desktop) await page.setViewportSize(desktop);
}

/** A member, signed in on a page of their own browser context, who has posted a problem and started a project. */
async function memberWithProblem(browser: Browser, name: string, locale = 'en-IN') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const member = newMember(name);
  const { _id: userId } = await registerThroughApi(page, member);
  const first = name.split(' ')[0];
  const problem = await postProblemThroughApi(
    page,
    `${first}: water tanks overflow at night ${randomBytes(3).toString('hex')}`,
  );
  const project = await postProjectThroughApi(page, `${first}: mandi prices ${randomBytes(3).toString('hex')}`);
  // A task on the board, so the board is checked with a card on it.
  const task = await page.request.post(`/api/projects/${project._id}/tasks`, {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Scrape the day’s prices', priority: 'High', dueDate: '2030-01-15' },
  });
  expect(task.status()).toBe(201);
  const challenge = await hostChallengeThroughApi(
    page,
    `${first}: offline price board ${randomBytes(3).toString('hex')}`,
  );
  return { context, page, member, userId, problem, project, challenge };
}

/** A member with a problem and a project, and another member's request and join request waiting for them. */
async function signedInScene(browser: Browser, language: 'en' | 'hi') {
  // Someone else's problem to offer help on; the member's own problem, with a request waiting for them.
  const other = await memberWithProblem(browser, 'Bilal Khan');
  const member = await memberWithProblem(browser, 'Anika Sharma');
  const requestMessage = `I build solar pumps with float sensors ${randomBytes(3).toString('hex')}`;
  await requestCollaborationThroughApi(other.page, member.problem._id, requestMessage);
  const joinMessage = `I scrape mandi prices every morning ${randomBytes(3).toString('hex')}`;
  const join = await other.page.request.post(`/api/projects/${member.project._id}/join`, {
    headers: { origin: new URL(other.page.url()).origin },
    data: { message: joinMessage, skills: ['Python', 'React'] },
  });
  expect(join.status()).toBe(201);
  await other.context.close();

  const { page } = member;
  if (language === 'hi') {
    // The account's language wins over this browser's: set once, every page follows.
    const response = await page.request.put('/api/users/me/language', {
      headers: { origin: new URL(page.url()).origin },
      data: { language: 'hi' },
    });
    expect(response.status()).toBe(200);
  }

  return { member, other, page, requestMessage, joinMessage };
}

const VISITOR_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  `/reset-password/${RESET_TOKEN}`,
  '/problems',
  '/projects',
  '/challenges',
  '/search',
  '/search?q=Imran%20water',
  '/privacy',
  '/terms',
  '/unsubscribe?token=not-a-real-token',
  '/about',
  '/contact',
  '/grievance',
  // A used or made-up confirmation link says so.
  '/grievance?confirm=not-a-real-token',
  '/no/such/page',
];

/** A dozen pages, each settled and analysed: more than the default minute on a busy machine. */
test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'hi'] as const) {
  test(`axe finds nothing on any page a visitor sees, in ${language}`, async ({ browser }) => {
    const author = await memberWithProblem(browser, 'Imran Sheikh');
    await author.context.close();

    // A first visit: the app follows the browser's language.
    const context = await browser.newContext({ locale: BROWSER_LOCALE[language] });
    const page = await context.newPage();
    const findings = new Findings();
    for (const path of VISITOR_PATHS) await visit(page, findings, path, language);
    await visit(page, findings, `/problems/${author.problem._id}`, language, '/problems/:id');
    await visit(page, findings, `/projects/${author.project._id}`, language, '/projects/:id');
    await visit(page, findings, `/challenges/${author.challenge._id}`, language, '/challenges/:id');
    await visit(page, findings, `/profile/${author.userId}`, language, '/profile/:id');
    await checkMobileMenu(page, findings, '/problems', language);
    await context.close();
    findings.assertNone(`visitor in ${language}`);
  });

  test(`axe finds nothing on any page a signed-in member sees, in ${language}`, async ({ browser }) => {
    const { member, other, page } = await signedInScene(browser, language);
    const findings = new Findings();
    const own = member.problem._id;
    const pages: [path: string, label?: string][] = [
      ['/'],
      ['/dashboard'],
      ['/notifications'],
      ['/problems'],
      ['/problems?view=mine'],
      ['/problems/create'],
      [`/problems/${own}`, '/problems/:id (as its author)'],
      [`/problems/${own}/edit`, '/problems/:id/edit (as its author)'],
      ['/collaboration-requests?tab=sent'],
      ['/projects'],
      ['/projects/create'],
      [`/projects/${member.project._id}`, '/projects/:id (as its owner, a join request waiting)'],
      [`/projects/${member.project._id}/edit`, '/projects/:id/edit (as its owner)'],
      ['/challenges'],
      ['/challenges/create'],
      [`/challenges/${member.challenge._id}`, '/challenges/:id (as its host)'],
      [`/challenges/${member.challenge._id}/edit`, '/challenges/:id/edit (as its host)'],
      [`/challenges/${other.challenge._id}`, '/challenges/:id (someone else’s, open to join)'],
      ['/search?q=Bilal%20mandi&type=projects', '/search (a kind of result chosen)'],
      ['/search?q=zzqx', '/search (nothing found)'],
      [`/profile/${other.userId}`, '/profile/:id (someone else’s)'],
      ['/profile/edit'],
      ['/grievance', '/grievance (their e-mail fixed)'],
      ['/no/such/page'],
    ];
    for (const [path, label] of pages) await visit(page, findings, path, language, label);

    await member.context.close();
    findings.assertNone(`member in ${language}`);
  });

  test(`axe finds nothing in the dialogs and menus a signed-in member opens, in ${language}`, async ({ browser }) => {
    const { member, other, page, requestMessage, joinMessage } = await signedInScene(browser, language);
    const findings = new Findings();
    // The inbox, with the other member's request rendered as a card.
    await page.goto('/collaboration-requests');
    await settle(page);
    await expect(page.getByText(requestMessage)).toBeVisible();
    await expect(page.getByText(joinMessage)).toBeVisible();
    await findings.check(page, `/collaboration-requests (requests received) [${language}]`, language);

    // Someone else's problem, then its Collaborate dialog open.
    await visit(page, findings, `/problems/${other.problem._id}`, language, '/problems/:id (someone else’s)');
    await page.getByRole('button', { name: catalogText(language, 'problems', 'actions.collaborate') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await findings.check(page, `/problems/:id with the Collaborate dialog open [${language}]`, language);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Someone else's project, then its Join dialog open.
    await visit(page, findings, `/projects/${other.project._id}`, language, '/projects/:id (someone else’s)');
    await page.getByRole('button', { name: catalogText(language, 'projects', 'joinPanel.join') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await findings.check(page, `/projects/:id with the Join dialog open [${language}]`, language);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The member's own project with the task dialog open.
    await visit(page, findings, `/projects/${member.project._id}`, language, '/projects/:id (owner)');
    await page.getByRole('button', { name: catalogText(language, 'projects', 'board.addTask') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await findings.check(page, `/projects/:id with the task dialog open [${language}]`, language);
    await page.keyboard.press('Escape');

    // The settings page, then its account deletion dialog open.
    await visit(page, findings, '/settings', language);
    await page.getByRole('button', { name: catalogText(language, 'settings', 'delete.button') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await findings.check(page, `/settings with the delete account dialog open [${language}]`, language);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Their own profile with the portfolio dialog open.
    await visit(page, findings, '/profile', language, '/profile (own)');
    await page.getByRole('button', { name: catalogText(language, 'profile', 'portfolio.add') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await findings.check(page, `/profile with the portfolio dialog open [${language}]`, language);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The desktop account menu, open.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(member.member.name) })
      .click();
    await expect(page.getByRole('button', { name: catalogText(language, 'common', 'nav.logout') })).toBeVisible();
    await findings.check(page, `/problems/:id with the account menu open [${language}]`, language);

    await checkMobileMenu(page, findings, '/dashboard', language);
    await member.context.close();
    findings.assertNone(`member's dialogs and menus in ${language}`);
  });
}
