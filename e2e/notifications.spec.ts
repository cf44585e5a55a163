import { expect, test } from '@playwright/test';
import { newMember, postProblemThroughApi, registerThroughUi, requestCollaborationThroughApi } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

test('a request rings the other member’s bell live, and the notification opens the inbox', async ({ browser }) => {
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await registerThroughUi(author, newMember('Kavya Menon'));
  const problem = await postProblemThroughApi(author, 'Ration shops in Madurai run out before the month ends');
  // Posting a first problem is an achievement: one unread already.
  const bell = author.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');

  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await registerThroughUi(helper, newMember('Rohit Verma'));
  await requestCollaborationThroughApi(helper, problem._id, 'I have built stock trackers for co-operatives.');

  // No reload: the server rings the bell.
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread');
  await bell.click();
  await expect(author).toHaveURL(/\/notifications$/);
  const entry = author.getByRole('link', { name: /Rohit Verma asked to collaborate on your problem/ });
  await expect(entry).toContainText(problem.title);
  await expect(entry).toContainText('Unread');
  await entry.click();
  await expect(author).toHaveURL(/\/collaboration-requests$/);
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');

  await author.goto('/notifications');
  await author.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(author.getByText('Unread')).toHaveCount(0);
  await expect(author.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // On a phone the bell stays in the header, beside the menu.
  await author.setViewportSize(PHONE);
  await expect(bell).toBeInViewport();
  await authorContext.close();
  await helperContext.close();
});

test('a member with nothing to hear of yet is told so, in Hindi too', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughUi(page, newMember('Sunil Das'));
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing new yet' })).toBeVisible();
  await page.getByRole('button', { name: 'हिन्दी में देखें' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'अभी कुछ नया नहीं' })).toBeVisible();
  await context.close();
});

test('a member follows another from their profile, and sees their new problem in the feed and the bell', async ({
  browser,
}) => {
  const makerContext = await browser.newContext();
  const maker = await makerContext.newPage();
  await registerThroughUi(maker, newMember('Lakshmi Narayan'));
  const makerId = await maker.evaluate(async () => (await (await fetch('/api/auth/me')).json()).id as string);

  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await registerThroughUi(fan, newMember('Deepak Joshi'));
  await expect(fan.getByRole('heading', { name: 'Follow people and work to fill your feed' })).toBeVisible();
  await fan.goto(`/profile/${makerId}`);
  await fan.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(fan.getByText('1 follower · 0 following')).toBeVisible();

  const problem = await postProblemThroughApi(maker, 'Street vendors in Indore lose stock to rain');
  const bell = fan.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  await fan.goto('/dashboard');
  const feed = fan.getByRole('region', { name: 'Your feed' });
  await expect(feed.getByRole('link', { name: problem.title })).toBeVisible();
  await expect(feed).toContainText('Lakshmi Narayan posted a problem');
  await expect(feed).toContainText('You follow Lakshmi Narayan');
  await makerContext.close();
  await fanContext.close();
});
