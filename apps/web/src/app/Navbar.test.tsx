import { I18nProvider } from '@lingui/react';
import type { CollaborationRequestStats, CurrentUser } from '@skillsync/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { requestKeys } from '../features/teams/api/request-keys.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Navbar } from './Navbar.tsx';

const member = {
  _id: '5d1f0a9e-2c3b-4d4e-8f5a-6b7c8d9e0f1a',
  id: '5d1f0a9e-2c3b-4d4e-8f5a-6b7c8d9e0f1a',
  name: 'Kavya Nair',
  email: 'kavya@example.in',
  language: 'en',
  avatar: null,
} as unknown as CurrentUser;

function renderNavbar(pending: number) {
  const queryClient = createQueryClient();
  const stats: CollaborationRequestStats = {
    received: { pending, accepted: 0, rejected: 0 },
    sent: { pending: 0, accepted: 0, rejected: 0 },
  };
  // Fresh for the test's length, so the counts are not fetched again.
  queryClient.setQueryDefaults(requestKeys.stats(), { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(requestKeys.stats(), stats);
  useAuthStore.setState({ user: member, isAuthenticated: true, isLoading: false });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Navbar />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

describe('the phone menu button', () => {
  it('carries the pending requests while the menu is closed', async () => {
    renderNavbar(3);
    const button = screen.getByRole('button', { name: 'Open menu (3 requests waiting for your answer)' });
    expect(button.textContent).toBe('3');

    await userEvent.click(button);
    // Open, the badge is beside 'Collaboration' in the menu itself.
    expect(screen.getByRole('button', { name: 'Close menu' }).textContent).toBe('');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('img', { name: '3 requests waiting for your answer' })).toBeTruthy();
  });

  it('is just the menu when nothing waits', () => {
    renderNavbar(0);
    expect(screen.getByRole('button', { name: 'Open menu' }).textContent).toBe('');
  });
});
