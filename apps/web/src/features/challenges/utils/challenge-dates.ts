import { activeLanguage, LOCALES } from '../../../lib/i18n.ts';

/** Challenges run on India's days: they start at midnight in Asia/Kolkata, whatever the reader's time zone. */
const INDIA_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in India as `YYYY-MM-DD` (the Canadian English format is exactly that). */
export const indiaToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(now);

/** A `YYYY-MM-DD` day `days` later. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A moment (a start, a deadline) as India's clock shows it, in the reader's language: 15 Mar 2026, 12:00 am IST. */
export const formatIndiaMoment = (value: string) =>
  new Intl.DateTimeFormat(LOCALES[activeLanguage()], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(value));
