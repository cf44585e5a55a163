import type { Database, Queryable } from '../db/client.ts';
import type { AppContext } from './context.ts';

type Work = (ctx: AppContext) => Promise<unknown>;

/** What each open transaction asked to run once it commits. */
const pending = new WeakMap<Queryable, { name: string; work: Work }[]>();

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

/** Makes the database's transactions run, after their commit, what they were given with `afterCommit`. */
export function runAfterCommit(db: Database, context: () => AppContext): Database {
  const transaction = db.transaction.bind(db);
  const withWork: Database['transaction'] = async (run, config) => {
    const works: { name: string; work: Work }[] = [];
    const result = await transaction(async (tx) => {
      pending.set(tx, works);
      return run(tx);
    }, config);
    const ctx = context();
    for (const { name, work } of works) ctx.background.run(name, () => work(ctx));
    return result;
  };
  return Object.assign(db, { transaction: withWork });
}
