import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughApi } from './helpers.ts';

/** What the focused element looks like: its tag and name, for messages, and whether a ring shows it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { what: '<body>', visible: false, style: '' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      what: `<${element.tagName.toLowerCase()}> "${name}"`,
      visible: outline || ring,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });

/** Presses Tab until `target` has focus, then checks a person can see where they are. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expect(target).toBeFocused();
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}; focus is on ${(await focusState(page)).what}`);
}

/** The focused element shows an outline or a box-shadow ring. */
async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state.visible, `focus is not visible on ${state.what} (${state.style})`).toBe(true);
}

test('with only the keyboard, a visitor registers and posts a problem, and another member asks to collaborate', async ({
  page,
  browser,
}) => {
  const member = newMember('Kavya Menon');
  const title = `Handpump repairs ${randomBytes(3).toString('hex')} in Barmer villages`;

  // Register: every field by Tab, the terms box by Space, the button by Enter.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.type(member.name);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.type(PASSWORD);
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}!` })).toBeVisible();

  // Post a problem: the header's Create link, then the form.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/problems\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type(
    'Handpumps stand broken for weeks because nobody nearby has the spare parts or the know-how.',
  );
  const category = page.getByLabel('Category');
  await tabTo(page, category);
  // A closed select takes arrow keys: down from 'Select a category' until Agriculture is chosen.
  for (let presses = 0; presses < 12 && (await category.inputValue()) !== 'Agriculture'; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(category).toHaveValue('Agriculture');
  await tabTo(page, page.getByLabel('Skills needed'));
  await page.keyboard.type('Plumbing, Mechanical Engineering');
  await tabTo(page, page.getByRole('button', { name: 'Post Problem' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const problemPath = new URL(page.url()).pathname;

  // A second member (signed up through the API: that form was proven above) asks to collaborate, by keyboard.
  const context = await browser.newContext();
  const helper = await context.newPage();
  await registerThroughApi(helper, newMember('Arjun Das'));
  await helper.goto(problemPath);
  await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await tabTo(helper, helper.getByRole('button', { name: 'Collaborate' }));
  await helper.keyboard.press('Enter');
  const dialog = helper.getByRole('dialog', { name: 'Request to collaborate' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog as it opens.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  const role = dialog.getByLabel('Proposed role');
  await tabTo(helper, role);
  await expect(role).toHaveValue('Collaborator');
  await helper.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('Developer');
  await tabTo(helper, dialog.getByLabel('Message'));
  await helper.keyboard.type('I repair India Mark II handpumps and can train two people per village.');
  await tabTo(helper, dialog.getByRole('button', { name: 'Send Request' }));
  await helper.keyboard.press('Space');
  await expect(helper.getByText('Collaboration request sent!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Focus comes back to a control, not the page: the button that opened the dialog, now saying it is pending.
  const state = await focusState(helper);
  expect(state.what, 'focus fell to the page after sending').not.toBe('<body>');
  await expect(helper.getByRole('button', { name: 'Request Pending' })).toBeFocused();
  await expectVisibleFocus(helper);
  await context.close();

  // The author sees the request arrive.
  await page.goto('/collaboration-requests');
  await expect(page.getByText('I repair India Mark II handpumps and can train two people per village.')).toBeVisible();
});
