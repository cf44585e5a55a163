import { randomBytes, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { catalogText, newMember, registerThroughApi } from './helpers.ts';

/** How many messages the room holds: many pages of history (30 a page), more rows than a browser should hold at once. */
const MESSAGES = 400;
/** A new account may send 60 messages a minute and 100 a day: the room's messages come from this many members. */
const SENDERS = 8;

const chatWord = (key: string) => catalogText('en', 'teamwork', `chat.${key}`);
const writeHeaders = (page: Page) => ({ origin: new URL(page.url()).origin });

async function memberPage(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page, newMember(name));
  return page;
}

/** A Build Room with room for every sender, started by `owner` through the API. */
async function postProject(owner: Page, title: string) {
  const response = await owner.request.post('/api/projects', {
    headers: writeHeaders(owner),
    data: {
      title,
      description: `${title}: a mandi price board that farmers can read on any phone, in their own language.`,
      category: 'Web Development',
      skillsNeeded: ['React', 'PostgreSQL'],
      duration: '1-2 months',
      goals: 'Ship a first version to three villages',
      maxMembers: SENDERS + 2,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; title: string };
}

async function joinThroughApi(owner: Page, member: Page, projectId: string) {
  const asked = await member.request.post(`/api/projects/${projectId}/join`, {
    headers: writeHeaders(member),
    data: {},
  });
  expect(asked.status()).toBe(201);
  const { _id: requestId } = (await asked.json()) as { _id: string };
  const accepted = await owner.request.put(`/api/projects/${projectId}/join-requests/${requestId}`, {
    headers: writeHeaders(owner),
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
}

async function sendThroughApi(page: Page, projectId: string, content: string) {
  const sent = await page.request.post(`/api/projects/${projectId}/messages`, {
    headers: writeHeaders(page),
    data: { content, clientId: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as { seq: number };
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** The message rows the history holds in the DOM now. */
const rowCount = (log: Locator) => log.locator('li[data-index]').count();

test('a Build Room of 400 messages opens on its newest page, holds few rows, and loads its history as the reader scrolls up', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = randomBytes(3).toString('hex');
  const owner = await memberPage(browser, 'Asha Verma');
  const project = await postProject(owner, `Mandi price board ${tag}`);
  const senders = [owner];
  for (let i = 1; i < SENDERS; i += 1) {
    const member = await memberPage(browser, `Member ${i} ${tag}`);
    await joinThroughApi(owner, member, project._id);
    senders.push(member);
  }

  // Message 1 is the room's first; two others stand out for the searches; the rest are notes, some long.
  const FIRST = `The first message of the room (${tag}): welcome, everyone`;
  const VAULT = `The deploy key for the mandi scraper is in the team vault (${tag})`;
  const TARPAULIN = `Bring the tarpaulin for the Nashik stall on Sunday (${tag})`;
  const text = (i: number) => {
    if (i === 1) return FIRST;
    if (i === 20) return VAULT;
    if (i === 380) return TARPAULIN;
    const long =
      i % 9 === 0 ? ' The prices at the ward market went up by a few rupees since last week, so the chart moved.' : '';
    return `Note ${i} (${tag}): prices from ward ${i % 40} are in.${long}`;
  };
  let lastSeq = 0;
  for (let i = 1; i <= MESSAGES; i += 1) {
    lastSeq = (await sendThroughApi(senders[i % SENDERS] as Page, project._id, text(i))).seq;
  }
  // The owner has read the room to its end: it opens at the newest message.
  const read = await owner.request.put(`/api/projects/${project._id}/messages/read`, {
    headers: writeHeaders(owner),
    data: { seq: lastSeq },
  });
  expect(read.status()).toBe(200);

  await owner.goto(`/projects/${project._id}`);
  await owner.getByRole('button', { name: new RegExp(`^${chatWord('open')}`) }).click();
  const chat = owner.getByRole('dialog', { name: `Team chat: ${project.title}` });
  const log = chat.getByRole('log', { name: chatWord('log') });
  await expect(log.getByText(text(MESSAGES))).toBeInViewport();
  expect(await rowCount(log)).toBeLessThan(80);
  await expect(log.getByText(VAULT)).toHaveCount(0);
  await expectNoAxeViolations(owner);

  // A search for a message far beyond the pages loaded jumps to it: the page around it, the message focused.
  await chat.getByRole('button', { name: chatWord('search'), exact: true }).click();
  await chat.getByRole('searchbox', { name: chatWord('searchLabel') }).fill('vault');
  const results = chat.getByRole('list', { name: chatWord('searchResults') });
  await results.getByRole('button').filter({ hasText: 'vault' }).first().click();
  const vault = log.locator('[data-message-id]', { hasText: VAULT });
  await expect(vault).toBeFocused();
  await expect(vault).toBeInViewport();
  await chat.getByRole('button', { name: chatWord('jumpToLatest') }).click();
  await expect(log.getByText(text(MESSAGES))).toBeInViewport();

  // At the top of the newest page, the page before it loads above, and the reader's message stays in view.
  const topOfPage = log.getByText(text(MESSAGES - 29));
  await log.focus();
  await owner.keyboard.press('Home');
  await expect(log.getByText(text(MESSAGES - 30))).toBeAttached();
  await expect(topOfPage).toBeInViewport();

  // Scrolling up loads page after page until the room's first message.
  const first = log.getByText(FIRST);
  await log.hover();
  for (let turn = 0; turn < 200 && !(await first.isVisible()); turn += 1) {
    await owner.mouse.wheel(0, -1500);
    await owner.waitForTimeout(60);
  }
  await expect(first).toBeInViewport();
  await expect(log.getByText(chatWord('historyStart'))).toBeInViewport();
  await expect(log.getByRole('button', { name: chatWord('loadOlder') })).toHaveCount(0);
  // All 400 held, few drawn.
  expect(await rowCount(log)).toBeLessThan(80);
  await expectNoAxeViolations(owner);

  // A search for a message now held, far below the view: the history scrolls to its row.
  await chat.getByRole('button', { name: chatWord('search'), exact: true }).click();
  await chat.getByRole('searchbox', { name: chatWord('searchLabel') }).fill('tarpaulin');
  await results.getByRole('button').filter({ hasText: 'tarpaulin' }).first().click();
  const tarpaulin = log.locator('[data-message-id]', { hasText: TARPAULIN });
  await expect(tarpaulin).toBeFocused();
  await expect(tarpaulin).toBeInViewport();
  await expect(tarpaulin).toHaveAttribute('data-highlighted', '');
  await expect(first).toHaveCount(0);
  await expectNoAxeViolations(owner);
});
