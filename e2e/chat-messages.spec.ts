import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { catalogText, newMember, postProjectThroughApi, registerThroughApi } from './helpers.ts';

type Language = 'en' | 'hi';

/** A chat word as the member's language says it (teamwork.chat.*), with its `{placeholders}` filled. */
const word = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    catalogText(language, 'teamwork', `chat.${key}`),
  );

const writeHeaders = (page: Page) => ({ origin: new URL(page.url()).origin });

async function memberPage(browser: Browser, name: string, language: Language) {
  const page = await (await browser.newContext()).newPage();
  const user = await registerThroughApi(page, newMember(name), language);
  return { page, language, id: user._id };
}
type Member = Awaited<ReturnType<typeof memberPage>>;

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

/** Opens the project's chat from its page; the history shown. */
async function openChat(member: Member, project: { _id: string; title: string }) {
  await member.page.goto(`/projects/${project._id}`);
  await member.page.getByRole('button', { name: word(member.language, 'open') }).click();
  const dialog = member.page.getByRole('dialog', { name: word(member.language, 'title', { title: project.title }) });
  const log = dialog.getByRole('log', { name: word(member.language, 'log') });
  await expect(log).toBeVisible();
  return { dialog, log };
}

async function send(member: Member, dialog: Locator, text: string) {
  const box = dialog.getByRole('textbox', { name: word(member.language, 'messageLabel') });
  await box.fill(text);
  await dialog.getByRole('button', { name: word(member.language, 'send'), exact: true }).click();
  await expect(box).toHaveValue('');
}

/** A PNG of one colour, `width` × `height`: a screenshot as far as the server can tell. */
function picturePng(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([34, 139, 94]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

test('a team replies, reacts, edits, deletes and shares a picture, each seen live by the other', async ({
  browser,
}) => {
  const owner = await memberPage(browser, 'Asha Verma', 'en');
  const member = await memberPage(browser, 'Ravi Kumar', 'hi');
  const room = await postProjectThroughApi(owner.page, `Mandi price board ${randomBytes(3).toString('hex')}`);
  await joinThroughApi(owner.page, member.page, room._id);

  const ownerChat = await openChat(owner, room);
  const memberChat = await openChat(member, room);
  const en = (key: string, values?: Record<string, string>) => word('en', key, values);
  const hi = (key: string, values?: Record<string, string>) => word('hi', key, values);

  // Reply: the member answers the owner's question; both see the question quoted above the answer.
  await send(owner, ownerChat.dialog, 'Which API gives the day’s mandi prices?');
  // The first message: the answer below quotes its words too.
  const question = memberChat.log.getByRole('listitem').first();
  await expect(question).toContainText('Which API gives');
  await question.getByRole('button', { name: hi('reply') }).click();
  await send(member, memberChat.dialog, 'Agmarknet, refreshed every morning');
  const answer = ownerChat.log.getByRole('listitem').filter({ hasText: 'Agmarknet' });
  const quote = answer.getByRole('button', { name: /^In reply to You/ });
  await expect(quote).toContainText('Which API gives the day’s mandi prices?');
  await expect(
    memberChat.log
      .getByRole('listitem')
      .filter({ hasText: 'Agmarknet' })
      .getByRole('button', {
        name: new RegExp(`^${hi('inReplyTo')} Asha Verma`),
      }),
  ).toBeVisible();

  // A click on the quote goes to the question: focused (a keyboard's next Tab is there) and highlighted a moment.
  const ownQuestion = ownerChat.log.getByRole('listitem').first().locator('[data-message-id]');
  await quote.click();
  await expect(ownQuestion).toBeFocused();
  await expect(ownQuestion).toHaveAttribute('data-highlighted', '');

  // Reaction: the member reacts to the question; the owner sees who, live, and adds theirs.
  await question.getByRole('button', { name: hi('react') }).click();
  await memberChat.dialog.getByRole('button', { name: hi('reactWith', { emoji: '👍' }) }).click();
  const ownerChip = ownQuestion.getByRole('button', { name: en('reactedWith', { names: 'Ravi Kumar', emoji: '👍' }) });
  await expect(ownerChip).toHaveText(/^👍1/);
  await expect(ownerChip).toHaveAttribute('aria-pressed', 'false');
  await ownerChip.click();
  await expect(
    ownQuestion.getByRole('button', { name: en('reactedWith', { names: 'Ravi Kumar and you', emoji: '👍' }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  const memberChip = question.getByRole('button', {
    name: hi('reactedWith', { names: 'Asha Verma और आप', emoji: '👍' }),
  });
  await expect(memberChip).toHaveText(/^👍2/);
  await expect(memberChip).toHaveAttribute('title', 'Asha Verma और आप');

  // Escape closes the reactions and then an edit begun, not the chat around them.
  await ownQuestion.getByRole('button', { name: en('react') }).click();
  await owner.page.keyboard.press('Escape');
  await expect(ownerChat.dialog.getByRole('toolbar', { name: en('reactions') })).toHaveCount(0);
  await expect(ownQuestion.getByRole('button', { name: en('react') })).toBeFocused();
  await ownQuestion.getByRole('button', { name: en('edit') }).click();
  await owner.page.keyboard.press('Escape');
  await expect(ownQuestion.getByRole('textbox')).toHaveCount(0);
  await expect(ownerChat.dialog).toBeVisible();

  // Edit: the owner rewrites the question in its bubble; the member sees it changed and marked edited, live.
  await ownQuestion.getByRole('button', { name: en('edit') }).click();
  const editBox = ownQuestion.getByRole('textbox', { name: en('editLabel') });
  await expect(editBox).toBeFocused();
  await editBox.fill('Which API gives the day’s mandi prices for Nashik?');
  await editBox.press('Enter');
  await expect(ownQuestion.getByRole('textbox')).toHaveCount(0);
  await expect(ownQuestion.getByText(en('edited'), { exact: true })).toBeVisible();
  await expect(question).toContainText('for Nashik?');
  await expect(question.getByText(hi('edited'), { exact: true })).toBeVisible();

  // Delete: the member deletes their answer after confirming; the owner sees the tombstone in its place, live.
  const ownAnswer = memberChat.log.getByRole('listitem').filter({ hasText: 'Agmarknet' });
  await ownAnswer.getByRole('button', { name: hi('delete') }).click();
  const confirm = member.page.getByRole('dialog', { name: hi('deleteTitle') });
  await confirm.getByRole('button', { name: hi('deleteConfirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(memberChat.log.getByText(hi('deleted'))).toBeVisible();
  await expect(ownerChat.log.getByText(en('deleted'))).toBeVisible();
  await expect(ownerChat.log.getByText('Agmarknet')).toHaveCount(0);
  await expect(ownerChat.log.getByRole('listitem')).toHaveCount(2);

  // A picture: the owner attaches a screenshot in the composer and sends it; the member sees it inline, loaded,
  // named by its file (re-encoded, it may change its kind and so its name's ending), opening the full picture.
  const chooser = owner.page.waitForEvent('filechooser');
  await ownerChat.dialog.getByRole('button', { name: en('attach') }).click();
  await (await chooser).setFiles({ name: 'mandi-board.png', mimeType: 'image/png', buffer: picturePng(800, 450) });
  await send(owner, ownerChat.dialog, 'Today’s board');
  const picture = memberChat.log.getByRole('img', { name: /^mandi-board\./ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(memberChat.log.getByRole('link', { name: /^mandi-board\./ })).toHaveAttribute(
    'href',
    /^\/api\/chat\/attachments\/[\w-]+$/,
  );
  await expect(ownerChat.log.getByRole('img', { name: /^mandi-board\./ })).toBeVisible();

  // The chat with all of it passes axe, in English and in Hindi.
  await expectAxeClean(owner.page);
  await expectAxeClean(member.page);
});
