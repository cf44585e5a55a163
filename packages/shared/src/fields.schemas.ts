import { z } from 'zod';
import { URL_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { text } from './text.schemas.ts';
import { HTTP_URL_PATTERN } from './validation.ts';

// Field pieces the work schemas (projects, their tasks and milestones, challenges) share.

/** Optional free text: an empty answer is stored as nothing. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .optional()
    .transform((value) => value || null);

export const httpUrl = text().trim().max(URL_MAX, tooLong(URL_MAX)).regex(HTTP_URL_PATTERN, MESSAGES.urlInvalid);
/** A URL, or nothing when left empty. */
export const optionalUrl = httpUrl
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as `YYYY-MM-DD` that exists (no 30 February): what a date input gives. */
export const isCalendarDate = (value: string) => {
  const parts = DATE_PATTERN.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const calendarDate = text().refine(isCalendarDate, MESSAGES.dateInvalid);
/** An optional day; an empty field means none (spec §5: dates are omitted when empty). */
export const optionalDate = calendarDate
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
