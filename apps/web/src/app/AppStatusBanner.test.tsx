import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStatus } from '../lib/app-status.ts';
import { activateLanguage, i18n } from '../lib/i18n.ts';
import { AppStatusBanner } from './AppStatusBanner.tsx';

const renderBanner = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AppStatusBanner />
    </I18nProvider>,
  );

afterEach(async () => {
  useAppStatus.setState({ isOffline: false, applyUpdate: null });
  await activateLanguage('en');
});

describe('AppStatusBanner', () => {
  it('says nothing while the app is online and current', () => {
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the reader they are offline, in their language', async () => {
    useAppStatus.setState({ isOffline: true });
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    await activateLanguage('hi');
    expect(await screen.findByText(/आप ऑफ़लाइन हैं/)).toBeTruthy();
  });

  it('offers a new version, and swaps to it only when the member asks', async () => {
    const applyUpdate = vi.fn(async () => {});
    useAppStatus.setState({ applyUpdate });
    renderBanner();
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(applyUpdate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
