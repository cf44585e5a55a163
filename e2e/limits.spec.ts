import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@skillsync/shared/constants';
import { catalogText, newMember, postProjectThroughApi, registerThroughApi, registerThroughUi } from './helpers.ts';

// The limits that stop abuse before it needs a moderator (issue 27), as a member meets them: where the forms and
// the chat composer already show the server's refusals, in the reader's language.

const message = (language: 'en' | 'hi', code: 'linksAfterFirstDay' | 'repeatedText') =>
  language === 'en' ? MESSAGES[code] : catalogText('hi', 'messages', code);

test('a new member is told beside the description, in English and then in Hindi, that links come after their first day', async ({
  page,
}) => {
  await registerThroughUi(page, newMember('Farida Khan'));
  await page.goto('/problems/create');
  await page.getByLabel('Title').fill(`Tank alarms ${randomBytes(3).toString('hex')}`);
  await page
    .getByLabel('Description')
    .fill('Our survey of the tanks is at https://kolar.example.in/report, read it first.');
  await page.getByLabel('Category').selectOption('Agriculture');
  await page.getByLabel('Skills needed').fill('IoT, ');
  await page.getByRole('button', { name: 'Post Problem' }).click();
  const description = page.getByLabel('Description');
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(message('en', 'linksAfterFirstDay'));
  await expect(page).toHaveURL(/\/problems\/create$/);

  // The same refusal, read in Hindi: the error under the field, and the toast of another try.
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी में देखें' }).click();
  await expect(page.getByText(message('hi', 'linksAfterFirstDay')).first()).toBeVisible();
  await page.getByRole('button', { name: catalogText('hi', 'problems', 'postProblem') }).click();
  await expect(page.getByRole('status').filter({ hasText: message('hi', 'linksAfterFirstDay') })).toBeVisible();
});

/** Opens the project's team chat from its page and sends `text` three times: the third is refused. */
async function sendThreeTimes(page: Page, projectId: string, language: 'en' | 'hi', text: string) {
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: catalogText(language, 'teamwork', 'chat.open') }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('textbox', { name: catalogText(language, 'teamwork', 'chat.messageLabel') });
  const send = dialog.getByRole('button', { name: catalogText(language, 'teamwork', 'chat.send'), exact: true });
  for (let i = 0; i < 2; i += 1) {
    await box.fill(text);
    await send.click();
    await expect(box).toHaveValue('');
  }
  await box.fill(text);
  await send.click();
  // Said in the dialog (the toast shows below it), and the text is kept to change.
  await expect(dialog.getByText(message(language, 'repeatedText'))).toBeVisible();
  await expect(box).toHaveValue(text);
}

test('the chat composer refuses a text sent twice already, in each member’s language', async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  await registerThroughUi(owner, newMember('Asha Verma'));
  const project = await postProjectThroughApi(owner, `Mandi prices ${randomBytes(3).toString('hex')}`);
  const member = await (await browser.newContext()).newPage();
  await registerThroughApi(member, newMember('Ravi Kumar'), 'hi');
  const headers = (page: Page) => ({ origin: new URL(page.url()).origin });
  const asked = await member.request.post(`/api/projects/${project._id}/join`, { headers: headers(member), data: {} });
  const { _id: requestId } = (await asked.json()) as { _id: string };
  const accepted = await owner.request.put(`/api/projects/${project._id}/join-requests/${requestId}`, {
    headers: headers(owner),
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);

  await sendThreeTimes(owner, project._id, 'en', 'Please review the price card before the demo');
  await sendThreeTimes(member, project._id, 'hi', 'डेमो से पहले कृपया प्राइस कार्ड देख लीजिए');
});
