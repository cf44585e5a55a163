import { describe, expect, it } from 'vitest';
import { formatPaise } from './prize-format.ts';

describe('a prize share in paise', () => {
  it('shows whole rupees with Indian grouping and no paise', () => {
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
  });

  it('shows the paise of a share that is not whole', () => {
    expect(formatPaise(3_333_333)).toBe('₹33,333.33');
    expect(formatPaise(50_050)).toBe('₹500.50');
  });
});
