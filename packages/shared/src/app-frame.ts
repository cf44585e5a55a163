/*
 * What the web app's frame needs as it starts (every page loads it), kept apart from the enums and limits: the
 * bundler places a module in the chunk of its first importer with every export any page uses, so the frame reading
 * one value from `enums.ts` or `limits.ts` would carry all of them into every first load.
 */

/** The languages SkillSync speaks: English and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How often the navbar's counts are read again (spec §9). */
export const NOTIFICATION_POLL_MS = 30_000;
export const BADGE_CAP = 99;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const STALE_TIME_MS = 5 * 60 * 1000;
export const FILTER_DEBOUNCE_MS = 300;
