// The reconnect storm: every socket drops at once (a deploy, a network blip) and all come back spread over a minute,
// each saying `user-online`, rejoining its rooms and watching its page's people again, while the members go on
// acting over HTTP. Counted: the presence traffic the clients receive meanwhile, and the actions in the 10 s after
// the last socket is back, to see whether they recover.

import type { ChatLedger } from './capacity-chat.ts';
import type { Crowd } from './capacity-members.ts';
import { logOf, type Stage, sleep, waitForActions } from './capacity-stage.ts';
import { round } from './capacity-stats.ts';
import { presenceTraffic, trafficSince } from './capacity-traffic.ts';

export type StormOptions = {
  /** The reconnections are spread evenly over this long. */
  seconds: number;
  /** The recovery window after the last socket is back. */
  afterSeconds: number;
  drainMs: number;
  /** The action p95 the recovery window must meet. */
  p95LimitMs: number;
};

export type StormFigures = Awaited<ReturnType<typeof storm>>;

// A socket not back this long after its turn (the web app gives up after five attempts) counts as not reconnected.
const RECONNECT_TIMEOUT_MS = 60_000;

function shuffled<T>(items: T[]) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Drops every socket, brings them back over `seconds`, then watches the `afterSeconds` that follow. */
export async function storm(crowd: Crowd, stage: Stage, chat: ChatLedger, options: StormOptions) {
  process.stdout.write(`  storm: dropping ${crowd.members.length} sockets, back over ${options.seconds} s\n`);
  stage.phase = 'storm';
  const traffic = presenceTraffic();
  const started = performance.now();
  for (const member of crowd.members) member.socket.disconnect();
  const spacingMs = (options.seconds * 1000) / crowd.members.length;
  const back = await Promise.all(
    shuffled(crowd.members).map(async (member, turn) => {
      await sleep(turn * spacingMs, stage);
      return crowd.connect(member, RECONNECT_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
    }),
  );
  const stormSeconds = round((performance.now() - started) / 1000);
  const presence = trafficSince(traffic);

  stage.phase = 'after storm';
  const afterTraffic = presenceTraffic();
  await sleep(options.afterSeconds * 1000, stage);
  stage.phase = 'after the storm, unmeasured';
  const afterPresence = trafficSince(afterTraffic);
  const drainUntil = performance.now() + options.drainMs;
  while (chat.missing('storm') + chat.missing('after storm') > 0 && performance.now() < drainUntil) {
    await sleep(100, stage);
  }
  await waitForActions(stage, ['storm', 'after storm']);
  const during = logOf(stage, 'storm').summary();
  const after = logOf(stage, 'after storm').summary();
  return {
    seconds: stormSeconds,
    reconnected: back.filter(Boolean).length,
    of: crowd.members.length,
    presence,
    afterPresence,
    during: { count: during.count, errors: during.errors, overall: during.overall },
    after: { count: after.count, errors: after.errors, overall: after.overall, actions: after.actions },
    chat: { during: chat.summary('storm'), after: chat.summary('after storm') },
    isRecovered: after.count > 0 && after.overall.p95 <= options.p95LimitMs && after.errors === 0,
  };
}
