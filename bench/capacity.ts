// `npm run bench:capacity`: how many members one small server holds. For each N of a series, a fresh server process
// on a seeded community of 10,000 members (seeded once, then reused), N signed-in members with a websocket each,
// every one doing one action of the web app's after an exponential think; a warm-up, a measured window, and at the
// largest N a reconnect storm. The capacity is the largest N whose window meets the thresholds (capacity-report.ts).
// The server runs in a child process (capacity-server.ts), the members all here. Method: docs/performance.md.
//
//   npm run bench:capacity -- [--target postgresql|pglite] [--members 500,1000,2000,5000] [--seconds 60]
//     [--warm-up 15] [--think 5] [--storm last|each|none] [--storm-seconds 60] [--after-storm 10] [--label before]
//     [--community 10000] [--reseed] [--profile] [--connect-timeout 300] [--rss-limit 3072] [--quiet-wait 60]
//     [--retry-noisy 1]
//
// BENCH_TARGET picks the target when --target is not given (PostgreSQL by default: a database beside DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres). Writes bench/results/capacity-<target>[-<label>].{md,json}.

import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { capacityOf, failuresOf, type RunHeader, THRESHOLDS, writeReport } from './capacity-report.ts';
import { type RoundResult, runRound } from './capacity-round.ts';
import type { Target } from './server-process.ts';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: process.env.BENCH_TARGET ?? 'postgresql' },
    members: { type: 'string', default: '500,1000,2000,5000' },
    seconds: { type: 'string', default: '60' },
    'warm-up': { type: 'string', default: '15' },
    think: { type: 'string', default: '5' },
    drain: { type: 'string', default: '5' },
    storm: { type: 'string', default: 'last' },
    'storm-seconds': { type: 'string', default: '60' },
    'after-storm': { type: 'string', default: '10' },
    label: { type: 'string' },
    community: { type: 'string', default: '10000' },
    reseed: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'connect-timeout': { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '50' },
    'rss-limit': { type: 'string', default: '3072' },
    'quiet-wait': { type: 'string', default: '60' },
    'retry-noisy': { type: 'string', default: '1' },
  },
});

function numberOf(name: keyof typeof values) {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number, not ${values[name]}`);
  return value;
}

const target = values.target as Target;
if (target !== 'postgresql' && target !== 'pglite') throw new Error(`--target must be postgresql or pglite`);
if (!['last', 'each', 'none'].includes(values.storm)) throw new Error('--storm must be last, each or none');
if (values.label !== undefined && !/^[\w-]+$/.test(values.label)) throw new Error('--label: letters, digits, - and _');
const series = values.members
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (series.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--members: whole numbers, comma-separated');
const community = numberOf('community');
if ((series.at(-1) ?? 0) > community) throw new Error(`--members: at most the community's ${community} members`);

const options = {
  target,
  community,
  seconds: numberOf('seconds'),
  warmUpSeconds: numberOf('warm-up'),
  thinkSeconds: numberOf('think'),
  storm: values.storm,
  stormSeconds: numberOf('storm-seconds'),
  afterStormSeconds: numberOf('after-storm'),
  drainSeconds: numberOf('drain'),
  connectTimeoutSeconds: numberOf('connect-timeout'),
  connectConcurrency: numberOf('concurrency'),
  rssLimitMb: numberOf('rss-limit'),
  quietWaitSeconds: numberOf('quiet-wait'),
  retryNoisy: numberOf('retry-noisy'),
};
// Cores the rest of the machine may use during a window before the round is measured again (--retry-noisy).
const NOISY_CORES = 0.5;
const header: RunHeader = { target, label: values.label, startedAt: new Date().toISOString(), options };
process.stdout.write(
  `Capacity on ${target}: N = ${series.join(', ')}; ${options.seconds} s measured after ${options.warmUpSeconds} s ` +
    `of warm-up; think ${options.thinkSeconds} s on average; storm: ${options.storm}\n`,
);

/** The round at `members`, with the storm when this N gets one. */
function roundOptions(index: number, members: number) {
  const isStorm = options.storm === 'each' || (options.storm === 'last' && index === series.length - 1);
  return {
    target,
    community,
    members,
    isReseed: values.reseed && index === 0,
    seconds: options.seconds,
    warmUpSeconds: options.warmUpSeconds,
    thinkMs: options.thinkSeconds * 1000,
    drainMs: options.drainSeconds * 1000,
    connectTimeoutSeconds: options.connectTimeoutSeconds,
    connectConcurrency: options.connectConcurrency,
    rssLimitMb: options.rssLimitMb,
    quietWaitSeconds: options.quietWaitSeconds,
    storm: isStorm
      ? {
          seconds: options.stormSeconds,
          afterSeconds: options.afterStormSeconds,
          drainMs: options.drainSeconds * 1000,
          p95LimitMs: THRESHOLDS.p95Ms,
        }
      : undefined,
    profileFile: values.profile ? path.join(tmpdir(), `capacity-${target}-${members}.cpuprofile`) : undefined,
  };
}

const rounds: RoundResult[] = [];
for (const [index, members] of series.entries()) {
  let round = await runRound(roundOptions(index, members));
  // Other people's work on the machine took a share of the cores during the window: measured again, once or more.
  const noisy: RoundResult['noisyAttempts'] = [];
  while ((round.window?.cpu.otherCores ?? 0) > NOISY_CORES && noisy.length < options.retryNoisy) {
    noisy.push({ otherCores: round.window?.cpu.otherCores ?? 0, overall: round.window?.actions.overall });
    process.stdout.write(`[${target} N=${members}] others used ${noisy.at(-1)?.otherCores} cores: once more\n`);
    round = await runRound({ ...roundOptions(index, members), isReseed: false });
  }
  round.noisyAttempts = noisy;
  rounds.push(round);
  const reasons = failuresOf(round);
  process.stdout.write(
    `[${target} N=${members}] ${reasons.length === 0 ? 'passes' : `fails: ${reasons.join('; ')}`}\n`,
  );
  // After every round, so a series cut short keeps what it measured.
  writeReport(header, rounds);
  // A server that could not even hold the sockets of this N will not hold more.
  if (round.failure) {
    process.stdout.write(`Stopping the series: ${round.failure}\n`);
    break;
  }
}

const { file, markdown } = writeReport(header, rounds);
process.stdout.write(`\n${markdown}\nWritten to ${path.relative(process.cwd(), file)}\n`);
const capacity = capacityOf(rounds);
process.stdout.write(capacity === null ? 'No N met the thresholds.\n' : `Capacity: ${capacity} members\n`);
