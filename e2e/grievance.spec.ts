import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughApi, verifyThroughApi } from './helpers.ts';
import { mailbox } from './mailbox.ts';
import { MODERATOR_EMAIL } from './ports.ts';

const unique = () => randomBytes(3).toString('hex');

/** The newest mail to this address, once it has come. */
async function mailTo(address: string, containing: string) {
  await expect
    .poll(() => mailbox.hasMailTo(address, containing) && mailbox.readMailTo(address).text.includes(containing))
    .toBe(true);
  return mailbox.readMailTo(address);
}

/** The e2e server's moderator (MODERATOR_EMAILS), registered by the first test that needs them, signed in. */
async function moderatorPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  await page.goto('/');
  const headers = { origin: new URL(page.url()).origin };
  const registered = await page.request.post('/api/auth/register', {
    headers,
    data: { name: 'Meera Iyer', email: MODERATOR_EMAIL, password: PASSWORD, acceptTerms: true },
  });
  expect([201, 409]).toContain(registered.status());
  if (registered.status() === 201) await verifyThroughApi(page, MODERATOR_EMAIL);
  const signedIn = await page.request.post('/api/auth/login', {
    headers,
    data: { email: MODERATOR_EMAIL, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  return { context, page };
}

async function expectNoAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a visitor complains to the Grievance Officer, confirms by the e-mailed link, and a moderator answers', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  // The officer as the deployment names them (the defaults here), and what the rules promise.
  const officer = page.getByRole('region', { name: 'Our Grievance Officer' });
  await expect(officer.getByText('SkillSync, India')).toBeVisible();
  await expect(officer.getByRole('link', { name: 'grievance@skillsync.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@skillsync.in',
  );
  await expect(page.getByText('within 24 hours, with a reference number')).toBeVisible();
  await expect(page.getByText('We answer it by e-mail within 15 days.')).toBeVisible();

  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please say what your complaint is about')).toBeVisible();
  await expect(page.getByText('Please describe your complaint')).toBeVisible();

  const email = `visitor-${unique()}@e2e.skillsync.test`;
  const about = `A profile using my photographs ${unique()}`;
  await page.getByLabel('Your name').fill('Kavya Rao');
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByLabel('What is it about?').fill(about);
  await page
    .getByLabel('Your complaint')
    .fill('The profile shows pictures of me that I never shared. Please remove it.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your e-mail to confirm' });
  await expect(sent).toContainText(email);
  await expect(sent.getByRole('heading')).toBeFocused();

  const linkMail = await mailTo(email, '/grievance?confirm=');
  expect(linkMail.subject).toBe('Confirm your complaint to SkillSync');
  const link = /http:\/\/\S+\/grievance\?confirm=[\w-]+/.exec(linkMail.text)?.[0] ?? '';
  await page.goto(link);
  const received = page.getByRole('status').filter({ hasText: 'Received: your reference is' });
  await expect(received).toContainText(/G-\d{4,}/);
  const reference = /G-\d+/.exec((await received.textContent()) ?? '')?.[0] ?? '';
  const acknowledgement = await mailTo(email, reference);
  expect(acknowledgement.subject).toBe(`Your complaint ${reference} has reached the Grievance Officer`);

  // The link works once: opened again, it says so, and where the reference is.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid, expired or already used.');
  await page.getByRole('link', { name: 'Make another complaint' }).click();
  await expect(page.getByRole('button', { name: 'Send complaint' })).toBeVisible();
  await context.close();

  const moderator = await moderatorPage(browser);
  await moderator.page.goto('/moderation');
  await moderator.page.getByRole('tab', { name: /^Complaints/ }).click();
  await expect(moderator.page).toHaveURL(/\/moderation\?tab=grievances$/);
  const card = moderator.page.getByRole('article', { name: about });
  await expect(card.getByText(reference)).toBeVisible();
  await expect(card.getByText('From Kavya Rao, a visitor')).toBeVisible();
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(card.getByText('Answer by')).toBeVisible();
  await expect(card.getByText('Overdue')).toHaveCount(0);
  await expectNoAxeFindings(moderator.page);

  await card.getByRole('button', { name: 'Answer' }).click();
  const dialog = moderator.page.getByRole('dialog', { name: 'Answer the complaint' });
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText('Please write the answer')).toBeVisible();
  const answer = `We removed the profile and warned its owner ${unique()}`;
  await dialog.getByLabel('Answer', { exact: true }).fill(answer);
  await expectNoAxeFindings(moderator.page);
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(moderator.page.getByText('Answer sent. The complainant will get it by e-mail.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await moderator.context.close();

  const answerMail = await mailTo(email, answer);
  // Answered in the language of the page the visitor wrote on.
  expect(answerMail.subject).toBe(`Answer to your complaint ${reference}`);
});

test('a member’s complaint goes under their account’s e-mail and is received at once', async ({ page }) => {
  const member = newMember('Arjun Mehta');
  await registerThroughApi(page, member);
  await page.goto('/grievance');
  const email = page.getByLabel('Your e-mail');
  await expect(email).toHaveValue(member.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Your name')).toHaveValue('Arjun Mehta');
  await page.getByLabel('What is it about?').fill('My personal data in a project description');
  await page.getByLabel('Your complaint').fill('A Build Room lists my phone number without my consent.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const received = page.getByRole('status').filter({ hasText: 'Received: your reference is' });
  await expect(received).toContainText(/G-\d{4,}/);
  await expect(received.getByRole('heading')).toBeFocused();
  const reference = /G-\d+/.exec((await received.textContent()) ?? '')?.[0] ?? '';
  const acknowledgement = await mailTo(member.email, reference);
  expect(acknowledgement.subject).toBe(`Your complaint ${reference} has reached the Grievance Officer`);
});
