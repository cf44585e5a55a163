const DAY_MS = 24 * 60 * 60 * 1000;
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
