import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithWords } from '../../../test/providers.tsx';
import type { ProblemFilters } from '../api/problem-keys.ts';
import { ProblemFiltersBar } from './ProblemFiltersBar.tsx';

// The labels come from the catalogs, English here (activated by the test setup).
const wrapper = WithWords;

const none: ProblemFilters = { category: '', difficulty: '', skill: '', search: '', status: '' };

describe('ProblemFiltersBar', () => {
  it('applies a chosen category at once', async () => {
    const onChange = vi.fn();
    render(<ProblemFiltersBar filters={none} onChange={onChange} onClear={vi.fn()} />, { wrapper });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Healthcare');
    expect(onChange).toHaveBeenCalledWith('category', 'Healthcare');
  });

  it('searches once the member pauses typing, with the whole text', async () => {
    const onChange = vi.fn();
    render(<ProblemFiltersBar filters={none} onChange={onChange} onClear={vi.fn()} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Search problems'), 'solar');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('search', 'solar'));
    expect(onChange).not.toHaveBeenCalledWith('search', 's');
  });

  it('offers to clear the filters only when one is set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<ProblemFiltersBar filters={none} onChange={vi.fn()} onClear={onClear} />, {
      wrapper,
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(<ProblemFiltersBar filters={{ ...none, skill: 'IoT' }} onChange={vi.fn()} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('keeps all but the search behind a Filters button on a phone, which says how many are set', async () => {
    const filters: ProblemFilters = { ...none, category: 'Healthcare', status: 'Completed' };
    render(<ProblemFiltersBar filters={filters} onChange={vi.fn()} onClear={vi.fn()} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    const more = document.getElementById(button.getAttribute('aria-controls') ?? '');
    // Closed, the group is hidden below the small breakpoint (Tailwind's 'hidden sm:contents').
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(more?.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(more?.contains(screen.getByLabelText('Category'))).toBe(true);
    expect(more?.contains(screen.getByLabelText('Search problems'))).toBe(false);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(more?.className).not.toMatch(/(^|\s)hidden(\s|$)/);
  });
});
