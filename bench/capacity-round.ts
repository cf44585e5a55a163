// One round of the capacity run: a fresh server process on the seeded community, N members connected and acting,
// a warm-up, the measured window, the drain, and (when asked) the reconnect storm and the 10 s after it.

import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { type ActionContext, chooseAction } from './capacity-actions.ts';
import { type ChatLedger, createChatLedger } from './capacity-chat.ts';
import { closeConnections, RequestFailure } from './capacity-http.ts';
import { type CpuFigures, loadAverage, startCpuClock, waitForQuiet, watchMemory } from './capacity-machine.ts';
import { type Crowd, createCrowd, type Member } from './capacity-members.ts';
import { type ProfileSummary, summariseProfile } from './capacity-profile.ts';
import { type CapacityServer, startCapacityServer } from './capacity-server-process.ts';
import { createStage, logOf, type Stage, sleep, waitForActions } from './capacity-stage.ts';
import { type ActionSummary, exponential, round } from './capacity-stats.ts';
import { type StormFigures, type StormOptions, storm } from './capacity-storm.ts';
import { presenceTraffic, trafficSince } from './capacity-traffic.ts';
import type { Target } from './server-process.ts';

export type RoundOptions = {
  target: Target;
  community: number;
  members: number;
  isReseed: boolean;
  seconds: number;
  warmUpSeconds: number;
  thinkMs: number;
  drainMs: number;
  connectTimeoutSeconds: number;
  connectConcurrency: number;
  storm: StormOptions | undefined;
  rssLimitMb: number;
  /** Waits up to this long for a quiet machine before the round starts; 0 does not wait. */
  quietWaitSeconds: number;
  /** Where to write the server's CPU profile of the window; none when absent. */
  profileFile: string | undefined;
};

export type WindowFigures = {
  requestsPerSecond: number;
  actions: ActionSummary;
  chat: ReturnType<ChatLedger['summary']>;
  cpu: CpuFigures;
  serverRssPeakMb: number;
  presence: ReturnType<typeof trafficSince>;
  generatorLoopDelayMs: { p99: number; max: number };
};

export type RoundResult = {
  members: number;
  startedAt: string;
  loadAverageAtStart: number[];
  /** How long the round waited for a quiet machine, and how busy it was then (cores). */
  quiet: { waitedSeconds: number; busyCores: number } | undefined;
  community: { counts: CapacityServer['fixtures']['counts']; seedSeconds: number | null; database: string };
  /** Why the round stopped short (the sockets did not all connect, the server's memory ran away), if it did. */
  failure: string | undefined;
  connected: number;
  ramp: { seconds: number; presence: ReturnType<typeof trafficSince>; cpu: CpuFigures };
  window: WindowFigures | undefined;
  storm: StormFigures | undefined;
  drops: Record<string, number>;
  acks: Record<string, number>;
  profile: ProfileSummary | undefined;
  seconds: number;
  /** Earlier tries of this N thrown away because other work on the machine took cores during the window. */
  noisyAttempts: { otherCores: number; overall: ActionSummary['overall'] | undefined }[];
};

/** A member's life: think, act, again, until the round stops; each action counted in the phase it started in. */
async function live(context: ActionContext, stage: Stage, member: Member, thinkMs: number) {
  while (!stage.stop.signal.aborted) {
    const isThinking = await delay(exponential(thinkMs), true, { signal: stage.stop.signal }).catch(() => false);
    if (!isThinking) return;
    const action = chooseAction(member);
    const phase = stage.phase;
    const started = performance.now();
    stage.inFlight.set(phase, (stage.inFlight.get(phase) ?? 0) + 1);
    let failure: string | undefined;
    try {
      await action.run(context, member, phase);
    } catch (error) {
      // A request that failed is the server's; anything else is the bench's own mistake, named as such.
      failure = error instanceof RequestFailure ? error.message : `bench: ${String(error)}`;
    }
    logOf(stage, phase).record(action.name, performance.now() - started, { failure });
    stage.inFlight.set(phase, (stage.inFlight.get(phase) ?? 1) - 1);
  }
}

/**
 * Connects every member, `concurrency` handshakes at a time, each starting to act once connected. The first
 * failure (a socket that gave up or ran out of time) stops the others from starting more, and is thrown.
 */
async function connectAll(crowd: Crowd, options: RoundOptions, startLife: (member: Member) => void, stage: Stage) {
  const deadline = performance.now() + options.connectTimeoutSeconds * 1000;
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (next < crowd.members.length && failure === undefined && !stage.abort.signal.aborted) {
      const member = crowd.members[next];
      next += 1;
      if (!member) continue;
      try {
        await crowd.connect(member, Math.max(0, deadline - performance.now()));
        startLife(member);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connectConcurrency }, worker));
  if (failure !== undefined) throw failure;
  if (stage.abort.signal.aborted) throw new Error('aborted');
}

/** The measured window, then the drain of its chat deliveries. */
async function measureWindow(server: CapacityServer, stage: Stage, chat: ChatLedger, options: RoundOptions) {
  const memory = watchMemory(server.pid, { intervalMs: 250, limitMb: Number.POSITIVE_INFINITY, onRunaway: () => {} });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  if (options.profileFile) await server.startProfile();
  const traffic = presenceTraffic();
  const cpu = startCpuClock(server.pid, options.target === 'postgresql');
  memory.reset();
  loop.enable();
  stage.phase = 'window';
  await sleep(options.seconds * 1000, stage);
  stage.phase = 'after window';
  const cpuFigures = cpu();
  loop.disable();
  memory.stop();
  const presence = trafficSince(traffic);
  if (options.profileFile) await server.stopProfile(options.profileFile);
  const drainUntil = performance.now() + options.drainMs;
  while (chat.missing('window') > 0 && performance.now() < drainUntil) await sleep(100, stage);
  await waitForActions(stage, ['window']);
  const actions = logOf(stage, 'window').summary();
  return {
    requestsPerSecond: Math.round(actions.count / cpuFigures.wallSeconds),
    actions,
    chat: chat.summary('window'),
    cpu: cpuFigures,
    serverRssPeakMb: memory.peakMb(),
    presence,
    generatorLoopDelayMs: { p99: round(loop.percentile(99) / 1e6), max: round(loop.max / 1e6) },
  };
}

const say = (options: RoundOptions, line: string) =>
  process.stdout.write(`[${options.target} N=${options.members}] ${line}\n`);

/** The server, and the guard that stops it (and the round) when its memory runs away. */
async function startGuardedServer(options: RoundOptions, stage: Stage, onFailure: (failure: string) => void) {
  const server = await startCapacityServer({
    target: options.target,
    community: options.community,
    members: options.members,
    isReseed: options.isReseed,
  });
  const guard = watchMemory(server.pid, {
    intervalMs: 250,
    limitMb: options.rssLimitMb,
    onRunaway: () => {
      onFailure(`the server's memory passed ${options.rssLimitMb} MB: stopped`);
      stage.abort.abort();
      stage.stop.abort();
      void server.kill();
    },
  });
  return { server, guard };
}

/** Connects every member; answers the ramp's figures and why it fell short, if it did. */
async function rampUp(crowd: Crowd, options: RoundOptions, stage: Stage, server: CapacityServer, lives: Lives) {
  const traffic = presenceTraffic();
  const cpu = startCpuClock(server.pid, options.target === 'postgresql');
  const started = performance.now();
  say(options, `connecting ${options.members} sockets`);
  let failure: string | undefined;
  try {
    await connectAll(crowd, options, lives.start, stage);
  } catch (error) {
    failure = `${crowd.connectedCount()} of ${options.members} sockets connected: ${String(error)}`;
  }
  const ramp = { seconds: round((performance.now() - started) / 1000), presence: trafficSince(traffic), cpu: cpu() };
  say(options, `ramp: ${ramp.seconds} s, ${formatBytes(ramp.presence.bytes)} of presence events`);
  return { ramp, failure };
}

type Lives = { start: (member: Member) => void; all: Promise<void>[] };

/** One round at `options.members`: everything started fresh, stopped after. */
export async function runRound(options: RoundOptions): Promise<RoundResult> {
  const quiet = options.quietWaitSeconds > 0 ? await waitForQuiet(options.quietWaitSeconds) : undefined;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = loadAverage();
  say(options, `load average ${loadAverageAtStart.join(', ')}; starting the server`);
  const stage = createStage();
  let failure: string | undefined;
  const { server, guard } = await startGuardedServer(options, stage, (reason) => {
    failure ??= reason;
  });
  const f = server.fixtures;
  const chat = createChatLedger(randomBytes(4).toString('hex'));
  const crowd = createCrowd(f.base, chat);
  for (const member of f.members) crowd.add(member);
  const context: ActionContext = { base: f.base, crowd, chat, pools: f.pools };
  const lives: Lives = { all: [], start: (member) => lives.all.push(live(context, stage, member, options.thinkMs)) };
  const rampedUp = await rampUp(crowd, options, stage, server, lives);
  failure ??= rampedUp.failure;

  let window: WindowFigures | undefined;
  let stormFigures: StormFigures | undefined;
  if (!failure) {
    stage.phase = 'warm-up';
    await sleep(options.warmUpSeconds * 1000, stage);
    say(options, `measuring ${options.seconds} s`);
    window = await measureWindow(server, stage, chat, options);
    if (options.storm && !failure) stormFigures = await storm(crowd, stage, chat, options.storm);
  }
  stage.stop.abort();
  const connected = crowd.connectedCount();
  await Promise.all(lives.all);
  crowd.close();
  closeConnections();
  guard.stop();
  await server.close().catch((error: unknown) => {
    failure ??= `the server did not stop cleanly: ${String(error)}`;
  });
  const seconds = round((performance.now() - started) / 1000);
  say(options, `done in ${seconds} s${failure ? `: ${failure}` : ''}`);
  return {
    members: options.members,
    startedAt,
    loadAverageAtStart,
    quiet,
    community: { counts: f.counts, seedSeconds: f.seedSeconds, database: f.database },
    failure,
    connected,
    ramp: rampedUp.ramp,
    window,
    storm: stormFigures,
    drops: crowd.drops(),
    acks: crowd.acks(),
    profile: options.profileFile && window ? summariseProfile(options.profileFile) : undefined,
    seconds,
    noisyAttempts: [],
  };
}

export const formatBytes = (bytes: number) =>
  bytes >= 1e9 ? `${round(bytes / 1e9)} GB` : bytes >= 1e6 ? `${round(bytes / 1e6)} MB` : `${round(bytes / 1e3)} kB`;
