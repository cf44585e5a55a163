import { activeLanguage, LOCALES } from '../../../lib/i18n.ts';

/** Challenges run on India's days: they start at midnight in Asia/Kolkata, whatever the reader's time zone. */
const INDIA_TIME_ZONE = 'Asia/Kolkata';

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
