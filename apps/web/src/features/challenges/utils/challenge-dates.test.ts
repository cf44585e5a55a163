import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { formatIndiaMoment } from './challenge-dates.ts';

afterAll(() => activateLanguage('en'));

describe('challenge dates', () => {
  it('shows a start at midnight in India as India time, in either language', async () => {
    await activateLanguage('en');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 Mar 2026, 12:00\sam IST$/);
    await activateLanguage('hi');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 मार्च 2026/);
  });
});
