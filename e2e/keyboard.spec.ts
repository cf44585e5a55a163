import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughApi, verificationLinkFor } from './helpers.ts';

/**
 * What the focused element looks like, once its transitions have run (a button's `transition-colors` fades the
 * outline in from its text colour): its tag and name, for messages, and whether a person can see it has focus,
 * that is an outline, or a box-shadow ring (no offset, no blur, a spread), whose colour stands out from the
 * background around it by at least 3:1 (WCAG 1.4.11). A plain drop shadow does not count: it looks the same
 * with focus as without.
 */
const focusState = (page: Page) =>
  page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return { what: '<body>', visible: false, style: '' };
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);

    // Any CSS colour (rgb, lab, oklch…) as sRGB through a canvas, and its relative luminance.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (color: string) => {
      if (!context) return [0, 0, 0, 1];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    // The background around the element: the first opaque-ish one among its ancestors, else the canvas white.
    let background = [255, 255, 255, 1];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if ((color[3] ?? 0) > 0.5) {
        background = color;
        break;
      }
    }
    const contrast = (color: string) => {
      const rgb = rgba(color);
      if ((rgb[3] ?? 0) === 0) return 1;
      const [light, dark] = [luminance(rgb), luminance(background)].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };

    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 ? contrast(style.outlineColor) : 0;
    // Each shadow: its colour (rgb(…), lab(…), oklch(…)…), then its lengths.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const rings = shadows.map((shadow) => {
      const color = shadow.match(/[a-z]+\([^)]*\)/)?.[0] ?? '';
      const [x = 0, y = 0, blur = 0, spread = 0] = (shadow.replace(color, '').match(/-?[\d.]+px/g) ?? []).map(
        Number.parseFloat,
      );
      return x === 0 && y === 0 && blur === 0 && spread > 0 ? contrast(color) : 0;
    });
    const best = Math.max(outline, ...rings);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      what: `<${element.tagName.toLowerCase()}> "${name}"`,
      visible: best >= 3,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}; contrast with the background ${best.toFixed(2)}:1`,
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
  // The mailed link proves the address (opened from the mail, as a person would), then back to the dashboard.
  await page.goto(await verificationLinkFor(member.email));
  await tabTo(page, page.getByRole('link', { name: 'Go to your dashboard' }));
  await page.keyboard.press('Enter');
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
