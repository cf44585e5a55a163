import { loaders as catalogLoaders } from 'virtual:catalogs';
import { I18n, type MessageDescriptor, type MessageOptions } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Language } from '@skillsync/shared/constants';
import { BASE_NAMESPACES } from './base-namespaces.ts';
import { formatNumberIn, formatterIn, isLanguage, pluralCategoryIn } from './intl.ts';

/**
 * Where the reader's choice is kept: a cookie, which the server reads too (to send the landing page in it). Not
 * local storage: a browser's first look into it reads the disk, and it would hold up a slow phone's first paint.
 */
const COOKIE = 'skillsync-language';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

type Values = Record<string, unknown>;

/**
 * Beside each number `count` a message is given, what the catalogs' plurals read (build/catalogs.ts compiles them
 * to selects): `count:plural`, its plural category in the language; `count:exact`, for `=N` cases; `count:number`,
 * the count as the language writes it, for `#`. Worked out only when the message reads them: a number that is no
 * count (a year) is never formatted.
 */
function withCounts(values: Values, language: Language): Values {
  let counted: Values | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    counted ??= { ...values };
    Object.defineProperties(counted, {
      [`${name}:plural`]: { get: () => pluralCategoryIn(language, value) },
      [`${name}:exact`]: { get: () => String(value) },
      [`${name}:number`]: { get: () => formatNumberIn(language, value) },
    });
  }
  return counted ?? values;
}

/** Lingui's I18n, given the counts its compiled plurals read. */
class CountingI18n extends I18n {
  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: string | MessageDescriptor, values?: Values, options?: MessageOptions): string {
    if (typeof id !== 'string')
      return super._({ ...id, ...(id.values && { values: withCounts(id.values, activeLanguage()) }) });
    return super._(id, values && withCounts(values, activeLanguage()), options);
  }
}

/** The app's one translator: every text, in the `<I18nProvider>` and outside React alike. */
export const i18n = new CountingI18n({});

/** The language chosen on this browser before, else the first of the browser's languages we speak, else English. */
export function detectLanguage(): Language {
  const chosen = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (isLanguage(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The namespaces loaded in every language the reader switches to. */
const namespacesInUse = new Set<string>(BASE_NAMESPACES);
const loads = new Map<string, Promise<void>>();

/** Loads one namespace of one language, once; a failed download is tried again next time. */
function loadNamespace(language: Language, namespace: string) {
  const key = `${language}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const loader = catalogLoaders[language]?.[namespace];
    if (!loader) throw new Error(`No catalog ${key}`);
    load = loader().then(
      ({ messages }) => i18n.load(language, messages as never),
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

let switching = Promise.resolve();

/**
 * Loads a language's messages for every namespace in use and shows the app in it; remembered on this browser.
 * Each language and namespace is its own chunk: a reader downloads only the words in front of them. Switches
 * run one after another, so the language asked for last is the one that stays.
 */
export function activateLanguage(language: Language) {
  switching = switching.catch(() => undefined).then(() => switchTo(language));
  return switching;
}

async function switchTo(language: Language) {
  let loaded = 0;
  // A page may start loading its namespace (in the old language) while we switch: load until none is missing.
  while (loaded < namespacesInUse.size) {
    const wanted = [...namespacesInUse];
    await Promise.all(wanted.map((namespace) => loadNamespace(language, namespace)));
    loaded = wanted.length;
  }
  i18n.activate(language);
  // Not when prerendering the landing page at build: there is no page to mark, nothing to remember.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._('common.footer.tagline'));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers our members use.
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Loads a page's namespaces in the language in use; the router waits for them along with the page's code. */
export async function loadNamespaces(wanted: readonly string[]) {
  for (const namespace of wanted) namespacesInUse.add(namespace);
  // Asked for before the first language is settled (a page preloading at start): that switch loads them.
  await switching.catch(() => undefined);
  await Promise.all(wanted.map((namespace) => loadNamespace(activeLanguage(), namespace)));
}

export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/**
 * The translate function of the language in use: `t('problems.wall.title')`, `t('problems.card.views', { count })`.
 * Components using it render again when the language changes.
 */
export function useT() {
  return useLingui()._;
}

/** A server error's text in the reader's language: by its code when the catalog knows it, else as the server sent it. */
export function translateMessage(code: string | undefined, message: string) {
  const id = `messages.${code}`;
  // A message carries its one number (a limit: 'at most 100 characters') or moment (ISO 8601: 'suspended until
  // 2026-12-02T04:30:00.000Z'): the translation places it, the moment as India's clock shows it.
  const moment = /\S+Z/.exec(message)?.[0];
  return code && id in i18n.messages
    ? i18n._(id, {
        max: Number(/\d+/.exec(message)?.[0]),
        until: moment && formatterIn(activeLanguage(), Intl.DateTimeFormat, 'until', UNTIL).format(new Date(moment)),
      })
    : message;
}

const UNTIL = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const;
