// `npm run bench:growth`: how the read paths hold up as the Problem Wall grows. Seeds a community whose wall holds
// about 10,000 problems, measures list, detail, search and recommendations, grows the wall to 1,000,000 problems on
// PostgreSQL (100,000 on PGlite) with bench/grow-problems.ts, measures again on the same server and prints the
// ratio of the latencies. PGlite always; PostgreSQL as well when DATABASE_URL is set. Writes bench/results/growth.json
// and growth.md. GROWTH_SECONDS per scenario (default 5); GROWTH_PROBLEMS_PG / GROWTH_PROBLEMS_PGLITE for the size.

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chosenTargets, type Measured, measure, type Scenario, signIn } from './load.ts';
import { type Fixtures, startSeededServer, type Target } from './server-process.ts';

const SECONDS = Number(process.env.GROWTH_SECONDS ?? 5);
const CONNECTIONS = 20;
// 2,000 problems for every 5,000 members: about 10,000.
const MEMBERS = 25_000;
const GROWN: Record<Target, number> = {
  postgresql: Number(process.env.GROWTH_PROBLEMS_PG ?? 1_000_000),
  pglite: Number(process.env.GROWTH_PROBLEMS_PGLITE ?? 100_000),
};

const scenarios = (f: Fixtures): Scenario[] => [
  { name: 'GET /api/health', kind: 'baseline', path: '/api/health', isAnonymous: true },
  { name: 'GET /api/problems (wall, first page)', kind: 'list/detail', path: '/api/problems' },
  { name: 'GET /api/problems?search=water', kind: 'list/detail', path: '/api/problems?search=water' },
  { name: 'GET /api/problems/:id', kind: 'list/detail', path: `/api/problems/${f.problemId}` },
  { name: 'GET /api/search?q=water', kind: 'other', path: '/api/search?q=water' },
  { name: 'GET /api/matching/people (recommendations)', kind: 'other', path: '/api/matching/people' },
];

type Row = { scenario: string; small: Measured; grown: Measured; latencyRatioP50: number; latencyRatioP99: number };

async function runAll(f: Fixtures, token: string, label: string) {
  const results = new Map<string, Measured>();
  for (const scenario of scenarios(f)) {
    const measured = await measure(f, token, scenario, CONNECTIONS, SECONDS);
    results.set(scenario.name, measured);
    process.stdout.write(
      `[${label}] ${scenario.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.latencyP50Ms} ms, ` +
        `p99 ${measured.latencyP99Ms} ms, ${measured.non2xx} non-2xx\n`,
    );
  }
  return results;
}

/** Latency grown over small; a p50 under a millisecond counts as one, so a ratio never divides by zero. */
const ratio = (grown: number, small: number) => Math.round((Math.max(grown, 1) / Math.max(small, 1)) * 100) / 100;

async function measureTarget(target: Target) {
  const server = await startSeededServer(target, { members: MEMBERS, senders: 0 });
  const f = server.fixtures;
  const token = await signIn(f);
  const small = await runAll(f, token, `${target}, ${f.counts.problems} problems`);
  const grown = await server.grow(GROWN[target]);
  process.stdout.write(`[${target}] grown to ${grown.counts.problems} problems in ${grown.seconds} s\n`);
  const large = await runAll(f, token, `${target}, ${grown.counts.problems} problems`);
  const rss = await server.rss();
  await server.close();
  const rows: Row[] = scenarios(f).map(({ name }) => {
    const before = small.get(name);
    const after = large.get(name);
    if (!before || !after) throw new Error(`no figures for ${name}`);
    return {
      scenario: name,
      small: before,
      grown: after,
      latencyRatioP50: ratio(after.latencyP50Ms, before.latencyP50Ms),
      latencyRatioP99: ratio(after.latencyP99Ms, before.latencyP99Ms),
    };
  });
  return {
    database: target === 'postgresql' ? 'PostgreSQL' : 'PGlite',
    problems: { small: f.counts.problems, grown: grown.counts.problems },
    growSeconds: grown.seconds,
    serverRssPeakMb: rss.peakMb,
    rows,
  };
}

type Report = Awaited<ReturnType<typeof measureTarget>>;

function toMarkdown(header: string[], reports: Report[]) {
  const sections = reports.map((r) => {
    const small = r.problems.small.toLocaleString('en');
    const grown = r.problems.grown.toLocaleString('en');
    const lines = [
      `## ${r.database}: ${small} → ${grown} problems`,
      '',
      `| scenario | req/s at ${small} | p50 / p99 ms | req/s at ${grown} | p50 / p99 ms | latency ratio p50 | p99 |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...r.rows.map(
        (row) =>
          `| ${row.scenario} | ${row.small.requestsPerSecond} | ${row.small.latencyP50Ms} / ${row.small.latencyP99Ms} | ` +
          `${row.grown.requestsPerSecond} | ${row.grown.latencyP50Ms} / ${row.grown.latencyP99Ms} | ` +
          `${row.latencyRatioP50.toFixed(2)} | ${row.latencyRatioP99.toFixed(2)} |`,
      ),
      '',
      `Grown in ${r.growSeconds} s; the server's peak RSS during the run: ${r.serverRssPeakMb} MB.`,
    ];
    return lines.join('\n');
  });
  return `${header.join('\n')}\n\n${sections.join('\n\n')}\n`;
}

const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
const startedAt = new Date().toISOString();
const reports: Report[] = [];
for (const target of chosenTargets()) reports.push(await measureTarget(target));

const header = [
  `# Growth benchmark (${startedAt})`,
  '',
  `${os.cpus().length} cores, Node ${process.version}; load average at start ${loadAverageAtStart.join(', ')}. ` +
    `${CONNECTIONS} connections, ${SECONDS} s a scenario, signed in (health as a visitor). The same server and member ` +
    'before and after the wall grows; the grown part is older than the seeded problems, as history would be. ' +
    'Latency ratio: the grown p50 (p99) over the small one; the target is at most 1.5.',
];
const markdown = toMarkdown(header, reports);
if (!process.env.BENCH_TARGET) {
  const results = path.join(import.meta.dirname, 'results');
  writeFileSync(
    path.join(results, 'growth.json'),
    `${JSON.stringify({ startedAt, loadAverageAtStart, seconds: SECONDS, reports }, null, 2)}\n`,
  );
  writeFileSync(path.join(results, 'growth.md'), markdown);
}
process.stdout.write(`\n${markdown}`);
