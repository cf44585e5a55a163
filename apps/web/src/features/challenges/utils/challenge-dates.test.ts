import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { addDays, formatIndiaMoment, indiaToday } from './challenge-dates.ts';

afterAll(() => activateLanguage('en'));

describe('challenge dates', () => {
  it("takes today's date from India's clock, not the browser's", () => {
    // 20:00 UTC is already 01:30 the next morning in India.
    expect(indiaToday(new Date('2026-03-14T20:00:00Z'))).toBe('2026-03-15');
    expect(indiaToday(new Date('2026-03-14T18:00:00Z'))).toBe('2026-03-14');
  });

  it('counts days across month ends', () => {
    expect(addDays('2026-01-30', 90)).toBe('2026-04-30');
  });

  it('shows a start at midnight in India as India time, in either language', async () => {
    await activateLanguage('en');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 Mar 2026, 12:00\sam IST$/);
    await activateLanguage('hi');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 मार्च 2026/);
  });
});
