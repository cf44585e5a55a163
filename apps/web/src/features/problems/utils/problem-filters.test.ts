import { describe, expect, it } from 'vitest';
import { readFilters } from './problem-filters.ts';

describe('readFilters', () => {
  it('reads the wall filters from the address bar', () => {
    const params = new URLSearchParams(
      'category=Agriculture&difficulty=Advanced&skill=IoT&search=water&status=Completed',
    );
    expect(readFilters(params)).toEqual({
      category: 'Agriculture',
      difficulty: 'Advanced',
      skill: 'IoT',
      search: 'water',
      status: 'Completed',
    });
  });

  it('shows the open problems with no filter when the address has none', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      category: '',
      difficulty: '',
      skill: '',
      search: '',
      status: '',
    });
  });

  it('ignores values no select offers, so an edited address cannot break the page', () => {
    const filters = readFilters(new URLSearchParams('category=Cooking&difficulty=Expert&status=Active'));
    expect(filters).toMatchObject({ category: '', difficulty: '', status: '' });
  });
});
