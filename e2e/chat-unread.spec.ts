import { randomBytes, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogText, newMember, PASSWORD, postProjectThroughApi, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

const writeHeaders = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A catalog text with its `{count, plural, …}` said for `count` and its other `{placeholders}` filled. */
function words(language: Language, namespace: string, key: string, values: Record<string, string | number> = {}) {
  const text = catalogText(language, namespace, key).replace(
    /\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/,
    (_, one: string, other: string) => (values.count === 1 ? one : other).replace('#', String(values.count)),
  );
  return Object.entries(values).reduce((said, [name, value]) => said.replace(`{${name}}`, String(value)), text);
}

async function newPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  return page;
}

/** The member asks to join and the owner accepts, both through the API: the joining itself is tested elsewhere. */
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
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

for (const language of ['en', 'hi'] as const) {
  test(`unread messages count up live and clear once read, on every device (${language})`, async ({ browser }) => {
    const unread = (count: number) => words(language, 'teamwork', 'chat.unread', { count });
    const messagesLink = words(language, 'common', 'nav.messages');

    // B owns the Build Room; A joined it, so it is among A's Project Teams on the dashboard.
    const owner = await newPage(browser);
    await registerThroughApi(owner, newMember('Bhavna Iyer'), language);
    const title = `Ward water meters ${randomBytes(3).toString('hex')}`;
    const project = await postProjectThroughApi(owner, title);
    const reader = newMember('Arjun Das');
    const dashboard = await newPage(browser);
    await registerThroughApi(dashboard, reader, language);
    await joinThroughApi(owner, dashboard, project._id);

    // A on two devices: the dashboard on one, the Build Room's page on another.
    const projectPage = await newPage(browser);
    const signedIn = await projectPage.request.post('/api/auth/login', {
      headers: writeHeaders(projectPage),
      data: { email: reader.email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    await projectPage.goto(`/projects/${project._id}`);
    await dashboard.goto('/dashboard');
    const nav = dashboard.getByRole('navigation', { name: words(language, 'common', 'nav.main') });
    await expect(nav.getByRole('link', { name: messagesLink, exact: true })).toBeVisible();

    // B writes while A is elsewhere: the header's figure and the room's rise as the messages come.
    await sendThroughApi(owner, project._id, 'The meters for ward 4 arrived today.');
    await expect(nav.getByRole('link', { name: `${messagesLink} ${unread(1)}` })).toBeVisible();
    await sendThroughApi(owner, project._id, 'Who can install them on Saturday?');
    await sendThroughApi(owner, project._id, 'I will bring the ladder and the sealant.');
    await expect(nav.getByRole('link', { name: `${messagesLink} ${unread(3)}` })).toBeVisible();
    const openChat = words(language, 'dashboard', 'projectTeams.openChat');
    await expect(dashboard.getByRole('button', { name: `${openChat} ${unread(3)}` })).toBeVisible();
    const teamChat = words(language, 'teamwork', 'chat.open');
    await expect(projectPage.getByRole('button', { name: `${teamChat} ${unread(3)}` })).toBeVisible();

    // The dashboard lists the room with its count, and passes axe with every figure on it.
    const card = dashboard.getByRole('region', { name: words(language, 'dashboard', 'unread.title') });
    const room = card.getByRole('button', {
      name: `${title} ${words(language, 'dashboard', 'unread.kind.project')} ${unread(3)}`,
    });
    await expect(room).toBeVisible();
    await expectNoAxeViolations(dashboard);

    // A opens the room from there: the line where A left off, then the three messages.
    await room.click();
    const chat = dashboard.getByRole('dialog', { name: words(language, 'teamwork', 'chat.title', { title }) });
    const log = chat.getByRole('log', { name: words(language, 'teamwork', 'chat.log') });
    await expect(log.getByText('I will bring the ladder and the sealant.')).toBeVisible();
    const newMessages = words(language, 'teamwork', 'chat.newMessages');
    await expect(log.getByRole('status').filter({ hasText: newMessages })).toHaveCount(1);
    await expectNoAxeViolations(dashboard);

    // Read, everywhere: the header, the team card behind the dialog and the other device's button lose their figures.
    await expect(nav.getByRole('link', { name: messagesLink, exact: true })).toBeVisible();
    await expect(dashboard.getByRole('button', { name: openChat, exact: true })).toBeAttached();
    await expect(projectPage.getByRole('button', { name: teamChat, exact: true })).toBeVisible();
    // The new line stays where A left off while the chat is open.
    await expect(log.getByRole('status').filter({ hasText: newMessages })).toHaveCount(1);

    // The read position is the server's: the other device opens the chat with nothing new in it.
    const roomInfo = projectPage.waitForResponse((response) => response.url().endsWith(`/${project._id}/chat`));
    await projectPage.getByRole('button', { name: teamChat, exact: true }).click();
    expect(((await (await roomInfo).json()) as { unread: number }).unread).toBe(0);
    const otherLog = projectPage
      .getByRole('dialog', { name: words(language, 'teamwork', 'chat.title', { title }) })
      .getByRole('log', { name: words(language, 'teamwork', 'chat.log') });
    await expect(otherLog.getByText('I will bring the ladder and the sealant.')).toBeVisible();
    await expect(otherLog.getByText(newMessages)).toHaveCount(0);
  });
}

test('a visitor’s pages never ask for unread messages', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chat/')) asked.push(request.url());
  });
  await page.goto('/');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});
