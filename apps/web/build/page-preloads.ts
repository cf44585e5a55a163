/// <reference types="node" />
// After the build: dist/preloads.json, what each page needs besides the entry (its chunks, and its catalog
// chunks per language), from the page table and Vite's manifest. The server puts these in the HTML it sends
// for a page, so on a slow network they download alongside the app's code instead of after it has run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@skillsync/shared/constants';
import type { Plugin } from 'vite';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from '../src/app/pages.ts';
import { BASE_NAMESPACES } from '../src/lib/base-namespaces.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

export type PagePreloads = { path: string; files: string[]; catalogs: Record<string, string[]> };

export function pagePreloads(): Plugin {
  let dist = '';
  return {
    name: 'skillsync:page-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest: Record<string, ManifestChunk> = JSON.parse(
        readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
      );
      const closure = (key: string, seen = new Set<string>()) => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, seen);
        return seen;
      };
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
      const entry = closure(entryKey);
      const fileOf = (key: string) => `/${manifest[key]?.file}`;
      const preloadsOf = (page: PageEntry): PagePreloads => ({
        path: page.path,
        files: [...closure(`src/features/${page.module}`)].filter((key) => !entry.has(key)).map(fileOf),
        catalogs: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            [...BASE_NAMESPACES, ...page.namespaces].map((ns) => fileOf(`virtual:catalog/${language}/${ns}`)),
          ]),
        ),
      });
      const preloads = [...PAGES, NOT_FOUND_PAGE].map(preloadsOf);
      writeFileSync(path.join(dist, 'preloads.json'), `${JSON.stringify(preloads)}\n`);
    },
  };
}
