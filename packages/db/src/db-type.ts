import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/**
 * What `execute` resolves to, on either driver: PGlite's `Results<Row>` and node-postgres's
 * `QueryResult<Row>` both carry the rows as `rows`, so `db.execute<{ id: number }>(sql…)` reads
 * them typed without a cast (the rest of each driver's result differs and is left out).
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The part of a raw query's result both drivers share. */
export interface RowsResult<Row> {
  rows: Row[];
}

/** The one database type features use, whichever driver is behind it. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database and how to close it. */
export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}
