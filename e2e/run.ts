// Runs the Playwright suite against the real server on a fresh database, in Debian's Chromium.
// Without a browser it skips, unless REQUIRE_E2E=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `e2e: no Chromium at ${chromium} (install it with: apt-get install -y chromium)`;
  if (process.env.REQUIRE_E2E === '1') {
    process.stderr.write(`${message} — REQUIRE_E2E=1, failing.\n`);
    process.exit(1);
  }
  process.stderr.write(`${message} — skipping the browser tests.\n`);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-e2e-'));
// Where the run's mailbox writes every mail the server sends (global-setup.ts), for the tests to read.
const mailDir = mkdtempSync(path.join(tmpdir(), 'skillsync-e2e-mail-'));
const env: NodeJS.ProcessEnv = { ...process.env, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: mailDir };
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'skillsync_e2e');
  env.E2E_DATABASE_URL = scratch.url;
  dropDatabase = scratch.drop;
}

const result = spawnSync('playwright', ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
await dropDatabase();
rmSync(dataDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
