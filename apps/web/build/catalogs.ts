/// <reference types="node" />
// The web app's message catalogs: JSON files per language and namespace under src/locales/<language>/, in ICU
// MessageFormat. English's `messages` namespace is the shared MESSAGES (the server's texts, keyed by their code).
// At build the catalogs of a language become one module of compiled messages, loaded when that language is in use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { MESSAGES } from '@skillsync/shared/constants';
import type { Plugin } from 'vite';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/locales');
const VIRTUAL_PREFIX = 'virtual:catalog/';

type Nested = { [key: string]: string | Nested };

function flatten(tree: Nested, prefix: string, into: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') into[id] = value;
    else flatten(value, id, into);
  }
  return into;
}

/** The namespaces of the catalogs (one JSON file each; `messages` is always there). */
export function namespaces(language = 'en') {
  const files = readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'));
  return [...new Set([...files.map((name) => path.basename(name, '.json')), 'messages'])].sort();
}

/** The messages of one namespace of a language, by id (`<namespace>.<key>`), as written. */
export function readNamespace(language: string, namespace: string): Record<string, string> {
  if (language === 'en' && namespace === 'messages') return flatten(MESSAGES, 'messages', {});
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')), namespace, {});
}

/** Every message of a language, by id. */
export function readCatalog(language: string): Record<string, string> {
  return Object.assign({}, ...namespaces(language).map((namespace) => readNamespace(language, namespace)));
}

/** A compiled message's token: text, `#`, or `[argument, type?, cases?]`. */
type Token = string | [string, string?, Record<string, Token[]>?];

/**
 * Plurals compiled as selects the app resolves without `Intl.NumberFormat`: Lingui formats the count of every plural
 * with one, even where the text shows no `#`, and the first one a page builds stalls a slow phone for 150–200 ms
 * while the browser loads its number data. `{count, plural, =0 {…} one {# view} other {# views}}` becomes a select
 * on `count:exact` (the `=N` cases) around a select on `count:plural` (the plural category), with `#` read from
 * `count:number`; `lib/i18n.ts` adds those three beside every number it is given.
 */
export function pluralsAsSelects(tokens: Token[], counted?: string): Token[] {
  return tokens.map((token): Token => {
    if (token === '#') return counted ? [`${counted}:number`] : token;
    if (typeof token === 'string') return token;
    const [name, type, cases] = token;
    if (!type) return token;
    if (!(cases && (type === 'select' || type === 'plural'))) {
      throw new Error(`{${name}, ${type}} is not supported: numbers and dates are formatted by lib/format.ts`);
    }
    // The compiler writes `offset` among the cases, undefined where the message has none.
    const { offset, ...forms } = cases as Record<string, Token[]> & { offset?: number };
    if (type === 'select') return [name, type, mapCases(forms, (tokens) => pluralsAsSelects(tokens, counted))];
    if (offset) throw new Error(`{${name}, plural, offset:…} is not supported`);
    const inCase = (tokens: Token[]) => pluralsAsSelects(tokens, name);
    const exact = Object.fromEntries(Object.entries(forms).filter(([key]) => /^\d+$/.test(key)));
    const byCategory: Token = [`${name}:plural`, 'select', mapCases(forms, inCase, (key) => !(key in exact))];
    return Object.keys(exact).length === 0
      ? byCategory
      : [`${name}:exact`, 'select', { ...mapCases(exact, inCase), other: [byCategory] }];
  });
}

function mapCases(
  cases: Record<string, Token[]>,
  map: (tokens: Token[]) => Token[],
  keep: (key: string) => boolean = () => true,
) {
  return Object.fromEntries(
    Object.entries(cases)
      .filter(([key]) => keep(key))
      .map(([key, tokens]) => [key, map(tokens)]),
  );
}

function catalogFiles(language: string) {
  const dir = path.join(LOCALES_DIR, language);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
}

/**
 * `virtual:catalogs` exports `loaders[language][namespace]`, each a dynamic import of
 * `virtual:catalog/<language>/<namespace>`: one small chunk of compiled messages, so a page downloads only the
 * words it shows, in the one language it is read in. A message that does not parse fails the build.
 */
export function catalogs(): Plugin {
  return {
    name: 'skillsync:catalogs',
    resolveId: (id) => (id === 'virtual:catalogs' || id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id === '\0virtual:catalogs') {
        const languages = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
        const entries = languages.map(({ name: language }) => {
          const imports = namespaces(language).map(
            (namespace) => `${JSON.stringify(namespace)}: () => import('${VIRTUAL_PREFIX}${language}/${namespace}')`,
          );
          return `${JSON.stringify(language)}: {${imports.join(', ')}}`;
        });
        return `export const loaders = {${entries.join(', ')}};`;
      }
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const [language = '', namespace = ''] = id.slice(VIRTUAL_PREFIX.length + 1).split('/');
      for (const file of catalogFiles(language)) this.addWatchFile(file);
      const compiled = Object.fromEntries(
        Object.entries(readNamespace(language, namespace)).map(([key, message]) => {
          try {
            return [key, pluralsAsSelects(compileMessageOrThrow(message) as Token[])];
          } catch (error) {
            throw new Error(`catalog ${language}: ${key} does not parse: ${(error as Error).message}`);
          }
        }),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
