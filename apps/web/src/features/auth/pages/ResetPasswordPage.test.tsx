import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const TOKEN = 'Qm9vbXNoYWthbGFrYS1ib29tLXNoYWthbGFrYS0xMjM';

function openLink() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/reset-password/${TOKEN}`]}>
          <Routes>
            <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a reset link', () => {
  it('that was used or has expired says so as the page opens, with no form to fill in vain', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'This reset link is invalid or has expired. Please request a new one.',
          code: 'resetTokenInvalid',
        }),
        { status: 400 },
      ),
    );
    openLink();
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    // Asked without using it up: a GET, never the reset itself.
    expect(fetch).toHaveBeenCalledWith(`/api/auth/reset-password/${TOKEN}`, expect.objectContaining({ method: 'GET' }));
  });

  it('that still works opens the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    openLink();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });
});
