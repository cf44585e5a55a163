// `npm run seed -- --members N [--seed S] [--password P]`: fills the configured database (DATA_DIR's embedded
// database, or DATABASE_URL) with the demo community. Stop the server first when it uses the embedded database.

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { openDatabase } from '../client.ts';
import { DEMO_EMAIL_DOMAIN } from './community.ts';
import { findDemoAccounts } from './demo-accounts.ts';
import { OtherCommunityError, seedCommunity } from './seed.ts';

const DEFAULT_PASSWORD = 'SkillSync-demo-2026';
const MEMBERS_MAX = 1_000_000;

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    password: { type: 'string', default: DEFAULT_PASSWORD },
  },
});
const members = Number(values.members);
if (!Number.isInteger(members) || members < 10 || members > MEMBERS_MAX) {
  process.stderr.write(`--members must be a whole number from 10 to ${MEMBERS_MAX.toLocaleString('en')}\n`);
  process.exit(2);
}

const config = loadConfig();
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
process.stdout.write(
  `Seeding ${members.toLocaleString('en')} members (seed ${values.seed}) into ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}\n`,
);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await seedCommunity(database.db, {
    members,
    seed: values.seed,
    passwordHash: await hashPassword(values.password),
    onProgress: (line) => process.stdout.write(`  ${line} (${elapsed()})\n`),
  });
  // Fresh planner statistics, so the first queries on the new rows pick their indexes.
  await database.db.execute(sql`ANALYZE`);
  const rows = report.tables.reduce((total, table) => total + table.rows, 0);
  const inserted = report.tables.reduce((total, table) => total + table.inserted, 0);
  for (const table of report.tables) {
    process.stdout.write(`  ${table.table.padEnd(24)} ${String(table.inserted).padStart(9)} new of ${table.rows}\n`);
  }
  const accounts = await findDemoAccounts(database.db);
  process.stdout.write(
    `Done in ${elapsed()}: ${inserted.toLocaleString('en')} new rows of ${rows.toLocaleString('en')}.\n` +
      `Sign in as any demo member (e-mails end with @${DEMO_EMAIL_DOMAIN}) with the password: ${values.password}\n` +
      `  a member with problems, a project and teams: ${accounts.member ?? '-'}\n` +
      `  a challenge host:                           ${accounts.host ?? '-'}\n` +
      `  a challenge participant:                    ${accounts.participant ?? '-'}\n`,
  );
} catch (error) {
  if (!(error instanceof OtherCommunityError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
