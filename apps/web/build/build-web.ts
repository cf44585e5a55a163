// Builds the web app (`vite build`: dist/ and dist-server/) and stamps the build with a fingerprint of its sources.
// With --if-stale (npm start) it builds only when the sources changed since the stamped build, so a start after an
// unchanged checkout takes a second instead of half a minute.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const stampPath = path.join(web, 'dist', 'build-stamp.json');
/** Everything `vite build` reads: the app, the shared package, and the exact versions of every dependency. */
const INPUTS = [web, path.join(root, 'packages/shared'), path.join(root, 'package-lock.json')];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server']);

function listFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((item) => !SKIPPED.has(item.name))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

/** A hash of every input's path and content (and the Node version, whose builds may differ). */
export function fingerprintSources(inputs = INPUTS, base = root): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(path.relative(base, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function readStamp(): string | undefined {
  try {
    return (JSON.parse(readFileSync(stampPath, 'utf8')) as { sources?: string }).sources;
  } catch {
    return undefined;
  }
}

function buildWeb(onlyIfStale: boolean) {
  const sources = fingerprintSources();
  const isBuilt = existsSync(path.join(web, 'dist', 'index.html')) && existsSync(path.join(web, 'dist-server'));
  if (onlyIfStale && isBuilt && readStamp() === sources) {
    process.stdout.write('web app: the build is up to date with its sources, reusing it\n');
    return;
  }
  const result = spawnSync('vite', ['build'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampPath, `${JSON.stringify({ sources })}\n`);
}

if (import.meta.main) buildWeb(process.argv.includes('--if-stale'));
