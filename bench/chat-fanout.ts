// `npm run bench:chat`: chat fan-out. CHAT_MEMBERS members, each with a socket in their project team's room (teams of
// CHAT_ROOM_SIZE), while messages are sent at CHAT_RATE a second for CHAT_SECONDS through the app's send path; every
// `new-message` each socket hears is timed. Reports delivery p50/p99/max and what was lost or heard twice (both must
// be 0). PGlite with one instance always; with DATABASE_URL also PostgreSQL (a scratch database beside it, dropped
// after) with Redis (REDIS_URL) on one instance and then two sharing the database and Redis, the members split over
// both. Servers run in child processes (chat-server.ts), the clients and the sender here (chat-load.ts).
// Writes bench/results/chat-fanout.json and chat-fanout.md; exits non-zero when a send failed or a delivery was
// lost, doubled or misdelivered. CHAT_SEND=socket sends over the socket instead of POST (the web app posts).

import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { type LoadResult, runChatLoad, type SendPath } from './chat-load.ts';
import { type ChatServerProcess, startChatServer } from './chat-server-process.ts';
import type { Target } from './server-process.ts';

const MEMBERS = Number(process.env.CHAT_MEMBERS ?? 1000);
const ROOM_SIZE = Number(process.env.CHAT_ROOM_SIZE ?? 10);
const RATE = Number(process.env.CHAT_RATE ?? 200);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
const SEND_PATH: SendPath = process.env.CHAT_SEND === 'socket' ? 'socket' : 'http';
const DRAIN_MS = Number(process.env.CHAT_DRAIN_MS ?? 2000);
const WARM_UP_SECONDS = Number(process.env.CHAT_WARM_UP_SECONDS ?? 1);
// The first instance of setup n listens on PORT + 10n, the second on the next port.
const PORT = Number(process.env.CHAT_PORT ?? 34100);
const TARGET_P99_MS = 50;
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

type Setup = { name: string; target: Target; instances: number; redisUrl?: string };

const setups: Setup[] = [{ name: 'PGlite, 1 instance', target: 'pglite', instances: 1 }];
if (DATABASE_URL) {
  const database = REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL';
  setups.push({ name: `${database}, 1 instance`, target: 'postgresql', instances: 1, redisUrl: REDIS_URL });
  if (REDIS_URL) {
    setups.push({ name: `${database}, 2 instances`, target: 'postgresql', instances: 2, redisUrl: REDIS_URL });
  }
}

type Report = {
  setup: string;
  instances: number;
  rooms: number;
  fixtureSeconds: number;
  serverPeakRssMb: number[];
  /** CPU time each instance spent from listening to the end of the drain: connections, joins, sends. */
  serverCpuSeconds: number[];
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  isTargetMet: boolean;
} & LoadResult;

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** One setup from fresh: its database, its instances, the teams, the load; everything stopped and dropped after. */
async function measure(setup: Setup, index: number): Promise<Report> {
  const scratch =
    setup.target === 'postgresql' && DATABASE_URL
      ? await createScratchDatabase(DATABASE_URL, 'skillsync_chat_bench')
      : undefined;
  // A prefix of its own: another run, or a dev server on the same Redis, is neither heard nor disturbed.
  const redisKeyPrefix = `skillsync-chat-bench-${randomBytes(6).toString('hex')}`;
  const servers: ChatServerProcess[] = [];
  try {
    const loadAverageBefore = loadAverage();
    for (let instance = 0; instance < setup.instances; instance += 1) {
      // One after the other: the first one migrates the database and writes the teams.
      servers.push(
        await startChatServer({
          target: setup.target,
          port: PORT + index * 10 + instance,
          databaseUrl: scratch?.url,
          redisUrl: setup.redisUrl,
          redisKeyPrefix,
          ...(instance === 0 && { teams: { members: MEMBERS, roomSize: ROOM_SIZE } }),
        }),
      );
    }
    const [first] = servers;
    if (!first) throw new Error('no server');
    process.stdout.write(
      `[${setup.name}] ${MEMBERS} members in ${first.rooms.length} teams written in ${first.fixtureSeconds} s\n`,
    );
    const result = await runChatLoad({
      rooms: first.rooms,
      bases: servers.map((server) => server.base),
      rate: RATE,
      seconds: SECONDS,
      sendPath: SEND_PATH,
      drainMs: DRAIN_MS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    const rss = await Promise.all(servers.map((server) => server.rss()));
    const report: Report = {
      setup: setup.name,
      instances: setup.instances,
      rooms: first.rooms.length,
      fixtureSeconds: first.fixtureSeconds,
      serverPeakRssMb: rss.map((reply) => reply.peakMb),
      serverCpuSeconds: rss.map((reply) => reply.cpuSeconds),
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
      isTargetMet: isClean(result) && result.deliveryMs.p99 <= TARGET_P99_MS,
      ...result,
    };
    process.stdout.write(
      `[${setup.name}] connected in ${result.connectSeconds} s; ${result.accepted}/${result.sent} sent, ` +
        `${result.lost} lost, ${result.doubled} doubled; delivery p50 ${result.deliveryMs.p50} ms, ` +
        `p99 ${result.deliveryMs.p99} ms, max ${result.deliveryMs.max} ms\n`,
    );
    return report;
  } finally {
    await stop(setup, servers, scratch);
  }
}

/** Stops the instances, then drops the database; a server that did not stop cleanly fails the run, said here. */
async function stop(setup: Setup, servers: ChatServerProcess[], scratch: { drop: () => Promise<void> } | undefined) {
  const closed = await Promise.allSettled(servers.map((server) => server.close()));
  await scratch?.drop();
  for (const outcome of closed) {
    if (outcome.status === 'fulfilled') continue;
    process.stderr.write(`[${setup.name}] a server did not stop cleanly: ${String(outcome.reason)}\n`);
    process.exitCode = 1;
  }
}

/** Nothing failed (warm-up included), lost, doubled, misdelivered or dropped. */
function isClean(result: LoadResult) {
  const wrong = [result.failed, result.warmUpFailed, result.lost, result.doubled, result.misdelivered];
  return wrong.every((count) => count === 0) && result.disconnectsDuringRun === 0;
}

function toMarkdown(header: string[], reports: Report[]) {
  const lines = [
    '| setup | sent (achieved msg/s) | failed | deliveries expected | lost | doubled | delivery p50 ms | p99 ms | max ms | send answer p50 / p99 ms | server peak RSS MB | server CPU s | target met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of reports) {
    lines.push(
      `| ${r.setup} | ${r.sent.toLocaleString('en')} (${r.achievedRate}) | ${r.failed} | ` +
        `${r.expectedDeliveries.toLocaleString('en')} | ${r.lost} | ${r.doubled} | ${r.deliveryMs.p50} | ` +
        `${r.deliveryMs.p99} | ${r.deliveryMs.max} | ${r.sendAnswerMs.p50} / ${r.sendAnswerMs.p99} | ` +
        `${r.serverPeakRssMb.join(' + ')} | ${r.serverCpuSeconds.join(' + ')} | ${r.isTargetMet ? 'yes' : 'no'} |`,
    );
  }
  const notes = reports.map((r) => {
    const failures = Object.entries(r.failures).map(([reason, count]) => `${count}× ${reason}`);
    const p99s = r.deliveryBySecond.map((second) => second.p99);
    return (
      `- ${r.setup}: teams written in ${r.fixtureSeconds} s, ${MEMBERS.toLocaleString('en')} sockets connected and ` +
      `joined in ${r.connectSeconds} s; sending took ${r.sendSeconds} s (scheduler late by at most ` +
      `${r.schedulerLagMaxMs} ms); load generator event-loop delay p99 ${r.loadGeneratorLoopDelayMs.p99} ms, max ` +
      `${r.loadGeneratorLoopDelayMs.max} ms; delivery p99 by second of sending ${p99s.join(', ')} ms; ${r.misdelivered} heard outside their team, ${r.warmUpFailed} warm-up sends failed, ` +
      `${r.disconnectsDuringRun} ` +
      `sockets dropped${failures.length > 0 ? `; failed sends: ${failures.join(', ')}` : ''}. Load average ` +
      `${r.loadAverageBefore.join(', ')} before, ${r.loadAverageAfter.join(', ')} after.`
    );
  });
  return `${header.join('\n')}\n\n${lines.join('\n')}\n\n${notes.join('\n')}\n`;
}

const loadAverageAtStart = loadAverage();
const startedAt = new Date().toISOString();
process.stdout.write(
  `${os.cpus().length} cores, load average ${loadAverageAtStart.join(', ')}; ${MEMBERS} members in teams of ` +
    `${ROOM_SIZE}, ${RATE} messages/s for ${SECONDS} s over ${SEND_PATH}\n`,
);
const reports: Report[] = [];
const errors: { setup: string; error: string }[] = [];
for (const [index, setup] of setups.entries()) {
  try {
    reports.push(await measure(setup, index));
  } catch (error) {
    process.stderr.write(`[${setup.name}] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    errors.push({ setup: setup.name, error: String(error) });
  }
}

const header = [
  `# Chat fan-out benchmark (${startedAt})`,
  '',
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average at start ` +
    `${loadAverageAtStart.join(', ')} (1, 5, 15 min). ${MEMBERS.toLocaleString('en')} members, one socket each ` +
    `(split evenly over the instances), in ${Math.ceil(MEMBERS / ROOM_SIZE)} project teams of ${ROOM_SIZE}; ` +
    `${RATE} messages/s evenly spaced for ${SECONDS} s (after ${WARM_UP_SECONDS} s unmeasured at the same rate), each from a random team's member, sent ` +
    (SEND_PATH === 'http'
      ? 'with `POST /api/projects/:id/messages` as the web app does (the instances take turns).'
      : "with the socket's `send-message`."),
  '',
  "Delivery: from just before the send leaves the load generator to the `new-message` event on a member's socket, " +
    "on the same clock. Every member of the team counts, the sender's own socket included (the server tells the " +
    `whole room). Lost: deliveries still missing ${DRAIN_MS / 1000} s after the last send was answered. Doubled: ` +
    'a message heard again by the same socket. Target: p99 ≤ 50 ms, nothing failed, lost or doubled.',
];
const results = path.join(import.meta.dirname, 'results');
writeFileSync(
  path.join(results, 'chat-fanout.json'),
  `${JSON.stringify(
    {
      startedAt,
      cores: os.cpus().length,
      loadAverageAtStart,
      members: MEMBERS,
      roomSize: ROOM_SIZE,
      rate: RATE,
      seconds: SECONDS,
      sendPath: SEND_PATH,
      drainMs: DRAIN_MS,
      reports,
      errors,
    },
    null,
    2,
  )}\n`,
);
const errorLines = errors.map((e) => `- ${e.setup}: did not complete: ${e.error}`);
const markdown = `${toMarkdown(header, reports)}${errorLines.length > 0 ? `\n${errorLines.join('\n')}\n` : ''}`;
writeFileSync(path.join(results, 'chat-fanout.md'), markdown);
process.stdout.write(`\n${markdown}`);
if (errors.length > 0 || reports.some((r) => !isClean(r))) process.exitCode = 1;
