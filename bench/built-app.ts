// The real server serving the built web app on a fresh embedded database, with a member and a page of problems:
// what the page-speed scripts (web-3g.ts, lighthouse.ts) measure. Run `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { verifyAddress } from '../apps/server/src/test/builders.ts';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';

export async function startBuiltApp({ problems }: { problems: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-pages-'));
  // Its mail goes to a local mailbox: the member opens the link that proves their address, as posting needs.
  const mailbox = await startMailbox();
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, SMTP_URL: mailbox.url }),
    rateLimitMax: 10_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;

  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.in', password: 'Bench1234x', acceptTerms: true }),
  });
  const { token } = (await register.json()) as { token: string };
  await verifyAddress(app, 'asha@example.in');
  const problemIds: string[] = [];
  for (let i = 0; i < problems; i += 1) {
    const response = await fetch(`${base}/api/problems`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Water tanks overflow at night in village ${i + 1}`,
        description: 'Villages lose drinking water because nobody knows when the tanks overflow at night.',
        category: 'Environment',
        skillsNeeded: ['IoT', 'Embedded C'],
      }),
    });
    problemIds.push(((await response.json()) as { _id: string })._id);
  }

  return {
    base,
    problemIds,
    async close() {
      await app.close();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
