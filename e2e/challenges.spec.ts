import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughApi, signInThroughUi } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sets how far ahead of real time the server's clock runs (the e2e server has TEST_CLOCK on). The browser's own
 * clock is left alone: the pages show what the server says about time (status, time left).
 */
async function setServerClockAhead(page: Page, offsetMs: number) {
  const response = await page.request.put('/api/test/clock', {
    headers: { origin: new URL(page.url()).origin },
    data: { offsetMs },
  });
  expect(response.status()).toBe(200);
}

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  const member = newMember(name);
  const user = await registerThroughApi(page, member);
  return { context, page, member, userId: user._id };
}

/** Days later: the session of the morning has ended, so the member signs in again, remembered this time. */
async function signInAgain(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Remember me').check();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Puts the server's clock back to real time, from a page of its own. */
async function resetServerClock(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await setServerClockAhead(page, 0);
  await context.close();
}

// Back to real time, for the files that run after this one.
test.afterAll(async ({ browser }) => resetServerClock(browser));

test('a host runs a challenge: a member joins and submits, and after the deadline wins it', async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await memberPage(browser, 'Meera Iyer');
  const player = await memberPage(browser, 'Rohan Das');
  const title = `Offline mandi price board ${randomBytes(3).toString('hex')}`;

  // The host fills in the form; the sponsor contact must be an e-mail, and the page says so before sending.
  await host.page.goto('/challenges');
  await host.page.getByRole('link', { name: 'Host Challenge' }).first().click();
  await expect(host.page).toHaveURL(/\/challenges\/create$/);
  await host.page.getByLabel('Challenge title').fill(title);
  await host.page
    .getByLabel('Description')
    .fill('Build a price board for mandis that keeps working when the network drops for hours.');
  await host.page.getByLabel('Category').selectOption('Web Development');
  await host.page.getByLabel('Difficulty').selectOption('Intermediate');
  await host.page.getByLabel('Prize for place 1 (₹)').fill('150000');
  await host.page.getByLabel('Duration').selectOption('3 days');
  await host.page.getByLabel('Technologies').fill('React, Service Workers');
  await host.page.getByLabel('Requirements').fill('Works offline after the first visit.');
  await host.page.getByLabel('Judging criteria').fill('Works offline\nCode quality');
  await host.page.getByLabel('Submission guidelines').fill('A public repository and a live demo.');
  await host.page.getByLabel('Sponsor', { exact: true }).fill('Kisan Digital Foundation');
  await host.page.getByLabel('Sponsor contact').fill('not-an-email');
  await host.page.getByRole('button', { name: 'Host Challenge' }).click();
  await expect(host.page.getByText('The sponsor contact must be an email address')).toBeVisible();
  await host.page.getByLabel('Sponsor contact').fill('prizes@kisan.example.in');
  await host.page.getByRole('button', { name: 'Host Challenge' }).click();
  await expect(host.page.getByText('Challenge created successfully!')).toBeVisible();
  await expect(host.page).toHaveURL(/\/challenges\/[0-9a-f-]{36}$/);
  await expect(host.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Rupees in Indian grouping.
  await expect(host.page.getByText('₹1,50,000').first()).toBeVisible();
  const challengeUrl = host.page.url();

  // The member finds it on the list, Active since it starts today, and joins from the card.
  await player.page.goto('/challenges');
  await player.page.getByLabel('Search challenges').fill(title);
  const card = player.page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Join Challenge' }).click();
  await expect(player.page).toHaveURL(challengeUrl);

  // They submit, then improve the entry before the deadline.
  await player.page.getByLabel('Repository URL').fill('https://github.com/rohan-das/mandi-board');
  await player.page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(player.page.getByText('Your submission is saved')).toBeVisible();
  await player.page.getByLabel('Demo URL').fill('https://mandi-board.example.in');
  await player.page.getByRole('button', { name: 'Update submission' }).click();
  await expect(player.page.getByRole('button', { name: 'Update submission' })).toBeEnabled();
  await player.page.reload();
  await expect(player.page.getByLabel('Demo URL')).toHaveValue('https://mandi-board.example.in');

  // Back on the list, the card says they are in, instead of offering Join again.
  await player.page.goto(`/challenges?search=${encodeURIComponent(title)}`);
  const joinedCard = player.page.getByRole('article').filter({ hasText: title });
  await expect(joinedCard.getByText('Joined', { exact: true })).toBeVisible();
  await expect(joinedCard.getByRole('button', { name: 'Join Challenge' })).toHaveCount(0);

  // Four days later the deadline has passed: submissions are closed.
  await setServerClockAhead(player.page, 4 * DAY_MS);
  await signInAgain(player.page, player.member.email);
  await player.page.goto(challengeUrl);
  await expect(player.page.getByText('Submissions are closed')).toBeVisible();
  await expect(player.page.getByRole('button', { name: 'Update submission' })).toHaveCount(0);

  // The host scores the entry on each criterion and publishes the results.
  await signInAgain(host.page, host.member.email);
  await host.page.goto(challengeUrl);
  await expect(host.page.getByRole('heading', { name: 'Judge the entries' })).toBeVisible();
  const entry = host.page.getByRole('article').filter({ hasText: 'Rohan Das' });
  await entry.getByLabel('Works offline').fill('9');
  await entry.getByLabel('Code quality').fill('8');
  await entry.getByLabel('Feedback for the participant').fill('Great offline cache.');
  await entry.getByRole('button', { name: 'Save score' }).click();
  await expect(entry.getByText('Saved: 17 of 20 points')).toBeVisible();
  await host.page.getByRole('button', { name: 'Publish results' }).click();
  await host.page.getByRole('dialog').getByRole('button', { name: 'Publish results' }).click();
  await expect(host.page.getByText('Results published')).toBeVisible();

  // The member sees the win on the challenge, with the host's feedback, on the dashboard and on the profile.
  await player.page.reload();
  await expect(player.page.getByText('You won place #1!')).toBeVisible();
  await expect(player.page.getByText('Great offline cache.')).toBeVisible();
  const leaderboard = player.page.getByRole('list', { name: 'Leaderboard' });
  await expect(leaderboard.getByRole('listitem').first()).toContainText('Rohan Das');
  await expect(leaderboard.getByRole('listitem').first()).toContainText('Winner');

  await player.page.goto('/dashboard');
  await expect(player.page.getByRole('listitem').filter({ hasText: 'Challenges Won' })).toContainText('1');

  await player.page.goto('/profile');
  await expect(player.page.getByText(/Challenges won/i).first()).toBeVisible();
  await expect(player.page.getByText('Challenge winner').first()).toBeVisible();

  await host.context.close();
  await player.context.close();
});

/** A member's API call from their page (the server wants the page's origin on writes). */
const postAs = (page: Page, path: string, data?: object) =>
  page.request.post(path, { headers: { origin: new URL(page.url()).origin }, ...(data && { data }) });

test('a host sets prizes for two places, and a tie for 1st splits them, to the paisa', async ({ browser }) => {
  test.setTimeout(120_000);
  // Today, by real time, before anyone signs up: the first test moved the server's clock days ahead.
  await resetServerClock(browser);
  const host = await memberPage(browser, 'Kavya Menon');
  const players = [await memberPage(browser, 'Arjun Rao'), await memberPage(browser, 'Ishita Bose')];
  const title = `Kisan weather alerts ${randomBytes(3).toString('hex')}`;

  // The host gives 1st place ₹1,00,000 and adds a 2nd place of ₹50,001.
  await host.page.goto('/challenges/create');
  await host.page.getByLabel('Challenge title').fill(title);
  await host.page.getByLabel('Description').fill('Send farmers a weather alert by SMS before a storm reaches them.');
  await host.page.getByLabel('Category').selectOption('Web Development');
  await host.page.getByLabel('Prize for place 1 (₹)').fill('100000');
  await host.page.getByRole('button', { name: 'Add a place' }).click();
  await expect(host.page.getByLabel('Prize for place 2 (₹)')).toBeFocused();
  await host.page.keyboard.type('50001');
  await host.page.getByLabel('Duration').selectOption('3 days');
  await host.page.getByLabel('Technologies').fill('Node.js');
  await host.page.getByLabel('Requirements').fill('Alerts reach a basic phone.');
  await host.page.getByLabel('Judging criteria').fill('Usefulness');
  await host.page.getByLabel('Submission guidelines').fill('A public repository.');
  await host.page.getByLabel('Sponsor', { exact: true }).fill('Krishi Labs');
  await host.page.getByLabel('Sponsor contact').fill('prizes@krishi.example.in');
  await host.page.getByRole('button', { name: 'Host Challenge' }).click();
  await expect(host.page).toHaveURL(/\/challenges\/[0-9a-f-]{36}$/);
  const challengeUrl = host.page.url();
  const challengeId = challengeUrl.split('/').pop();
  await expect(host.page.getByText('₹1,50,001').first()).toBeVisible();
  const facts = host.page.getByRole('definition');
  await expect(facts.filter({ hasText: '₹1,00,000' })).toHaveCount(1);
  await expect(facts.filter({ hasText: '₹50,001' })).toHaveCount(1);

  // Both members enter; after the deadline the host gives them the same score and publishes.
  for (const [index, player] of players.entries()) {
    expect((await postAs(player.page, `/api/challenges/${challengeId}/join`)).ok()).toBe(true);
    const repositoryUrl = `https://github.com/player-${index}/weather-alerts`;
    expect((await postAs(player.page, `/api/challenges/${challengeId}/submissions`, { repositoryUrl })).ok()).toBe(
      true,
    );
  }
  await setServerClockAhead(host.page, 4 * DAY_MS);
  await signInAgain(host.page, host.member.email);
  await host.page.goto(challengeUrl);
  for (const name of ['Arjun Rao', 'Ishita Bose']) {
    const entry = host.page.getByRole('article').filter({ hasText: name });
    await entry.getByLabel('Usefulness').fill('8');
    await entry.getByRole('button', { name: 'Save score' }).click();
    await expect(entry.getByText('Saved: 8 of 10 points')).toBeVisible();
  }
  await host.page.getByRole('button', { name: 'Publish results' }).click();
  await host.page.getByRole('dialog').getByRole('button', { name: 'Publish results' }).click();
  await expect(host.page.getByText('Results published')).toBeVisible();

  // Tied for 1st, they share 1st and 2nd: ₹1,50,001 halved is ₹75,000.50 each.
  const leaderboard = host.page.getByRole('list', { name: 'Leaderboard' });
  await expect(leaderboard.getByRole('listitem')).toHaveCount(2);
  for (const row of await leaderboard.getByRole('listitem').all()) {
    await expect(row).toContainText('Winner · Prize: ₹75,000.50');
  }

  // A visitor reading Hindi sees the same share, in rupees with Indian grouping.
  const hindi = await browser.newContext({ locale: 'hi-IN' });
  const visitor = await hindi.newPage();
  await visitor.goto(challengeUrl);
  await expect(visitor.getByRole('list', { name: 'लीडरबोर्ड' }).getByText('इनाम: ₹75,000.50')).toHaveCount(2);
  await expect(visitor.getByText('स्थान 2 का इनाम')).toBeVisible();

  await hindi.close();
  await host.context.close();
  for (const player of players) await player.context.close();
});
