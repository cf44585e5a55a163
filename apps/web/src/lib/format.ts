import { useLingui } from '@lingui/react';
import { activeLanguage, i18n } from './i18n.ts';
import { formatNumberIn, formatterIn } from './intl.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The formatter of the language in use (see `formatterIn`): one per language and style, made once.
 */
export const formatter = <T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  Kind: new (locale: string, options: object) => T,
  style: string,
  options: Intl.DateTimeFormatOptions & Intl.NumberFormatOptions = {},
): T => formatterIn(activeLanguage(), Kind, style, options);

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const DAY = { ...DATE, timeZone: 'UTC' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
const INDIA_MOMENT = { ...DATE, ...TIME, timeZone: 'Asia/Kolkata', timeZoneName: 'short' } as const;
const RUPEES = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

/** Relative dates of spec §9: Today, Yesterday, N days ago (under 7), N weeks ago (under 30), else the date. */
export function formatRelativeDate(value: string | Date, now: Date = new Date()) {
  const date = new Date(value);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / DAY_MS);
  if (days <= 0) return i18n._('common.date.today');
  if (days === 1) return i18n._('common.date.yesterday');
  if (days < 7) return i18n._('common.date.daysAgo', { count: days });
  if (days < 30) return i18n._('common.date.weeksAgo', { count: Math.floor(days / 7) });
  return formatDate(date);
}

const formatDate = (value: string | Date) => formatter(Intl.DateTimeFormat, 'date', DATE).format(new Date(value));

/**
 * A calendar day (`2026-03-15`, a due date or a start date) as the reader's language writes it. It names a day,
 * not a moment, so it is formatted in UTC: the same day whatever the reader's time zone.
 */
export const formatDay = (day: string) =>
  formatter(Intl.DateTimeFormat, 'day', DAY).format(new Date(`${day}T00:00:00Z`));

/** A clock time, hour and minute, as the reader's language writes it: 3:05 pm. */
const formatTime = (value: string | Date) => formatter(Intl.DateTimeFormat, 'time', TIME).format(new Date(value));

/** Day and time in full, for a tooltip beside a bare time. */
const formatDateTime = (value: string | Date) =>
  formatter(Intl.DateTimeFormat, 'dateTime', DATE_TIME).format(new Date(value));

/**
 * A moment (a challenge's start, a deadline) as India's clock shows it, in the reader's language: 15 Mar 2026,
 * 12:00 am IST. Challenges run on India's days, whatever the reader's time zone.
 */
export const formatIndiaMoment = (value: string | Date) =>
  formatter(Intl.DateTimeFormat, 'indiaMoment', INDIA_MOMENT).format(new Date(value));

/** Rupees with Indian grouping in both languages: ₹1,50,000. */
export const formatRupees = (amount: number) => formatter(Intl.NumberFormat, 'rupees', RUPEES).format(amount);

/** A number as the reader's language writes it (small whole numbers need no formatter: see `formatNumberIn`). */
export const formatNumber = (value: number) => formatNumberIn(activeLanguage(), value);

export const formatCount = (count: number, cap: number) =>
  count > cap ? `${formatNumber(cap)}+` : formatNumber(count);

/**
 * For components that format but translate nothing themselves: subscribes them to the language, so a switch
 * shows their dates and numbers in the new one.
 */
export function useFormatting() {
  useLingui();
  return {
    formatRelativeDate,
    formatDate,
    formatDay,
    formatTime,
    formatDateTime,
    formatRupees,
    formatNumber,
    formatCount,
  };
}
