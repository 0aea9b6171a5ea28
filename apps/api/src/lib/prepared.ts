import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@liga/db';

/**
 * A hot read's query, built by Drizzle once per database instead of on every call: assembling a
 * query's SQL cost more CPU than running it (~0.2 ms per request in a CPU profile under load). Undefined
 * inside a transaction, whose reads must go through its own connection: build the query there.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db | Tx) => Q | undefined {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    if (is(db, PgTransaction)) return undefined;
    let query = byDb.get(db as Db);
    if (query === undefined) byDb.set(db as Db, (query = build(db as Db)));
    return query;
  };
}
