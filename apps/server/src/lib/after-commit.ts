import type { Database, Queryable } from '../db/client.ts';
import type { AppContext } from './context.ts';
import { describeError } from './logging.ts';

type Work = (ctx: AppContext) => Promise<unknown>;

/** What each open transaction asked to run once it commits, and to undo if it does not. */
const pending = new WeakMap<Queryable, { name: string; work: Work }[]>();
const undoing = new WeakMap<Queryable, { name: string; work: Work }[]>();

/**
 * Runs `work` in the background once the transaction `tx` commits, and never if it rolls back: what a write tells
 * others (a notification's bell) must not be heard before the database holds it. `tx` must be a transaction of
 * `ctx.db`, whose `transaction` `runAfterCommit` prepared.
 */
export function afterCommit(tx: Queryable, name: string, work: Work) {
  const list = pending.get(tx);
  if (!list) throw new Error(`${name} asked to run after a commit outside a transaction`);
  list.push({ name, work });
}

/**
 * Runs `undo` if the transaction `tx` rolls back (or its commit fails), before the caller hears the error: what a
 * write noted outside the database (a post counted against a limit in Redis) is taken back. Never if it commits.
 */
export function onRollback(tx: Queryable, name: string, undo: Work) {
  const list = undoing.get(tx);
  if (!list) throw new Error(`${name} asked to be undone on a rollback outside a transaction`);
  list.push({ name, work: undo });
}

/**
 * Makes the database's transactions run, after their commit, what they were given with `afterCommit`, and after a
 * rollback what they were given with `onRollback`.
 */
export function runAfterCommit(db: Database, context: () => AppContext): Database {
  const transaction = db.transaction.bind(db);
  const withWork: Database['transaction'] = async (run, config) => {
    const works: { name: string; work: Work }[] = [];
    const undos: { name: string; work: Work }[] = [];
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await transaction(async (tx) => {
        pending.set(tx, works);
        undoing.set(tx, undos);
        return run(tx);
      }, config);
    } catch (error) {
      // Awaited, so a retry the caller makes at once finds the undo done; an undo that fails is only logged.
      const ctx = context();
      for (const { name, work } of undos) {
        await work(ctx).catch((undoError: unknown) =>
          ctx.log.warn({ error: describeError(undoError) }, `${name} failed`),
        );
      }
      throw error;
    }
    const ctx = context();
    for (const { name, work } of works) ctx.background.run(name, () => work(ctx));
    return result;
  };
  return Object.assign(db, { transaction: withWork });
}
