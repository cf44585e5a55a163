import { describe, expect, it } from 'vitest';
import { listQueryString } from './url.ts';

describe('listQueryString', () => {
  it('sends the filters that are not blank, trimmed and in order, then the cursor', () => {
    const filters = { category: 'Education', difficulty: '', status: ' ', search: '  mandi prices ' };
    expect(listQueryString(filters, 'abc')).toBe('?category=Education&search=mandi+prices&cursor=abc');
  });

  it('is empty for no filters and the first page', () => {
    expect(listQueryString({ category: '', search: '' }, undefined)).toBe('');
  });
});
