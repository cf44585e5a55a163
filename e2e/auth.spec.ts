import { expect, test } from '@playwright/test';
import { newMember, PASSWORD, registerThroughUi, signInThroughUi, signOutThroughUi } from './helpers.ts';

test('a visitor registers, signs out, is sent to sign in by a protected page and comes back to it', async ({
  page,
}) => {
  const member = newMember('Asha Rao');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Show what you can do/ })).toBeVisible();

  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  // A brand-new member is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}!` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}!` })).toBeVisible();

  await signOutThroughUi(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/collaboration-requests');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, member.email, 'Wrong1234');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signInThroughUi(page, member.email);
  await expect(page).toHaveURL(/\/collaboration-requests$/);
});

test('register points out a malformed e-mail as soon as the member leaves the field, and clears it once fixed', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('asha.rao@');
  await page.getByLabel('Email').press('Tab');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('asha.rao@example.in');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
});

test('a member whose account is older than a day is welcomed back, with their reputation', async ({ page }) => {
  const member = newMember('Meera Joshi');
  await registerThroughUi(page, member);
  await expect(page.getByRole('heading', { name: `Welcome, ${member.name}!` })).toBeVisible();
  await expect(page.getByText('0 points')).toBeVisible();

  // The same member as the server would describe them a year from now. The answer is made up front: a request
  // still in flight when the page reloads would take a fetched answer down with it.
  const { user } = await (await page.request.get('/api/auth/session')).json();
  await page.route('**/api/auth/session', (route) =>
    route.fulfill({ json: { user: { ...user, createdAt: '2025-01-15T10:00:00.000Z' } } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.name}!` })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a session ended on the server signs the member out with a message', async ({ page, context }) => {
  const member = newMember('Vikram Iyer');
  await registerThroughUi(page, member);
  // The dashboard's own requests finish first, so the click below is what meets the ended session.
  await expect(page.getByText('0 points')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Signed out elsewhere with this browser's cookie: the server revokes the session. (Through the context's
  // requests, not a second tab, whose opening would make this page refetch and find out before the click.)
  await context.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } });
  // The next request this page makes is refused: the member is told and sent to sign in. The server also closes
  // the session's realtime link, so the app may find out on its own before the click (once in a CI run on
  // PostgreSQL + Redis the link was gone already); either way the member must see the same thing.
  await page
    .getByRole('link', { name: 'Collaboration' })
    .first()
    .click({ timeout: 5000 })
    .catch(async (error: unknown) => {
      if (await page.getByRole('link', { name: 'Sign in' }).isVisible()) return;
      throw error;
    });
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('asking for a password reset answers without saying whether the e-mail exists', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form stays on screen until the next page has loaded; wait for the page asked for.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@example.in');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email for reset instructions.');
});
