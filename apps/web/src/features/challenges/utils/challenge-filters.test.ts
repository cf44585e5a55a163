import { describe, expect, it } from 'vitest';
import { hasAnyFilter, readFilters } from './challenge-filters.ts';

describe('challenge filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    const filters = readFilters(new URLSearchParams('category=AI%2FML&difficulty=Expert&status=Upcoming&search=upi'));
    expect(filters).toEqual({ category: 'AI/ML', difficulty: '', status: 'Upcoming', search: 'upi' });
  });

  it('counts a search of spaces as no filter', () => {
    expect(hasAnyFilter(readFilters(new URLSearchParams('search=%20%20')))).toBe(false);
    expect(hasAnyFilter(readFilters(new URLSearchParams('status=Completed')))).toBe(true);
  });
});
