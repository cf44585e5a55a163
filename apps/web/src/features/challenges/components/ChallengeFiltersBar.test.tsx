import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import type { ChallengeFilters } from '../api/challenge-keys.ts';
import { ChallengeFiltersBar } from './ChallengeFiltersBar.tsx';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

const none: ChallengeFilters = { category: '', difficulty: '', status: '', search: '' };

describe('ChallengeFiltersBar', () => {
  it('applies a chosen status at once', async () => {
    const onChange = vi.fn();
    render(<ChallengeFiltersBar filters={none} onChange={onChange} onClear={vi.fn()} />, { wrapper });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Upcoming');
    expect(onChange).toHaveBeenCalledWith('status', 'Upcoming');
  });

  it('searches once the member pauses typing, with the whole text', async () => {
    const onChange = vi.fn();
    render(<ChallengeFiltersBar filters={none} onChange={onChange} onClear={vi.fn()} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Search challenges'), 'upi');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('search', 'upi'));
    expect(onChange).not.toHaveBeenCalledWith('search', 'u');
  });

  it('offers to clear the filters only when one is set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<ChallengeFiltersBar filters={none} onChange={vi.fn()} onClear={onClear} />, {
      wrapper,
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(<ChallengeFiltersBar filters={{ ...none, category: 'AI/ML' }} onChange={vi.fn()} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
