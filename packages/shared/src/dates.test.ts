import { describe, expect, it } from 'vitest';
import { addDays, indiaDayOf, indiaMidnightOf, startOfIndiaDay } from './dates.ts';

describe('India days', () => {
  it("takes the day from India's clock, not the machine's", () => {
    // 20:00 UTC is already 01:30 the next morning in India.
    expect(indiaDayOf(new Date('2026-03-14T20:00:00Z'))).toBe('2026-03-15');
    expect(indiaDayOf(new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-14');
  });

  it('begins a day at midnight in India', () => {
    expect(indiaMidnightOf('2026-03-15').toISOString()).toBe('2026-03-14T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-03-14T20:00:00Z'))).toEqual(indiaMidnightOf('2026-03-15'));
  });

  it('counts days across month ends', () => {
    expect(addDays('2026-01-30', 90)).toBe('2026-04-30');
  });
});
