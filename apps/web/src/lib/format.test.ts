import { afterAll, describe, expect, it } from 'vitest';
import { formatChatDay, localDay } from './chat-days.ts';
import { formatCount, formatIndiaMoment, formatNumber, formatRelativeDate, formatRupees } from './format.ts';
import { activateLanguage } from './i18n.ts';

// A fixed moment in local time: the relative dates count calendar days where the reader is.
const now = new Date(2026, 10, 22, 10, 30);
const daysBefore = (days: number) => new Date(2026, 10, 22 - days, 18, 0);

afterAll(() => activateLanguage('en'));

describe.each([
  ['en', { today: 'Today', yesterday: 'Yesterday', three: '3 days ago', week: '1 week ago', weeks: '3 weeks ago' }],
  ['hi', { today: 'आज', yesterday: 'कल', three: '3 दिन पहले', week: '1 हफ़्ता पहले', weeks: '3 हफ़्ते पहले' }],
] as const)('formatting in %s', (language, words) => {
  it('writes rupees with Indian grouping', async () => {
    await activateLanguage(language);
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it("says how long ago something happened in the reader's words (spec §9)", async () => {
    await activateLanguage(language);
    expect(formatRelativeDate(daysBefore(0), now)).toBe(words.today);
    expect(formatRelativeDate(daysBefore(1), now)).toBe(words.yesterday);
    expect(formatRelativeDate(daysBefore(3), now)).toBe(words.three);
    expect(formatRelativeDate(daysBefore(7), now)).toBe(words.week);
    expect(formatRelativeDate(daysBefore(21), now)).toBe(words.weeks);
  });

  it('caps a badge count and groups big numbers', async () => {
    await activateLanguage(language);
    expect(formatCount(120, 99)).toBe('99+');
    expect(formatCount(5, 99)).toBe('5');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('writes small counts exactly as the locale would, without building a formatter for them', async () => {
    await activateLanguage(language);
    const intl = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN');
    for (const count of [0, 1, 7, 42, 999, 1000, 2.5]) expect(formatNumber(count)).toBe(intl.format(count));
  });
});

it('writes an older date as a date in the reader’s language', async () => {
  await activateLanguage('en');
  expect(formatRelativeDate(daysBefore(60), now)).toBe('23 Sept 2026');
  await activateLanguage('hi');
  expect(formatRelativeDate(daysBefore(60), now)).toBe('23 सित॰ 2026');
});

describe('challenge dates', () => {
  it('shows a start at midnight in India as India time, in either language', async () => {
    await activateLanguage('en');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 Mar 2026, 12:00\sam IST$/);
    await activateLanguage('hi');
    expect(formatIndiaMoment('2026-03-14T18:30:00.000Z')).toMatch(/^15 मार्च 2026/);
  });
});

describe('chat days', () => {
  // Two hours apart across India's midnight: 10:30 pm and 12:30 am IST, both on 21 November in UTC.
  const lateEvening = '2026-11-21T17:00:00.000Z';
  const afterMidnight = new Date('2026-11-21T19:00:00.000Z');

  it("names the day on the reader's calendar, not the server's", async () => {
    await activateLanguage('en');
    expect(formatChatDay(lateEvening, afterMidnight, 'Asia/Kolkata')).toBe('Yesterday');
    expect(formatChatDay(lateEvening, afterMidnight, 'UTC')).toBe('Today');
    expect(localDay(lateEvening, 'Asia/Kolkata')).not.toBe(localDay(afterMidnight, 'Asia/Kolkata'));
    expect(localDay(lateEvening, 'UTC')).toBe(localDay(afterMidnight, 'UTC'));
  });

  it.each([
    ['en', { today: 'Today', yesterday: 'Yesterday', weekday: 'Wednesday', date: '1 November 2026' }],
    ['hi', { today: 'आज', yesterday: 'कल', weekday: 'बुधवार', date: '1 नवंबर 2026' }],
  ] as const)('says Today, Yesterday, a weekday within a week, else the date, in %s', async (language, words) => {
    await activateLanguage(language);
    const now = new Date('2026-11-21T09:00:00.000Z');
    const zone = 'Asia/Kolkata';
    expect(formatChatDay('2026-11-21T03:00:00.000Z', now, zone)).toBe(words.today);
    expect(formatChatDay('2026-11-20T12:00:00.000Z', now, zone)).toBe(words.yesterday);
    expect(formatChatDay('2026-11-18T06:00:00.000Z', now, zone)).toBe(words.weekday);
    expect(formatChatDay('2026-11-01T06:00:00.000Z', now, zone)).toBe(words.date);
  });
});
