import type { Queryable } from './client.ts';

const statements = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query of the hot paths built once per database handle and run with placeholders from then on: drizzle does
 * not rebuild its SQL on every request, and PostgreSQL keeps the parsed statement (and, once it proves as good,
 * a generic plan) per connection under `name`. A query whose shape varies (optional filters) takes one name per
 * shape. Inside a transaction it is built for that transaction and dropped with it.
 */
export function prepared<T>(db: Queryable, name: string, prepare: (db: Queryable, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db, name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The name of a statement whose optional filters vary: its prefix and one digit a filter, 1 where present
 * (`problem_wall:1000101`). PostgreSQL cuts a statement's name at 63 bytes, so names listing the filters by name
 * could meet under one cut name and run each other's SQL.
 */
export const filterShapeName = (prefix: string, present: Record<string, boolean>) =>
  `${prefix}:${Object.values(present)
    .map((isPresent) => (isPresent ? '1' : '0'))
    .join('')}`;
