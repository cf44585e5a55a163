import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { postProjectThroughApi } from './helpers.ts';
import { memberPage, moderatorPage, originOf } from './moderators.ts';

test('a member reports a chat message, a moderator hides it, its author reads why and appeals, the reporter hears the decision', async ({
  browser,
}) => {
  // A Build Room of two: Asha owns it, Ravi joined; Ravi writes something a teammate should not have to read.
  const owner = await memberPage(browser, 'Asha Verma');
  const author = await memberPage(browser, 'Ravi Kumar');
  const title = `Stipend tracker ${randomBytes(3).toString('hex')}`;
  const project = await postProjectThroughApi(owner.page, title);
  const asked = await author.page.request.post(`/api/projects/${project._id}/join`, {
    headers: originOf(author.page),
    data: { message: 'I can build the forms.', skills: ['React'] },
  });
  expect(asked.status()).toBe(201);
  const accepted = await owner.page.request.put(
    `/api/projects/${project._id}/join-requests/${((await asked.json()) as { _id: string })._id}`,
    { headers: originOf(owner.page), data: { action: 'accept' } },
  );
  expect(accepted.status()).toBe(200);
  const text = `Send me your Aadhaar number and OTP to get the stipend ${randomBytes(3).toString('hex')}`;
  const sent = await author.page.request.post(`/api/projects/${project._id}/messages`, {
    headers: originOf(author.page),
    data: { content: text },
  });
  expect(sent.status()).toBe(201);

  // Asha reports the message from the team chat.
  await owner.page.goto(`/projects/${project._id}`);
  await owner.page.getByRole('button', { name: 'Team chat' }).click();
  const ownerChat = owner.page.getByRole('dialog', { name: `Team chat: ${title}` });
  const message = ownerChat.getByRole('listitem').filter({ hasText: text });
  await message.hover();
  await message.getByRole('button', { name: 'Report this message' }).click();
  const reportDialog = owner.page.getByRole('dialog', { name: 'Report this message' });
  await reportDialog.getByRole('radio', { name: 'Private information shared' }).check();
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(owner.page.getByText(/^Report R-\d+ received\./)).toBeVisible();

  // Meera hides it from the queue.
  const moderator = await moderatorPage(browser, 'en');
  await moderator.page.goto('/moderation');
  const card = moderator.page.getByRole('article', { name: text });
  await card.getByRole('button', { name: 'Hide' }).click();
  const note = `Asking teammates for Aadhaar and OTPs is how stipend scams start ${randomBytes(3).toString('hex')}`;
  const hideDialog = moderator.page.getByRole('dialog', { name: 'Hide this content' });
  await hideDialog.getByLabel('Reason for your decision').fill(note);
  await hideDialog.getByRole('button', { name: 'Hide content' }).click();
  await expect(moderator.page.getByText('Hidden. Its author will be told why.')).toBeVisible();
  await moderator.context.close();

  // Ravi reads why in his notifications, and on the message itself in the chat.
  await author.page.goto('/notifications');
  const told = author.page.getByRole('link', { name: new RegExp(`Moderators removed something you posted: ${note}`) });
  await expect(told).toBeVisible();
  await author.page.goto(`/projects/${project._id}`);
  await author.page.getByRole('button', { name: 'Team chat' }).click();
  const authorChat = author.page.getByRole('dialog', { name: `Team chat: ${title}` });
  await expect(authorChat.getByRole('note')).toContainText(`Moderators removed this: ${note}. Only you can see it.`);
  await expect(authorChat.getByText(text)).toBeVisible();

  // He appeals, from the notification.
  await author.page.goto('/notifications');
  await told.click();
  await expect(author.page).toHaveURL(/\/appeal\/[0-9a-f-]+$/);
  await expect(author.page.getByRole('heading', { name: 'Moderators removed something you posted' })).toBeVisible();
  await expect(author.page.getByText(note)).toBeVisible();
  await author.page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(author.page.getByText('Please say why the decision should change')).toBeVisible();
  await author.page
    .getByRole('textbox', { name: 'Why should this decision change?' })
    .fill('I was passing on what the scholarship office asked for, I did not mean to collect them');
  await author.page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(author.page.getByText('Waiting for a moderator')).toBeVisible();
  const { violations } = await new AxeBuilder({ page: author.page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  // In Hindi too.
  const hindi = await author.page.request.put('/api/users/me/language', {
    headers: originOf(author.page),
    data: { language: 'hi' },
  });
  expect(hindi.status()).toBe(200);
  await author.page.reload();
  await expect(author.page.getByRole('heading', { level: 1, name: 'फ़ैसले पर अपील' })).toBeVisible();
  await expect(author.page.getByText('मॉडरेटर का इंतज़ार')).toBeVisible();
  const hindiFindings = await new AxeBuilder({ page: author.page }).analyze();
  expect(hindiFindings.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);

  // Asha no longer reads the message, and her report says it was acted on, with the moderator's reason.
  await owner.page.reload();
  await owner.page.getByRole('button', { name: 'Team chat' }).click();
  await expect(ownerChat.getByText('Removed by moderators')).toBeVisible();
  await expect(ownerChat.getByText(text)).toHaveCount(0);
  await owner.page.goto('/reports');
  const report = owner.page.getByRole('listitem').filter({ hasText: 'Private information shared' });
  await expect(report).toContainText('Action taken');
  await expect(report).toContainText(note);
  await owner.context.close();
  await author.context.close();
});
