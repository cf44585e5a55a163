// A chat's day headings: their own module, so the formatters they need load with a chat, not with every page.
import { formatter } from './format.ts';
import { i18n } from './i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PARTS = { year: 'numeric', month: 'numeric', day: 'numeric', numberingSystem: 'latn' } as const;
const WEEKDAY = { weekday: 'long' } as const;
const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Options in `timeZone`, or in the reader's own when none is given (the app never gives one; tests do). */
const inZone = <T extends object>(options: T, timeZone: string | undefined) =>
  timeZone ? { ...options, timeZone } : options;

/** The calendar day of a moment where the reader is (or in `timeZone`), as a count of days: equal on the same day. */
export function localDay(value: string | Date, timeZone?: string) {
  const parts = formatter(Intl.DateTimeFormat, `dayParts|${timeZone ?? ''}`, inZone(DAY_PARTS, timeZone)).formatToParts(
    new Date(value),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * The heading of a day in a chat, in the reader's language and on the reader's days: Today, Yesterday, the
 * weekday within a week (Tuesday), else the date (21 November 2026).
 */
export function formatChatDay(value: string | Date, now: Date = new Date(), timeZone?: string) {
  const days = localDay(now, timeZone) - localDay(value, timeZone);
  if (days <= 0) return i18n._('common.date.today');
  if (days === 1) return i18n._('common.date.yesterday');
  const [style, options] = days < 7 ? ['weekday', WEEKDAY] : ['longDate', LONG_DATE];
  return formatter(Intl.DateTimeFormat, `${style}|${timeZone ?? ''}`, inZone(options, timeZone)).format(
    new Date(value),
  );
}
