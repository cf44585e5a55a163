// The figures a capacity run records: each action's time and outcome, by the phase it started in, and percentiles.

export type Percentiles = { p50: number; p95: number; p99: number; max: number };

/** p50, p95, p99 and max of `values` (nearest rank), in ms to a tenth. */
export function percentiles(values: readonly number[]): Percentiles {
  const sorted = Float64Array.from(values.filter(Number.isFinite)).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

export const round = (value: number) => Math.round(value * 10) / 10;

/** One action's outcome: `failure` names what went wrong (`HTTP 500`, `ECONNRESET`, `timeout`), else it is absent. */
export type Outcome = { failure?: string };

type ActionRecord = { times: number[]; failures: Map<string, number> };

export type ActionFigures = {
  action: string;
  count: number;
  errors: number;
  failures: Record<string, number>;
} & Percentiles;

/** The actions of one phase (warm-up, the measured window, the storm, after it). */
export function createActionLog() {
  const byAction = new Map<string, ActionRecord>();
  return {
    record(action: string, ms: number, outcome: Outcome) {
      const entry: ActionRecord = byAction.get(action) ?? { times: [], failures: new Map() };
      byAction.set(action, entry);
      entry.times.push(ms);
      if (outcome.failure) entry.failures.set(outcome.failure, (entry.failures.get(outcome.failure) ?? 0) + 1);
    },
    summary() {
      const actions: ActionFigures[] = [...byAction]
        .map(([action, entry]) => ({
          action,
          count: entry.times.length,
          errors: [...entry.failures.values()].reduce((sum, count) => sum + count, 0),
          failures: Object.fromEntries(entry.failures),
          ...percentiles(entry.times),
        }))
        .sort((a, b) => b.count - a.count);
      const all = [...byAction.values()].flatMap((entry) => entry.times);
      return {
        count: all.length,
        errors: actions.reduce((sum, entry) => sum + entry.errors, 0),
        overall: percentiles(all),
        actions,
      };
    },
  };
}

export type ActionLog = ReturnType<typeof createActionLog>;
export type ActionSummary = ReturnType<ActionLog['summary']>;

/** Counts of named things (socket drops by reason, presence answers by outcome). */
export function createCounter() {
  const counts = new Map<string, number>();
  return {
    add(name: string) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    },
    snapshot: () => Object.fromEntries(counts) as Record<string, number>,
  };
}

/** Exponentially distributed, with the given mean: the time a member thinks before the next action. */
export const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

/** One of `items`, at random. */
export function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}
