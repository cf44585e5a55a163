/// <reference types="node" />
// Vite's manifest of a build, and what the app's start is made of: the scripts that load on every page.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The module the entry (`src/boot.ts`) imports once the page has painted: the app itself. */
export const APP_MODULE = 'src/main.tsx';

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk and everything it imports statically: what loads before its code runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The entry (`src/boot.ts`) with its static imports: what index.html's script loads. */
export function entryClosure(manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  return staticClosure(manifest, entryKey);
}

/** What every page loads before it renders: the entry and the app it starts, with their static imports. */
export function appStart(manifest: Manifest) {
  if (!manifest[APP_MODULE]) throw new Error(`the manifest has no ${APP_MODULE}`);
  return staticClosure(manifest, APP_MODULE, entryClosure(manifest));
}
