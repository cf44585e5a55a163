import { describe, expect, it } from 'vitest';
import { filterShapeName } from './prepared.ts';

describe('the name of a statement shape', () => {
  it('stays within the 63 bytes PostgreSQL keeps, distinct for every combination of filters', () => {
    const filters = ['category', 'difficulty', 'status', 'skills', 'search', 'excludeAuthor', 'after'];
    const names = new Set<string>();
    for (let mask = 0; mask < 2 ** filters.length; mask += 1) {
      const present = Object.fromEntries(filters.map((filter, bit) => [filter, (mask & (1 << bit)) !== 0]));
      const name = filterShapeName('problem_wall', present);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
      names.add(name);
    }
    expect(names.size).toBe(2 ** filters.length);
  });
});
