// Reports the JavaScript each route needs (gzip), and fails when the landing page's initial JavaScript passes
// its budget. Reads the Vite manifest of the last build: run `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_NAMESPACES } from '../src/lib/base-namespaces.ts';
import { appStart, readManifest, staticClosure } from './manifest.ts';

/** Initial JavaScript of the landing page, gzip: what a phone on 3G downloads before the page works (120 KB). */
export const LANDING_BUDGET_BYTES = 120 * 1000;

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = readManifest(dist);
const gzipSizes = new Map<string, number>();

function gzipSize(file: string) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-budget: no chunk ${key} in the manifest`);
    return sum + gzipSize(chunk.file);
  }, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const entry = appStart(manifest);

// Each page the router loads on demand, with what it adds beyond the app's start.
const pages = Object.keys(manifest).filter((key) => /\/pages\/[^/]+\.tsx$/.test(key));
const rows = pages
  .map((key) => {
    const own = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
    return { page: path.basename(key, '.tsx'), own: total(own), initial: total(entry) + total(own) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

const landingPage = rows.find((row) => row.page === 'LandingPage');
if (!landingPage) throw new Error('bundle-budget: no LandingPage chunk in the manifest');

// The landing page also loads its words: the namespace every page reads and its own (see app/pages.ts), in
// the reader's language. The budget holds in the heavier language.
const LANDING_NAMESPACES = [...BASE_NAMESPACES, 'landing'];
const catalogBytes = (language: string) =>
  total(LANDING_NAMESPACES.map((namespace) => `virtual:catalog/${language}/${namespace}`));
const languages = ['en', 'hi'].map((language) => ({
  language,
  initial: landingPage.initial + catalogBytes(language),
}));
const landing = languages.reduce((heaviest, next) => (next.initial > heaviest.initial ? next : heaviest));

const lines = [
  `the app's start, shared by every page (entry and app): ${kib(total(entry))}`,
  '',
  '| page | its own chunks | initial JavaScript |',
  '| --- | ---: | ---: |',
  ...rows.map((row) => `| ${row.page} | ${kib(row.own)} | ${kib(row.initial)} |`),
  '',
  ...languages.map(
    (entry) => `landing page initial JavaScript in ${entry.language}, with its words: ${kib(entry.initial)} (gzip)`,
  ),
  `budget: ${kib(LANDING_BUDGET_BYTES)}, ${LANDING_BUDGET_BYTES - landing.initial} bytes left in ${landing.language}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
if (landing.initial > LANDING_BUDGET_BYTES) {
  process.stderr.write('bundle-budget: the landing page is over its JavaScript budget.\n');
  process.exit(1);
}
