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
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`catalog ${language}: ${key} does not parse: ${(error as Error).message}`);
          }
        }),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
