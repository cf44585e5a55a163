// `npm exec -- node bench/profile-wall.ts`: where a Problem Wall request spends its time. Seeds a fresh database as `npm run bench`
// does (PostgreSQL when DATABASE_URL is set, else PGlite), prints EXPLAIN (ANALYZE, BUFFERS) of the queries one
// signed-in wall request runs, then CPU-profiles the server under autocannon on the wall and prints the top
// self-time functions and the share of each kind of work. Writes bench/results/wall-profile-<database>.md; the .cpuprofile
// (open it in Chrome DevTools) goes to the temp directory. BENCH_MEMBERS, BENCH_SECONDS as for the bench.

import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSeededServer } from './server-process.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const TOP = 30;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

// Where a function lives, in words: the groups a reader of the profile asks about.
const GROUPS: [string, RegExp][] = [
  ['zod (validation, response serializer)', /node_modules\/zod\//],
  ['fastify-type-provider-zod', /fastify-type-provider-zod/],
  ['drizzle-orm (query building, row mapping)', /node_modules\/drizzle-orm\//],
  ['pg driver (protocol, parsing)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+)\//],
  ['PGlite (embedded database, WASM)', /pglite|wasm:\/\//],
  ['fastify and its plugins', /node_modules\/(@fastify|fastify|find-my-way|light-my-request|avvio|pino)/],
  ['SkillSync server code', /apps\/server\/src\//],
  ['SkillSync shared code', /packages\/shared\//],
  ['Node core (http, streams, net)', /^node:/],
];

function groupOf(node: ProfileNode) {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName === '(garbage collector)' ? 'garbage collector' : `V8 ${functionName || 'native'}`;
  return GROUPS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other libraries';
}

/** Self time per function and per group, in ms and share of all samples (idle included, and shown). */
function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const functions = new Map<string, number>();
  const groups = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/main\//, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + micros);
    const group = groupOf(node);
    groups.set(group, (groups.get(group) ?? 0) + micros);
  }
  const rank = (entries: Map<string, number>, limit: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), share: micros / total }));
  return { totalMs: Math.round(total / 1000), functions: rank(functions, TOP), groups: rank(groups, 20) };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const target = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
const server = await startSeededServer(target, { members: MEMBERS, senders: 1 });
const { base, member, password, counts } = server.fixtures;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: member.email, password }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };

const page = await fetch(`${base}/api/problems`, { headers });
const pageBytes = (await page.arrayBuffer()).byteLength;
const { plans } = await server.explainWall();

const health = await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: SECONDS });
const file = path.join(os.tmpdir(), `skillsync-wall-${target}-${Date.now()}.cpuprofile`);
await server.startProfile();
const wall = await autocannon({ url: `${base}/api/problems`, connections: CONNECTIONS, duration: SECONDS, headers });
await server.stopProfile(file);
await server.close();

const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
const lines = [
  `# Where a Problem Wall request spends its time (${target}, ${new Date().toISOString()})`,
  '',
  `${counts.problems.toLocaleString('en')} problems (${counts.openProblems.toLocaleString('en')} open), ` +
    `${counts.members.toLocaleString('en')} members; load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores.`,
  `\`/api/health\`: ${Math.round(health.requests.average)} req/s; wall: ${Math.round(wall.requests.average)} req/s ` +
    `(${(wall.requests.average / health.requests.average).toFixed(2)}×), p50 ${wall.latency.p50} ms, p99 ` +
    `${wall.latency.p99} ms at ${CONNECTIONS} connections; one page is ${pageBytes.toLocaleString('en')} bytes of JSON.`,
  `CPU profile of the server during the wall load (the profiler slows it): ${summary.totalMs} ms sampled, ` +
    `${wall.non2xx} non-2xx, ${wall.errors} errors (${path.basename(file)} in ${os.tmpdir()}).`,
  '',
  '## Self time by kind of work',
  '',
  '| where | ms | share |',
  '| --- | ---: | ---: |',
  ...summary.groups.map((g) => `| ${g.name} | ${g.ms} | ${percent(g.share)} |`),
  '',
  `## Top ${TOP} functions by self time`,
  '',
  '| function | ms | share |',
  '| --- | ---: | ---: |',
  ...summary.functions.map((f) => `| \`${f.name.replaceAll('|', '\\|')}\` | ${f.ms} | ${percent(f.share)} |`),
  '',
  '## Query plans of one signed-in wall request',
  '',
  ...plans.flatMap((p) => [`### ${p.name}`, '', '```sql', p.query, '```', '', '```', p.plan, '```', '']),
];
const markdown = `${lines.join('\n')}\n`;
writeFileSync(path.join(import.meta.dirname, 'results', `wall-profile-${target}.md`), markdown);
process.stdout.write(markdown);
