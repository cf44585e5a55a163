// `npm run bench`: throughput and latency of the API's hot paths against a seeded demo community, on the real
// server over HTTP, with /api/health of the same run as the baseline. PGlite always; PostgreSQL as well when
// DATABASE_URL is set (a scratch database beside it, dropped after). Each server runs alone in a child process
// (seeded-server.ts); autocannon runs here. Writes bench/results/latest.json and latest.md.
// BENCH_MEMBERS (default 5,000: about 2,000 problems), BENCH_SECONDS per scenario (default 5). While working on one
// path: BENCH_ONLY (a pattern of scenario names; the /api/health baseline always runs) and BENCH_TARGET (pglite or
// postgresql).

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { chosenTargets, type Measured, measure, type Scenario, signIn } from './load.ts';
import { type Fixtures, startSeededServer, type Target } from './server-process.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// List and detail at both (the target is p99 at 50); the rest at the lower one.
const CONNECTIONS = [20, 50] as const;
// Chat allows 60 sends a minute per member: enough senders that 2,500 sends a second stay under it.
const SENDERS = Math.max(50, Math.ceil((SECONDS * 2500) / 60));

const scenarios = (f: Fixtures): Scenario[] => [
  { name: 'GET /api/health', kind: 'baseline', path: '/api/health', isAnonymous: true },
  { name: 'GET /api/problems (wall, first page)', kind: 'list/detail', path: '/api/problems' },
  {
    name: `GET /api/problems?category=${f.category}`,
    kind: 'list/detail',
    path: `/api/problems?category=${f.category}`,
  },
  { name: 'GET /api/problems?search=water', kind: 'list/detail', path: '/api/problems?search=water' },
  { name: 'GET /api/problems/:id', kind: 'list/detail', path: `/api/problems/${f.problemId}` },
  { name: 'GET /api/projects', kind: 'list/detail', path: '/api/projects' },
  { name: 'GET /api/projects/:id', kind: 'list/detail', path: `/api/projects/${f.projectId}` },
  // The baseline plus the session lookup every signed-in request pays, and nothing else.
  { name: 'GET /api/health (signed in)', kind: 'other', path: '/api/health' },
  { name: 'GET /api/auth/me', kind: 'other', path: '/api/auth/me' },
  { name: 'GET /api/search?q=water', kind: 'other', path: '/api/search?q=water' },
  { name: 'GET /api/matching/people', kind: 'other', path: '/api/matching/people' },
  { name: 'GET /api/challenges', kind: 'other', path: '/api/challenges' },
  // The pages rendered with their data on the server (after `npm run build`; without a build they are the bare
  // index.html): the API call and the render, for a visitor.
  { name: 'GET /problems (page, rendered)', kind: 'other', path: '/problems', isAnonymous: true },
  { name: 'GET /problems/:id (page, rendered)', kind: 'other', path: `/problems/${f.problemId}`, isAnonymous: true },
  { name: 'POST /api/projects/:id/messages', kind: 'other', request: sendMessage },
];

/** Each request from the next sender into their own project's chat, with a new client id (no resend). */
function sendMessage(f: Fixtures): autocannon.Request['setupRequest'] {
  let sent = 0;
  return (request) => {
    sent += 1;
    const sender = f.senders[sent % f.senders.length];
    if (!sender) throw new Error('no senders');
    return {
      ...request,
      method: 'POST',
      path: `/api/projects/${sender.projectId}/messages`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
      body: JSON.stringify({ content: `Benchmark message ${sent}`, clientId: randomUUID() }),
    };
  };
}

type Row = Measured & { scenario: string; connections: number; ratioToHealth: number };

async function measureTarget(target: Target) {
  const server = await startSeededServer(target, { members: MEMBERS, senders: SENDERS });
  const f = server.fixtures;
  process.stdout.write(
    `[${target}] ${f.counts.members} members, ${f.counts.problems} problems (${f.counts.openProblems} open), ` +
      `${f.counts.projects} projects, seeded in ${f.seedSeconds} s\n`,
  );
  const token = await signIn(f);
  const rows: Row[] = [];
  const health = new Map<number, number>();
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const chosen = scenarios(f).filter((s) => s.kind === 'baseline' || !only || only.test(s.name));
  for (const scenario of chosen) {
    const counts = scenario.kind === 'other' ? CONNECTIONS.slice(0, 1) : CONNECTIONS;
    for (const connections of counts) {
      const measured = await measure(f, token, scenario, connections, SECONDS);
      if (scenario.kind === 'baseline') health.set(connections, measured.requestsPerSecond);
      const row: Row = {
        scenario: scenario.name,
        connections,
        ...measured,
        ratioToHealth:
          Math.round((measured.requestsPerSecond / (health.get(connections) ?? measured.requestsPerSecond)) * 100) /
          100,
      };
      rows.push(row);
      process.stdout.write(
        `[${target}] ${row.scenario} @${connections}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, ` +
          `p99 ${row.latencyP99Ms} ms, ${row.ratioToHealth}× health, ${row.non2xx} non-2xx\n`,
      );
    }
  }
  const rss = await server.rss();
  const loadAverageAfter = os.loadavg().map((value) => Math.round(value * 100) / 100);
  await server.close();
  return {
    database: target === 'postgresql' ? 'PostgreSQL' : 'PGlite',
    counts: f.counts,
    seedSeconds: f.seedSeconds,
    serverRssMb: { started: rss.beforeSeedMb, afterSeed: rss.afterSeedMb, peakDuringLoad: rss.peakMb },
    loadAverageAfter,
    rows,
  };
}

type Report = Awaited<ReturnType<typeof measureTarget>>;

function toMarkdown(header: string[], reports: Report[]) {
  const columns = reports.flatMap((r) => [`${r.database} req/s`, '× health', 'p50 ms', 'p99 ms']);
  const lines = [
    `| scenario | conns | ${columns.join(' | ')} |`,
    `| --- | ---: | ${columns.map(() => '---:').join(' | ')} |`,
  ];
  for (const [index, row] of (reports[0]?.rows ?? []).entries()) {
    const cells = reports.flatMap((r) => {
      const cell = r.rows[index];
      if (!cell) return ['', '', '', ''];
      const failed =
        cell.responses === 0
          ? ' (no answer within the run)'
          : cell.non2xx + cell.errors > 0
            ? ` (${cell.non2xx} non-2xx, ${cell.errors} errors)`
            : '';
      return [
        `${cell.requestsPerSecond}${failed}`,
        cell.ratioToHealth.toFixed(2),
        cell.latencyP50Ms,
        cell.latencyP99Ms,
      ];
    });
    lines.push(`| ${row.scenario} | ${row.connections} | ${cells.join(' | ')} |`);
  }
  const notes = reports.map(
    (r) =>
      `- ${r.database}: ${r.counts.members.toLocaleString('en')} members, ${r.counts.problems.toLocaleString('en')} problems ` +
      `(${r.counts.openProblems.toLocaleString('en')} open), ${r.counts.projects.toLocaleString('en')} projects, ` +
      `${r.counts.chatMessages.toLocaleString('en')} chat messages; seeded in ${r.seedSeconds} s. Server RSS ` +
      `${r.serverRssMb.started} MB started, ${r.serverRssMb.afterSeed} MB after seeding, peak ${r.serverRssMb.peakDuringLoad} MB during the load ` +
      `(the server's own process; autocannon runs in another). Load average after: ${r.loadAverageAfter.join(', ')}.`,
  );
  return `${header.join('\n')}\n\n${lines.join('\n')}\n\n${notes.join('\n')}\n`;
}

const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
const startedAt = new Date().toISOString();
process.stdout.write(
  `${os.cpus().length} cores, load average ${loadAverageAtStart.join(', ')}; ${MEMBERS} members, ${SECONDS} s a scenario\n`,
);
const reports: Report[] = [];
for (const target of chosenTargets()) reports.push(await measureTarget(target));

const header = [
  `# API benchmark (${startedAt})`,
  '',
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average at start ` +
    `${loadAverageAtStart.join(', ')} (1, 5, 15 min). ${SECONDS} s a scenario, loopback HTTP, signed in with a Bearer ` +
    `token (\`/api/health\` as a visitor). × health: req/s over \`/api/health\` at the same connections in the same run.`,
];
const results = path.join(import.meta.dirname, 'results');
// A run of some scenarios or one database is a working figure: printed, not kept as the report.
const isWholeRun = !process.env.BENCH_ONLY && !process.env.BENCH_TARGET;
const markdown = toMarkdown(header, reports);
if (isWholeRun) {
  writeFileSync(
    path.join(results, 'latest.json'),
    `${JSON.stringify({ startedAt, cores: os.cpus().length, loadAverageAtStart, seconds: SECONDS, reports }, null, 2)}\n`,
  );
  writeFileSync(path.join(results, 'latest.md'), markdown);
}
process.stdout.write(`\n${markdown}`);
if (reports.some((r) => r.rows.some((row) => row.responses === 0 || row.non2xx > 0 || row.errors > 0))) {
  process.exitCode = 1;
}
