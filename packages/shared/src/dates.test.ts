import { describe, expect, it } from 'vitest';
import { addDays, indiaDayOf, indiaHourOf, indiaMidnightOf, lastDigestTime, startOfIndiaDay } from './dates.ts';

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

describe('lastDigestTime', () => {
  it('is 9:00 India time today once it has passed, else yesterday; weekly, the last Monday at 9:00', () => {
    // Wednesday 25 November 2026, 08:59 and 09:00 in India (03:29 and 03:30 UTC).
    expect(lastDigestTime(new Date('2026-11-25T03:29:00Z'), 'daily').toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(lastDigestTime(new Date('2026-11-25T03:30:00Z'), 'daily').toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(lastDigestTime(new Date('2026-11-25T03:30:00Z'), 'weekly').toISOString()).toBe('2026-11-23T03:30:00.000Z');
    // Monday 30 November, 08:59 and 09:00 in India.
    expect(lastDigestTime(new Date('2026-11-30T03:29:00Z'), 'weekly').toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(lastDigestTime(new Date('2026-11-30T03:30:00Z'), 'weekly').toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });
});

describe('indiaHourOf', () => {
  it('reads the hour on India clocks, whatever the server’s zone', () => {
    expect(indiaHourOf(new Date('2026-11-25T16:29:59Z'))).toBe(21);
    expect(indiaHourOf(new Date('2026-11-25T16:30:00Z'))).toBe(22);
    expect(indiaHourOf(new Date('2026-11-25T18:30:00Z'))).toBe(0);
  });
});
