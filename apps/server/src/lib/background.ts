import type { FastifyBaseLogger } from 'fastify';
import { describeError } from './logging.ts';

export type Background = {
  /** Runs a task after the current response has been sent; a failure is logged, never thrown at a client. */
  run: (name: string, task: () => Promise<unknown>) => void;
  /** Resolves when every task started so far (and any they started) has finished: for shutdown and tests. */
  idle: () => Promise<void>;
  /** How many tasks are still running (a shutdown cut short logs it). */
  pending: () => number;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ task: name, error: describeError(error) }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    pending: () => pending.size,
  };
}
