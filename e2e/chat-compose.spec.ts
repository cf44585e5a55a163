import { randomBytes, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { catalogText, newMember, postProjectThroughApi, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

const writeHeaders = (page: Page) => ({ origin: new URL(page.url()).origin });
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog text with its `{count, plural, …}` said for `count` and its other `{placeholders}` filled. */
function words(language: Language, namespace: string, key: string, values: Record<string, string | number> = {}) {
  const text = catalogText(language, namespace, key).replace(
    /\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/,
    (_, one: string, other: string) => (values.count === 1 ? one : other).replace('#', String(values.count)),
  );
  return Object.entries(values).reduce((said, [name, value]) => said.replace(`{${name}}`, String(value)), text);
}

async function memberPage(browser: Browser, name: string, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await registerThroughApi(page, newMember(name), language);
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

/** How many unread notifications the bell says (none: its bare label). */
async function bellCount(bell: Locator) {
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '';
  return Number(/\d+/.exec(name)?.[0] ?? 0);
}

/** The smallest file a PDF reader opens: the server knows a PDF by its first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const OLD_MESSAGE = {
  en: { text: 'The deploy key for the mandi scraper is in the team vault', search: 'vault' },
  hi: { text: 'मंडी स्क्रेपर की डिप्लॉय की टीम के तिजोरी फ़ोल्डर में रखी है', search: 'तिजोरी' },
};

for (const language of ['en', 'hi'] as const) {
  test(`two members write with mentions, see each other typing, search and jump, and send a PDF (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const chatWord = (key: string, values?: Record<string, string | number>) =>
      words(language, 'teamwork', `chat.${key}`, values);
    const owner = await memberPage(browser, 'Asha Verma', language);
    const member = await memberPage(browser, 'Ravi Kumar', language);
    const tag = randomBytes(3).toString('hex');
    const title = `Mandi price tracker ${tag}`;
    const project = await postProjectThroughApi(owner, title);
    await joinThroughApi(owner, member, project._id);

    // The old message the search will find lies beyond the first page of history.
    const old = OLD_MESSAGE[language];
    await sendThroughApi(owner, project._id, old.text);
    const note = (i: number) => `Progress note ${i} (${tag}): prices from ward ${i} are in`;
    for (let i = 1; i <= 34; i += 1) await sendThroughApi(owner, project._id, note(i));

    const teamChat = new RegExp(`^${escapeForPattern(chatWord('open'))}`);
    const dialogName = chatWord('title', { title });
    for (const page of [owner, member]) {
      await page.goto(`/projects/${project._id}`);
      await page.getByRole('button', { name: teamChat }).click();
    }
    const ownerChat = owner.getByRole('dialog', { name: dialogName });
    const memberChat = member.getByRole('dialog', { name: dialogName });
    const ownerLog = ownerChat.getByRole('log', { name: chatWord('log') });
    const memberLog = memberChat.getByRole('log', { name: chatWord('log') });
    // All of it unread, Ravi's chat opens at the New messages line, above the first page's first message.
    await expect(memberLog.getByText(note(5))).toBeInViewport();
    await expect(memberLog.getByText(old.text)).toHaveCount(0);

    // Ravi types: Asha sees it under the history.
    const box = memberChat.getByRole('textbox', { name: chatWord('messageLabel') });
    await box.pressSequentially('Thanks ');
    const typing = ownerChat.getByText(chatWord('typingOne', { name: 'Ravi' }));
    await expect(typing).toBeVisible();

    // Asha closes her chat; Ravi mentions her, picking her from the list with the keyboard.
    await owner.keyboard.press('Escape');
    await expect(ownerChat).toBeHidden();
    const bell = owner.getByRole('link', { name: new RegExp(`^${words(language, 'notifications', 'bell.label')}`) });
    const ringsBefore = await bellCount(bell);
    await box.pressSequentially('@As');
    const list = memberChat.getByRole('listbox', { name: chatWord('mentionList') });
    await expect(list.getByRole('option', { name: 'Asha Verma' })).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await expectNoAxeViolations(member);
    await box.press('Enter');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('Thanks @Asha Verma ');
    await box.pressSequentially('for the key');
    await box.press('Enter');
    await expect(box).toHaveValue('');

    // Her bell rings; in the chat her name stands out in Ravi's message.
    await expect.poll(() => bellCount(bell)).toBe(ringsBefore + 1);
    await owner.getByRole('button', { name: teamChat }).click();
    const mention = ownerLog.locator('span.font-bold', { hasText: '@Asha Verma' });
    await expect(mention).toBeVisible();
    await expect(ownerChat.getByText(chatWord('typingOne', { name: 'Ravi' }))).toHaveCount(0);

    // Ravi searches for the old message and jumps to it: the page around it, the message focused.
    await memberChat.getByRole('button', { name: chatWord('search'), exact: true }).click();
    await memberChat.getByRole('searchbox', { name: chatWord('searchLabel') }).fill(old.search);
    const results = memberChat.getByRole('list', { name: chatWord('searchResults') });
    const result = results.getByRole('button').filter({ hasText: 'Asha Verma' }).first();
    await expect(result.locator('mark')).toHaveText(old.search);
    await expectNoAxeViolations(member);
    await result.click();
    const found = memberLog.locator('[data-message-id]', { hasText: old.text });
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
    const latest = memberChat.getByRole('button', { name: chatWord('jumpToLatest') });
    await expect(latest).toBeVisible();
    await expectNoAxeViolations(member);
    await latest.click();
    await expect(latest).toBeHidden();
    await expect(memberLog.getByText('for the key')).toBeInViewport();

    // Ravi sends a PDF on its own: pending, then sent; Asha sees it arrive.
    await memberChat.locator('input[type="file"]').setInputFiles({
      name: 'ward-prices.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const files = memberChat.getByRole('list', { name: chatWord('filesToSend') });
    await expect(files.getByRole('listitem')).toContainText('ward-prices.pdf');
    const send = memberChat.getByRole('button', { name: chatWord('send') });
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(member);
    await send.click();
    await expect(files).toBeHidden();
    await expect(ownerLog.getByText('ward-prices.pdf')).toBeVisible();
    await expectNoAxeViolations(owner);
    for (const page of [owner, member]) await page.context().close();
  });
}
