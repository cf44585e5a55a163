// What a round's members share while they live: the phase their actions count in (ramp, warm-up, the window, the
// storm…), each phase's action log, and the signals that stop them.

import { setTimeout as delay } from 'node:timers/promises';
import { type ActionLog, createActionLog } from './capacity-stats.ts';

export type Stage = {
  phase: string;
  logs: Map<string, ActionLog>;
  /** Stops the members' lives: the round is over. */
  stop: AbortController;
  /** Cuts every wait short: the round is abandoned (the server ran away). */
  abort: AbortController;
  /** Actions started in each phase and not finished yet. */
  inFlight: Map<string, number>;
};

export function createStage(): Stage {
  return {
    phase: 'ramp',
    logs: new Map(),
    stop: new AbortController(),
    abort: new AbortController(),
    inFlight: new Map(),
  };
}

// A request answers or fails (capacity-http.ts: 30 s) before this.
const FINISH_TIMEOUT_MS = 35_000;

/** Waits until every action started in `phases` has finished, so the slowest of them count too. */
export async function waitForActions(stage: Stage, phases: string[]) {
  const until = performance.now() + FINISH_TIMEOUT_MS;
  const busy = () => phases.reduce((sum, phase) => sum + (stage.inFlight.get(phase) ?? 0), 0);
  while (busy() > 0 && performance.now() < until) await sleep(100, stage);
}

/** The action log of `phase`, made on first use. */
export function logOf(stage: Stage, phase: string) {
  const log = stage.logs.get(phase) ?? createActionLog();
  stage.logs.set(phase, log);
  return log;
}

/** Sleeps `ms`, or less when the round is abandoned. */
export const sleep = (ms: number, stage: Stage) =>
  delay(ms, undefined, { signal: stage.abort.signal }).catch(() => undefined);
