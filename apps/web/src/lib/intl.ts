import { LANGUAGES, type Language } from '@skillsync/shared/constants';

/** The locale `Intl` formats with: Indian grouping (₹1,50,000) in both languages. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules;

const formatters = new Map<string, Formatter>();

/**
 * One formatter per language and style, made once: building an Intl formatter costs far more than using one,
 * and a page of cards formats dozens of dates and numbers. `style` names the options, so finding one is cheap.
 */
export function formatterIn<T extends Formatter>(
  language: Language,
  Kind: new (locale: string, options: object) => T,
  style: string,
  options: Intl.DateTimeFormatOptions & Intl.NumberFormatOptions = {},
): T {
  const key = `${style}|${LOCALES[language]}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = new Kind(LOCALES[language], options);
    formatters.set(key, made);
  }
  return made;
}

/**
 * A whole number under a thousand is written the same in both languages, without grouping: it needs no
 * formatter, so a page of small counts never waits for the browser to load its locale data (the first Intl
 * formatter costs 50–80 ms on this machine, four times that on a slow phone).
 */
export const formatNumberIn = (language: Language, value: number) =>
  Number.isInteger(value) && value >= 0 && value < 1000
    ? String(value)
    : formatterIn(language, Intl.NumberFormat, 'number').format(value);

/** A count's plural category in a language (`one`, `other`): what the catalogs' plurals select on. */
export const pluralCategoryIn = (language: Language, count: number) =>
  formatterIn(language, Intl.PluralRules, 'plural').select(count);
