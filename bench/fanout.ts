// `npm run bench:fanout`: a member with FANOUT_FOLLOWERS followers (10,000) posts a problem through the API,
// FANOUT_ROUNDS times (5). Each round times the POST's answer (the request path must not carry the fan-out), when the
// followers' notifications were written (the post's `fanned_out_at`) and when the app's background work was done
// (each follower's bell rung), a visitor's read sent while the fan-out runs and the event loop's longest stall, and
// checks that the post wrote exactly one `followed-posted` notification to each follower. A member nobody follows
// posts too, each round, for comparison. The app runs in this process, on PGlite in a temp dir or, when DATABASE_URL
// is set, in a scratch PostgreSQL database beside it (dropped after). Writes bench/results/fanout-pglite.md or
// fanout-postgresql.md; exits non-zero when a post's count of notifications is wrong.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVACY_NOTICE_VERSION } from '@skillsync/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';
import { verifyAddress } from '../apps/server/src/test/builders.ts';
import { startMailbox } from '../apps/server/src/test/mailbox.ts';

const FOLLOWERS = Number(process.env.FANOUT_FOLLOWERS ?? 10_000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);
// Followers written per statement, each batch one transaction.
const BATCH = 2_000;
// How long after the followed POST answers a visitor reads its page, the fan-out still running.
const READ_AFTER_MS = 20;
const DATABASE_URL = process.env.DATABASE_URL;
const target = DATABASE_URL ? 'postgresql' : 'pglite';
const database = DATABASE_URL ? 'PostgreSQL' : 'PGlite';

type Round = {
  round: number;
  /** The POST of the member nobody follows: the request path without any fan-out behind it. */
  lonePostMs: number;
  postMs: number;
  /** From the POST leaving until the fan-out had written the notifications (`fanned_out_at`, stamped just before its commit). */
  notifiedMs: number;
  /** A visitor's read of the post's page, due while the fan-out ran: from when it was due to its answer. */
  readMs: number;
  isReadDuringFanOut: boolean;
  /** The event loop's longest delay from the POST leaving until the background work was done. */
  loopStallMs: number;
  /** From the POST leaving until the app's background work was done: the fan-out and every follower's bell. */
  idleMs: number;
  notifications: number;
  followersNotified: number;
};

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return round1(value ?? 0);
}

const scratch = DATABASE_URL ? await createScratchDatabase(DATABASE_URL, 'skillsync_fanout_bench') : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'skillsync-fanout-bench-'));
// Its mail goes to a local mailbox: the posting members open the link that proves their address.
const mailbox = await startMailbox();
const app = await buildApp({
  ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, SMTP_URL: mailbox.url }),
  databaseUrl: scratch?.url,
  rateLimitMax: 10_000,
  webDist: undefined,
});

async function register(name: string, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'Bench1234x', acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json<{ token: string; user: { id: string } }>();
  await verifyAddress(app, email);
  return { id: user.id, authorization: `Bearer ${token}` };
}

/** The followers and their follows of the author, written directly in batches (nobody signs in as them). */
async function writeFollowers(db: Database, authorId: string) {
  for (let from = 1; from <= FOLLOWERS; from += BATCH) {
    const to = Math.min(FOLLOWERS, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH made AS (
          INSERT INTO users (name, email, password_hash, privacy_notice_version, privacy_consented_at)
          SELECT 'Follower ' || n, 'fanout-follower-' || n || '@bench.skillsync.in', 'not-a-password-hash',
            ${PRIVACY_NOTICE_VERSION}, now()
          FROM generate_series(${from}::int, ${to}::int) AS n
          RETURNING id)
        INSERT INTO follows (follower_id, user_id) SELECT id, ${authorId}::uuid FROM made`);
    });
  }
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE follows`);
}

let posted = 0;
/** Posts a problem; answers when the POST did, with the times from its leaving. */
async function post(authorization: string) {
  posted += 1;
  const started = performance.now();
  const sentAt = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/problems',
    headers: { authorization },
    payload: {
      title: `Water tanks overflow at night in village ${posted}`,
      description: 'Villages lose drinking water because nobody knows when the tanks overflow at night.',
      category: 'Environment',
      skillsNeeded: ['IoT', 'Embedded C'],
    },
  });
  const answeredMs = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`post: ${response.statusCode} ${response.body}`);
  return { problemId: response.json<{ _id: string }>()._id, started, sentAt, answeredMs };
}

/**
 * A visitor opens the post's page READ_AFTER_MS after it was answered, while its fan-out runs. Timed from when it
 * was due: a stalled event loop (PGlite's queries run on it) keeps a real client's request waiting just the same.
 */
async function readDuringFanOut(problemId: string) {
  const dueAt = performance.now() + READ_AFTER_MS;
  await sleep(READ_AFTER_MS);
  const response = await app.inject({ method: 'GET', url: `/api/problems/${problemId}` });
  if (response.statusCode !== 200) throw new Error(`read: ${response.statusCode} ${response.body}`);
  return { readMs: performance.now() - dueAt };
}

async function measureRound(round: number, author: { authorization: string }, loner: { authorization: string }) {
  const lone = await post(loner.authorization);
  await app.ctx.background.idle();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const { problemId, started, sentAt, answeredMs } = await post(author.authorization);
  const read = await readDuringFanOut(problemId);
  await app.ctx.background.idle();
  const idleMs = performance.now() - started;
  loop.disable();
  const [activity] = await queryRows<{ fannedOutAt: string | null }>(
    app.ctx.db,
    sql`SELECT fanned_out_at AS "fannedOutAt" FROM activities WHERE problem_id = ${problemId} AND kind = 'problem-posted'`,
  );
  if (!activity?.fannedOutAt) throw new Error(`round ${round}: the post was not fanned out`);
  const [told] = await queryRows<{ notifications: number; followers: number }>(
    app.ctx.db,
    sql`SELECT count(*)::int AS notifications, count(DISTINCT user_id)::int AS followers FROM notifications
        WHERE problem_id = ${problemId} AND kind = 'followed-posted'`,
  );
  const notifiedMs = round1(new Date(activity.fannedOutAt).getTime() - sentAt);
  const result: Round = {
    round,
    lonePostMs: round1(lone.answeredMs),
    postMs: round1(answeredMs),
    notifiedMs,
    readMs: round1(read.readMs),
    isReadDuringFanOut: answeredMs + READ_AFTER_MS < notifiedMs,
    loopStallMs: round1(loop.max / 1e6),
    idleMs: round1(idleMs),
    notifications: told?.notifications ?? 0,
    followersNotified: told?.followers ?? 0,
  };
  process.stdout.write(
    `[${database}] round ${round}: POST answered in ${result.postMs} ms (nobody following: ${result.lonePostMs} ms), ` +
      `notifications written at ${result.notifiedMs} ms, bells rung at ${result.idleMs} ms; a read meanwhile ` +
      `${result.readMs} ms; event loop stalled up to ${result.loopStallMs} ms; ` +
      `${result.notifications} notifications to ${result.followersNotified} followers\n`,
  );
  return result;
}

const loadAverageAtStart = loadAverage();
const startedAt = new Date().toISOString();
const rounds: Round[] = [];
let fixtureSeconds = 0;
try {
  const author = await register('Asha Verma', 'asha@bench.skillsync.in');
  const loner = await register('Ravi Kumar', 'ravi@bench.skillsync.in');
  const fixtureStarted = performance.now();
  await writeFollowers(app.ctx.db, author.id);
  fixtureSeconds = Math.round((performance.now() - fixtureStarted) / 100) / 10;
  process.stdout.write(`[${database}] ${FOLLOWERS.toLocaleString('en')} followers written in ${fixtureSeconds} s\n`);
  for (let round = 1; round <= ROUNDS; round += 1) rounds.push(await measureRound(round, author, loner));
} finally {
  await app.close();
  await mailbox.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const wrong = rounds.filter((r) => r.notifications !== FOLLOWERS || r.followersNotified !== FOLLOWERS);
const row = (label: string, r: Omit<Round, 'round' | 'isReadDuringFanOut'>) =>
  `| ${label} | ${r.lonePostMs} | ${r.postMs} | ${r.notifiedMs} | ${r.idleMs} | ${r.readMs} | ${r.loopStallMs} | ` +
  `${r.notifications.toLocaleString('en')} |`;
const medians = {
  lonePostMs: median(rounds.map((r) => r.lonePostMs)),
  postMs: median(rounds.map((r) => r.postMs)),
  notifiedMs: median(rounds.map((r) => r.notifiedMs)),
  idleMs: median(rounds.map((r) => r.idleMs)),
  readMs: median(rounds.map((r) => r.readMs)),
  loopStallMs: median(rounds.map((r) => r.loopStallMs)),
  notifications: median(rounds.map((r) => r.notifications)),
  followersNotified: median(rounds.map((r) => r.followersNotified)),
};
const markdown = [
  `# Follower fan-out benchmark (${database}, ${startedAt})`,
  '',
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average at start ` +
    `${loadAverageAtStart.join(', ')} (1, 5, 15 min). One member with ${FOLLOWERS.toLocaleString('en')} followers ` +
    `(written in ${fixtureSeconds} s) posts a problem with \`POST /api/problems\`, ${ROUNDS} times; the app runs in ` +
    "the benchmark's process (`app.inject`). Times are from the POST leaving: its answer; the followers' " +
    "notifications written (the post's `fanned_out_at`, stamped in the fan-out's transaction just before it " +
    "commits); the background work done (`background.idle()`: the fan-out and each follower's bell counted and " +
    'rung). A member nobody follows posts just before, each round: the same request with no fan-out behind it. ' +
    `${READ_AFTER_MS} ms after the followed POST answers, a visitor opens its page (\`GET /api/problems/:id\`), ` +
    'timed from then to its answer, so a stalled event loop counts (the fan-out had not yet written the ' +
    `notifications then in ${rounds.filter((r) => r.isReadDuringFanOut).length} of ${ROUNDS} rounds). The event ` +
    "loop's longest delay is over the whole round, from the POST leaving to the bells (`monitorEventLoopDelay`).",
  '',
  '| round | POST ms, nobody following | POST ms, followed | notifications written at ms | bells rung at ms | a read meanwhile ms | event loop stalled ms | notifications |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rounds.map((r) => row(String(r.round), r)),
  row('**median**', medians),
  '',
  wrong.length === 0
    ? `Every post wrote exactly one \`followed-posted\` notification to each of the ${FOLLOWERS.toLocaleString('en')} followers.`
    : `Wrong count of notifications in round(s) ${wrong.map((r) => r.round).join(', ')}.`,
  '',
].join('\n');
writeFileSync(path.join(import.meta.dirname, 'results', `fanout-${target}.md`), markdown);
process.stdout.write(`\n${markdown}`);
if (wrong.length > 0) process.exitCode = 1;
