/** A day's milliseconds: for durations counted in days (a suspension, a reminder), not India's calendar days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
// India keeps one time zone, UTC+05:30, with no daylight saving.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The moment the India day (Asia/Kolkata) containing `moment` began: the day of daily limits. */
export function startOfIndiaDay(moment: Date): Date {
  const indiaMs = moment.getTime() + INDIA_OFFSET_MS;
  return new Date(indiaMs - (((indiaMs % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS);
}

/** The India calendar day (`YYYY-MM-DD`) of a moment: a challenge's start day, "today" in India. */
export const indiaDayOf = (moment: Date) =>
  new Date(startOfIndiaDay(moment).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The moment an India day (`YYYY-MM-DD`) begins: its midnight in Asia/Kolkata. */
export const indiaMidnightOf = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** A `YYYY-MM-DD` day `days` later (or earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const DIGEST_HOUR_MS = 9 * 60 * 60 * 1000;

/**
 * The last time a digest was due at or before `moment`: 9:00 India time each day (daily), or on Mondays (weekly).
 * A member whose last digest went out before it is due one.
 */
export function lastDigestTime(moment: Date, frequency: 'daily' | 'weekly'): Date {
  let due = new Date(startOfIndiaDay(moment).getTime() + DIGEST_HOUR_MS);
  if (due > moment) due = new Date(due.getTime() - DAY_MS);
  if (frequency === 'weekly') {
    // The India weekday of 9:00 that day (0 Sunday … 6 Saturday): step back to Monday.
    const weekday = new Date(due.getTime() + INDIA_OFFSET_MS).getUTCDay();
    due = new Date(due.getTime() - ((weekday + 6) % 7) * DAY_MS);
  }
  return due;
}

const HOUR_MS = 60 * 60 * 1000;

/** The hour of India time (0–23) at `moment`: a member's quiet hours are kept in it. */
export const indiaHourOf = (moment: Date) =>
  Math.floor((moment.getTime() - startOfIndiaDay(moment).getTime()) / HOUR_MS);
