/// <reference types="node" />
// What a page's code is, for the server to name in the HTML it sends (dist/preloads.json, after the build): the app
// that the entry (src/boot.ts) imports once the page has painted, the page's chunks, and its catalog chunks per
// language, from the page table and Vite's manifest. index.html itself names only the entry and its imports: the
// server decides when the rest downloads (plugins/web-app.ts):
// - a page that arrives as a skeleton needs its code for its content: named as preloads, it downloads alongside the
//   HTML instead of after the script has run;
// - a rendered page paints without it: the entry preloads it after that paint, so that on a slow network the page's
//   HTML does not share the bandwidth with a hundred kilobytes of script.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@skillsync/shared/constants';
import type { Plugin } from 'vite';
import { NOT_FOUND_PAGE, PAGES, type PageEntry } from '../src/app/pages.ts';
import { BASE_NAMESPACES } from '../src/lib/base-namespaces.ts';
import { APP_MODULE, entryClosure, readManifest, staticClosure } from './manifest.ts';

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
      const manifest = readManifest(dist);
      // What the entry's script loads by itself.
      const entry = entryClosure(manifest);
      const app = staticClosure(manifest, APP_MODULE);
      const fileOf = (key: string) => `/${manifest[key]?.file}`;
      const preloadsOf = (page: PageEntry): PagePreloads => ({
        path: page.path,
        files: [...staticClosure(manifest, `src/features/${page.module}`, new Set(app))]
          .filter((key) => !entry.has(key))
          .map(fileOf),
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
