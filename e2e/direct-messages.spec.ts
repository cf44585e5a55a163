import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogText, newMember, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

/** A direct-messages word as the member's language says it (`conversations.*`), its `{name}` filled. */
const word = (language: Language, key: string, name = '') =>
  catalogText(language, 'conversations', key).replaceAll('{name}', name);

/** A member signed in on a browser of their own. */
async function memberIn(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  const member = newMember(name);
  const user = await registerThroughApi(page, member);
  return { context, page, name, id: user._id };
}
type Member = Awaited<ReturnType<typeof memberIn>>;

/** The open conversation's parts: its history and its composer. */
function conversationOf(member: Member, language: Language = 'en') {
  const { page } = member;
  return {
    log: page.getByRole('log', { name: catalogText(language, 'teamwork', 'chat.log') }),
    box: page.getByRole('textbox', { name: catalogText(language, 'teamwork', 'chat.messageLabel'), exact: true }),
    send: page.getByRole('button', { name: catalogText(language, 'teamwork', 'chat.send'), exact: true }),
  };
}

async function write(member: Member, text: string) {
  const { box, send } = conversationOf(member);
  await box.fill(text);
  await send.click();
}

/** Axe finds nothing on the page as it stands, nothing still loading. */
async function expectAxeClean(page: Page, language: Language) {
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

test('a member writes to someone they share no team with: a request, accepted, answered live, then a block', async ({
  browser,
}) => {
  const asha = await memberIn(browser, 'Asha Verma');
  const ravi = await memberIn(browser, 'Ravi Kumar');
  // Ravi has his messages open: what arrives shows there without a reload.
  await ravi.page.goto('/messages');
  await expect(ravi.page.getByRole('heading', { name: word('en', 'empty.inboxTitle') })).toBeVisible();
  await expect(ravi.page.getByRole('link', { name: 'Find people' })).toBeVisible();

  // Asha finds Ravi's profile and writes to him: the page says her first message reaches him as a request.
  await asha.page.goto(`/profile/${ravi.id}`);
  await asha.page.getByRole('button', { name: 'Message Ravi Kumar' }).click();
  await expect(asha.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationPath = new URL(asha.page.url()).pathname;
  await expect(asha.page.getByText(/your first message reaches them as a request/)).toBeVisible();
  await write(asha, 'Namaste Ravi! I saw your float sensor work. Could we pair on the tank alarm?');
  const ashaChat = conversationOf(asha);
  await expect(ashaChat.log.getByText('Could we pair on the tank alarm?', { exact: false })).toBeVisible();
  // One message, then she waits: no composer until he accepts.
  await expect(asha.page.getByText(word('en', 'conversation.waiting', 'Ravi Kumar'))).toBeVisible();
  await expect(ashaChat.box).toHaveCount(0);

  // Ravi hears of it live: the bell, and his Requests tab with its count.
  await expect(ravi.page.getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName('Notifications: 1 unread');
  const requestsTab = ravi.page.getByRole('tab', { name: /Requests.*1 request/ });
  await expect(requestsTab).toBeVisible();
  await requestsTab.click();
  await expect(ravi.page).toHaveURL(/\/messages\?box=requests$/);
  const request = ravi.page.getByRole('link', { name: /Asha Verma/ });
  await expect(request).toContainText('Could we pair on the tank alarm?');
  await expectAxeClean(ravi.page, 'en');

  // He opens it: her message, and Accept / Ignore where the composer will be.
  await request.click();
  await expect(ravi.page).toHaveURL(`${conversationPath}?box=requests`);
  const raviChat = conversationOf(ravi);
  await expect(raviChat.log.getByText('Could we pair on the tank alarm?', { exact: false })).toBeVisible();
  await expect(ravi.page.getByRole('heading', { name: 'Asha Verma wants to message you' })).toBeVisible();
  await expect(raviChat.box).toHaveCount(0);
  await expectAxeClean(ravi.page, 'en');

  await ravi.page.getByRole('button', { name: 'Accept' }).click();
  await expect(raviChat.box).toBeFocused();
  await write(ravi, 'Happy to! I have a spare ultrasonic sensor.');

  // Asha sees his answer live, and may write again.
  await expect(ashaChat.log.getByText('Happy to! I have a spare ultrasonic sensor.')).toBeVisible();
  await expect(ashaChat.box).toBeVisible();
  await expect(asha.page.getByText(word('en', 'conversation.waiting', 'Ravi Kumar'))).toHaveCount(0);
  await write(asha, 'Wonderful, see you on Saturday.');
  await expect(raviChat.log.getByText('Wonderful, see you on Saturday.')).toBeVisible();

  // In Hindi, her messages and the conversation pass axe too.
  const switched = await asha.page.request.put('/api/users/me/language', {
    headers: { origin: new URL(asha.page.url()).origin },
    data: { language: 'hi' },
  });
  expect(switched.status()).toBe(200);
  await asha.page.goto('/messages');
  await expect(asha.page.getByRole('heading', { level: 1, name: word('hi', 'title') })).toBeVisible();
  await expect(asha.page.getByRole('link', { name: /Ravi Kumar/ })).toContainText('Wonderful, see you on Saturday.');
  await expectAxeClean(asha.page, 'hi');
  await asha.page.goto(conversationPath);
  const ashaInHindi = conversationOf(asha, 'hi');
  await expect(ashaInHindi.log.getByText('Wonderful, see you on Saturday.')).toBeVisible();
  await expectAxeClean(asha.page, 'hi');

  // Ravi blocks her from the conversation: he is told why he cannot write; she cannot write to him any more.
  await ravi.page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = ravi.page.getByRole('dialog', { name: 'Block Asha Verma?' });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(ravi.page.getByText(word('en', 'conversation.blockedByMe', 'Asha Verma'))).toBeVisible();
  await expect(raviChat.box).toHaveCount(0);

  await ashaInHindi.box.fill('Are you still there?');
  await ashaInHindi.send.click();
  const refused = catalogText('hi', 'messages', 'messageRefused');
  await expect(asha.page.getByRole('alert').filter({ hasText: refused }).first()).toBeVisible();
  await expect(raviChat.log.getByText('Are you still there?')).toHaveCount(0);

  await asha.context.close();
  await ravi.context.close();
});
