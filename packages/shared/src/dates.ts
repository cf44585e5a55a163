const DAY_MS = 24 * 60 * 60 * 1000;
// India keeps one time zone, UTC+05:30, with no daylight saving.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The moment the India day (Asia/Kolkata) containing `moment` began: the day of daily limits. */
export function startOfIndiaDay(moment: Date): Date {
  const indiaMs = moment.getTime() + INDIA_OFFSET_MS;
  return new Date(indiaMs - (((indiaMs % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS);
}
