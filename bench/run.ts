// Throughput and latency of the hottest read paths, on the real server over HTTP.
// Seeds a fresh database (PGlite in a temp dir, or a new PostgreSQL database when DATABASE_URL is set),
// runs each scenario for a fixed time and writes bench/results/latest.json plus a Markdown table.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';

const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-bench-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'skillsync_bench');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
}

const config = {
  ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, PGLITE_MAINTENANCE_MS: '1000' }),
  databaseUrl,
  webDist: undefined,
  rateLimitMax: 10_000,
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const register = (n: number) =>
  call<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
    name: `Bench ${n}`,
    email: `bench${n}@example.in`,
    password: 'Bench1234x',
    acceptTerms: true,
  });
const authors = await Promise.all([1, 2, 3, 4].map(register));
const reader = await register(99);
const words = ['water', 'solar', 'farm', 'school', 'clinic', 'traffic', 'waste', 'market'];
process.stdout.write(`seeding ${PROBLEMS} problems…\n`);
let sampleId = '';
for (let i = 0; i < PROBLEMS; i += 1) {
  const word = words[i % words.length];
  const problem = await call<{ _id: string }>(
    'POST',
    '/api/problems',
    {
      title: `${word} problem ${i}`,
      description: `A real-world ${word} challenge number ${i} that needs a small team to solve it.`,
      category: 'Technology',
      skillsNeeded: [i % 2 ? 'React' : 'Python', 'IoT'],
      difficulty: 'Intermediate',
    },
    authors[i % authors.length]?.token,
  );
  if (i === PROBLEMS - 1) sampleId = problem._id;
}

// The reader knows IoT, which every problem needs: matching has the authors to weigh.
await call('PUT', '/api/users/me', { skills: ['IoT', 'Figma'] }, reader.token);

// Let the embedded database's maintenance see the seeded rows, as it would in a running system.
await new Promise((resolve) => setTimeout(resolve, 2000));

const scenarios = [
  { name: 'GET /api/problems (first page, signed in)', path: '/api/problems', token: reader.token },
  { name: 'GET /api/problems?search=water', path: '/api/problems?search=water', token: reader.token },
  {
    name: 'GET /api/problems?skills=react&difficulty=Intermediate',
    path: '/api/problems?skills=react&difficulty=Intermediate',
  },
  { name: 'GET /api/problems/:id', path: `/api/problems/${sampleId}`, token: reader.token },
  {
    name: 'GET /api/collaboration-requests/stats',
    path: '/api/collaboration-requests/stats',
    token: authors[0]?.token,
  },
  { name: 'GET /api/auth/me', path: '/api/auth/me', token: reader.token },
  { name: 'GET /api/search?q=watr (a typo)', path: '/api/search?q=watr', token: reader.token },
  { name: 'GET /api/users/:id (profile)', path: `/api/users/${authors[0]?.user.id}`, token: reader.token },
  { name: 'GET /api/matching/people', path: '/api/matching/people', token: reader.token },
];

const results = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: base + scenario.path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
  });
  results.push({
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
}

await app.close();
await dropDatabase();
rmSync(dataDir, { recursive: true, force: true });

const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
const header = `Database: ${database}; ${PROBLEMS} problems; ${CONNECTIONS} connections; ${SECONDS} s per scenario; ${new Date().toISOString()}`;
const table = [
  '| scenario | req/s | p50 ms | p99 ms | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) => `| ${r.scenario} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} |`,
  ),
].join('\n');
writeFileSync(
  path.join(import.meta.dirname, 'results', `latest-${database.toLowerCase()}.json`),
  `${JSON.stringify({ header, results }, null, 2)}\n`,
);
writeFileSync(
  path.join(import.meta.dirname, 'results', `latest-${database.toLowerCase()}.md`),
  `${header}\n\n${table}\n`,
);
process.stdout.write(`${header}\n\n${table}\n`);
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exit(1);
