import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db-type';

/** The node-postgres pool behind `db`, or null on PGlite. */
export function pgPoolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The embedded PGlite behind `db`, or null on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Keys of the PostgreSQL advisory locks this application takes (one number per purpose). */
export const LOCKS = { migrations: 7_416_001, bootstrap: 7_416_002 } as const;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that of several instances starting at the
 * same moment one migrates or seeds and the others wait, then find the work done. The lock lives
 * on its own connection (not the pool's, which may have a single slot) and ends with it. On PGlite
 * only one process opens the folder (lock file), so `fn` just runs.
 */
export async function exclusively<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  const pool = pgPoolOf(db);
  if (!pool) return fn();
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.end();
  }
}
