import { randomBytes } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { newMember, registerThroughApi } from './helpers.ts';

/** A 24 × 16 orange PNG: not square, so the picture is cropped before it is sent. */
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWO4E6VBFcQwatCd0TC6M5qOokazSBT56QAAANENHwowJEYAAAAASUVORK5CYII=',
  'base64',
);

async function memberPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(name);
  const user = await registerThroughApi(page, member);
  return { page, member, userId: user._id };
}

test('a member fills in their profile and picture, shows a project, and another member likes it', async ({
  browser,
}) => {
  const owner = await memberPage(browser, 'Asha Verma');
  const projectTitle = `Kisan SMS alerts ${randomBytes(3).toString('hex')}`;

  // Their own profile, from /profile, with the way to edit it.
  await owner.page.goto('/profile');
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  await owner.page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(owner.page).toHaveURL(/\/profile\/edit$/);

  // The e-mail is shown but cannot be changed.
  await expect(owner.page.getByLabel('Email')).toHaveValue(owner.member.email);
  await expect(owner.page.getByLabel('Email')).not.toBeEditable();
  await expect(owner.page.getByText('The email address cannot be changed')).toBeVisible();

  // A link that is not a GitHub profile is refused with the spec's kind of message, then fixed.
  await owner.page.getByLabel('Title', { exact: true }).fill('Full-stack developer');
  await owner.page.getByLabel('Skills').fill('React, Node.js, , PostgreSQL');
  await owner.page.getByLabel('GitHub').fill('https://gitlab.com/asha');
  await owner.page.getByRole('button', { name: 'Save profile' }).click();
  const githubError = 'Please enter a valid GitHub profile URL (e.g., https://github.com/username)';
  await expect(owner.page.getByText(githubError)).toBeVisible();
  await expect(owner.page.getByLabel('GitHub')).toBeFocused();
  await owner.page.getByLabel('GitHub').fill('https://github.com/asha-verma');
  await owner.page.getByRole('button', { name: 'Save profile' }).click();
  await expect(owner.page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(owner.page).toHaveURL(/\/profile$/);
  await expect(owner.page.getByText('Full-stack developer')).toBeVisible();
  await expect(owner.page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'React',
    'Node.js',
    'PostgreSQL',
  ]);
  await expect(owner.page.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    'https://github.com/asha-verma',
  );

  // A file that is not a picture is refused in the browser; a picture is cropped, uploaded and shown in the navbar.
  await owner.page.goto('/profile/edit');
  const fileInput = owner.page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(owner.page.getByRole('alert').filter({ hasText: 'Please select an image file' })).toBeVisible();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE_PNG });
  await expect(owner.page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
  await owner.page.getByLabel('Zoom').fill('150');
  await owner.page.getByRole('button', { name: 'Save picture' }).click();
  await expect(owner.page.getByText('Profile picture updated')).toBeVisible();
  const avatarUrl = `/api/users/${owner.userId}/avatar`;
  const navbarAvatar = owner.page.getByRole('banner').locator(`img[src*="${avatarUrl}"]`);
  await expect(navbarAvatar).toBeVisible();
  const picture = await owner.page.request.get((await navbarAvatar.getAttribute('src')) ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  // A portfolio project: the dialog asks for a title and a description first.
  await owner.page.goto('/profile');
  await owner.page.getByRole('button', { name: 'Add project' }).click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add project' }).click();
  await expect(dialog.getByText('Please fill in at least the title and description').first()).toBeVisible();
  await dialog.getByLabel('Title').fill(projectTitle);
  await dialog
    .getByLabel('Description')
    .fill('Weather and mandi price alerts over SMS for farmers without smartphones.');
  await dialog.getByLabel('Technologies').fill('Node.js, PostgreSQL');
  await dialog.getByLabel('Status').selectOption('Completed');
  await dialog.getByLabel('Code link').fill('https://github.com/asha-verma/kisan-sms');
  await dialog.getByRole('button', { name: 'Add project' }).click();
  await expect(owner.page.getByText('Project added to your portfolio')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus goes back to the Add project button that opened the dialog.
  await expect(owner.page.getByRole('button', { name: 'Add project' })).toBeFocused();
  await expect(owner.page.getByRole('heading', { name: projectTitle })).toBeVisible();
  // Nobody likes their own project.
  await expect(owner.page.getByRole('button', { name: new RegExp(`^Like “${projectTitle}”`) })).toHaveCount(0);

  // Another member sees the profile without edit controls, and likes the project.
  const other = await memberPage(browser, 'Ravi Kumar');
  await other.page.goto(`/profile/${owner.userId}`);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(other.page.getByRole('button', { name: 'Add project' })).toHaveCount(0);
  await expect(other.page.locator(`main img[src*="${avatarUrl}"]`)).toBeVisible();
  const like = other.page.getByRole('button', { name: new RegExp(`^Like “${projectTitle}”`) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(`Like “${projectTitle}”, 0 likes`);
  await like.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(`Like “${projectTitle}”, 1 like`);

  // The like is kept: it is there after a reload, and the owner sees it counted.
  await other.page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await owner.page.reload();
  await expect(owner.page.getByText('1 like', { exact: true })).toBeAttached();
});

test('a visitor opening /profile is asked to sign in first', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
