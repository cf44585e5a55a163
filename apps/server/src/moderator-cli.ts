// `npm run moderator -- grant <email>` / `npm run moderator -- revoke <email>`: gives or takes the moderator role on
// the configured database (DATA_DIR's embedded database, or DATABASE_URL). A member never gets it through the API.
// The embedded database is one process's: stop the server first, or list the address in MODERATOR_EMAILS instead.

import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { setRoleByEmail } from './modules/users/index.ts';

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
  process.stderr.write('Usage: npm run moderator -- grant <email> | revoke <email>\n');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const changed = await setRoleByEmail(database.db, [email], command === 'grant' ? 'moderator' : 'member');
  if (changed.length === 0) {
    process.stderr.write(`No account has the e-mail address ${email}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      command === 'grant' ? `${changed[0]} is now a moderator\n` : `${changed[0]} is no longer a moderator\n`,
    );
  }
} finally {
  await database.close();
}
