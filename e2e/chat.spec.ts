import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import {
  newMember,
  postProblemThroughApi,
  postProjectThroughApi,
  registerThroughApi,
  requestCollaborationThroughApi,
} from './helpers.ts';

/** What a member might paste to attack the others: it must show as the text it is, and run nothing. */
const ATTACK = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
const CODE = 'SELECT crop, price FROM mandi_prices\nWHERE day = CURRENT_DATE;';

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(name);
  const user = await registerThroughApi(page, member);
  // Copying a code block writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  return { page, member, id: user._id };
}

const writeHeaders = (page: Page) => ({ origin: new URL(page.url()).origin });

/** The member asks to join and the owner accepts, both through the API: the joining itself is tested elsewhere. */
async function joinThroughApi(owner: Page, member: Page, projectId: string) {
  const asked = await member.request.post(`/api/projects/${projectId}/join`, {
    headers: writeHeaders(member),
    data: { message: 'I can build the price scraper.', skills: ['Python'] },
  });
  expect(asked.status()).toBe(201);
  const request = (await asked.json()) as { _id: string };
  const accepted = await owner.request.put(`/api/projects/${projectId}/join-requests/${request._id}`, {
    headers: writeHeaders(owner),
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
}

/**
 * Puts the page's realtime link through a switch the test can open: cut, the open connection drops and new ones
 * (WebSocket or polling) fail, as on a train going through a tunnel.
 */
async function cuttableLink(page: Page) {
  let isCut = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (link) => {
    if (isCut) {
      void link.close();
      return;
    }
    open.push(link);
    link.connectToServer();
  });
  await page.route(/\/socket\.io\//, (route) => (isCut ? route.abort() : route.continue()));
  return {
    async cut() {
      isCut = true;
      for (const link of open.splice(0)) await link.close();
    },
    restore() {
      isCut = false;
    },
  };
}

const isPwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

async function send(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  // fill, not typing: Enter would send the message at its first line break.
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

test('an owner and a member chat live in their project team, code and markup shown as text', async ({ browser }) => {
  const title = `Mandi price tracker ${randomBytes(3).toString('hex')}`;
  const owner = await memberPage(browser, 'Asha Verma');
  const member = await memberPage(browser, 'Ravi Kumar');
  const project = await postProjectThroughApi(owner.page, title);
  await joinThroughApi(owner.page, member.page, project._id);
  const memberLink = await cuttableLink(member.page);

  // The owner opens the chat from the project page, the member from the dashboard's Project Teams.
  await owner.page.goto(`/projects/${project._id}`);
  await member.page.goto('/dashboard');
  // Each sees the other online: the owner on the project's team list.
  await expect(owner.page.getByRole('complementary', { name: 'The team' }).getByRole('listitem')).toContainText([
    'Asha Verma (online)',
    'Ravi Kumar (online)',
  ]);

  await owner.page.getByRole('button', { name: 'Team chat' }).click();
  await member.page.getByRole('button', { name: 'Open chat' }).click();
  const ownerChat = owner.page.getByRole('dialog', { name: `Team chat: ${title}` });
  const memberChat = member.page.getByRole('dialog', { name: `Team chat: ${title}` });
  await expect(ownerChat.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  for (const chat of [ownerChat, memberChat]) await expect(chat.getByText(/^2 members·, 2 online$/)).toBeVisible();

  // The owner shares a query in a code block; the member sees it arrive without reloading.
  await send(owner.page, `Here is the query:\n\`\`\`sql\n${CODE}\n\`\`\``);
  const memberLog = memberChat.getByRole('log', { name: 'Messages' });
  await expect(memberLog.locator('pre code')).toHaveText(CODE);
  await expect(memberLog.getByText('Here is the query:')).toBeVisible();

  // The member copies it.
  await memberLog.getByRole('button', { name: 'Copy' }).click();
  await expect(memberLog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await member.page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);

  // The member pastes markup; both see it as text, and nothing ran on either page.
  await send(member.page, ATTACK);
  const ownerLog = ownerChat.getByRole('log', { name: 'Messages' });
  await expect(ownerLog.getByText(ATTACK, { exact: true })).toBeVisible();
  await expect(memberLog.getByText(ATTACK, { exact: true })).toBeVisible();
  for (const page of [owner.page, member.page]) {
    expect(await isPwned(page)).toBeUndefined();
    await expect(page.getByRole('dialog').locator('img[src="x"], script')).toHaveCount(0);
  }

  // Each message shows once, in order, on both sides: the send's answer and its live event are the same message.
  for (const log of [ownerLog, memberLog]) {
    await expect(log.getByRole('listitem')).toHaveCount(2);
    await expect(log.getByRole('listitem').first()).toContainText('Here is the query:');
    await expect(log.getByRole('listitem').last()).toContainText(ATTACK);
  }
  await expect(ownerLog.getByRole('listitem').last()).toContainText('Ravi Kumar');
  await expect(memberLog.getByRole('listitem').first()).toContainText('Asha Verma');

  // The open chat, with a code block, pasted markup and presence in its header, passes axe.
  const { violations } = await new AxeBuilder({ page: owner.page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);

  // The member's link drops; what the owner says meanwhile arrives once it is back, once and in order.
  await memberLink.cut();
  await expect(memberChat.getByText('Connection lost. Reconnecting…')).toBeVisible();
  await send(owner.page, 'Said while you were away');
  await send(owner.page, 'And this too');
  memberLink.restore();
  await expect(memberChat.getByText('Connection lost. Reconnecting…')).toBeHidden();
  await expect(memberLog.getByRole('listitem')).toHaveCount(4);
  await expect(memberLog.getByRole('listitem').nth(2)).toContainText('Said while you were away');
  await expect(memberLog.getByRole('listitem').nth(3)).toContainText('And this too');
  await expect(memberChat.getByText(/^2 members·, 2 online$/)).toBeVisible();

  // Closed and opened again, the chat loads its history afresh, and is live again.
  await member.page.keyboard.press('Escape');
  await expect(memberChat).toBeHidden();
  await member.page.getByRole('button', { name: 'Open chat' }).click();
  await expect(memberLog.getByRole('listitem')).toHaveCount(4);
  await send(owner.page, 'Standup at 10?');
  await expect(memberLog.getByRole('listitem').last()).toContainText('Standup at 10?');
  await expect(memberLog.getByRole('listitem')).toHaveCount(5);

  // On the project page the team hears of each other's work; closing the chat there keeps the page listening.
  await member.page.goto(`/projects/${project._id}`);
  await member.page.getByRole('button', { name: 'Team chat' }).click();
  await expect(memberLog.getByRole('listitem')).toHaveCount(5);
  await member.page.keyboard.press('Escape');
  await expect(member.page.getByRole('button', { name: 'Team chat' })).toBeFocused();
  const task = await owner.page.request.post(`/api/projects/${project._id}/tasks`, {
    headers: writeHeaders(owner.page),
    data: { title: 'Scrape the day’s prices', priority: 'High' },
  });
  expect(task.status()).toBe(201);
  await expect(member.page.getByRole('region', { name: 'To do: 1 task' })).toContainText('Scrape the day’s prices');
});

test('a problem team hears of requests and answers live, and chats from the dashboard', async ({ browser }) => {
  const author = await memberPage(browser, 'Meera Iyer');
  const helper = await memberPage(browser, 'Kabir Singh');
  const problem = await postProblemThroughApi(author.page, `Tank overflow alarm ${randomBytes(3).toString('hex')}`);
  await author.page.goto('/dashboard');
  await helper.page.goto('/dashboard');
  await expect(helper.page.getByRole('heading', { name: 'No active collaborations yet' })).toBeVisible();

  // The author's badge counts the request as it arrives, without a reload.
  await requestCollaborationThroughApi(helper.page, problem._id, 'I have built float-switch alarms with an ESP32.');
  const badge = author.page.getByRole('img', { name: '1 request waiting for your answer' }).first();
  await expect(badge).toBeVisible();

  // Accepted: the badge goes, and the helper's dashboard lists the new team at once.
  const received = await author.page.request.get('/api/collaboration-requests/received');
  const [request] = ((await received.json()) as { requests: { _id: string }[] }).requests;
  const answered = await author.page.request.put(`/api/collaboration-requests/${request?._id}/respond`, {
    headers: writeHeaders(author.page),
    data: { status: 'accepted' },
  });
  expect(answered.status()).toBe(200);
  await expect(badge).toBeHidden();
  await expect(helper.page.getByRole('link', { name: problem.title })).toBeVisible();

  // Both open the team's chat from Active Collaborations and talk.
  for (const { page } of [author, helper]) {
    await page
      .getByRole('region', { name: 'Active Collaborations' })
      .getByRole('button', { name: 'Team chat' })
      .click();
    await expect(page.getByRole('dialog', { name: `Team chat: ${problem.title}` })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^2 members·, 2 online$/)).toBeVisible();
  }
  await send(author.page, 'Which float switch did you use?');
  await expect(helper.page.getByRole('log', { name: 'Messages' })).toContainText('Which float switch did you use?');
  await send(helper.page, 'A reed switch, `NC` type.');
  const authorLog = author.page.getByRole('log', { name: 'Messages' });
  await expect(authorLog.getByRole('listitem').last()).toContainText('Kabir Singh');
  await expect(authorLog.locator('code')).toHaveText('NC');
  await expect(authorLog.getByRole('listitem')).toHaveCount(2);
});
