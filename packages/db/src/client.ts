import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { exclusively, LOCKS } from './exclusive';
import { ownerOnly } from './owner-only';
import { projectPath } from './paths';
import { nameStatements } from './statement-names';
import * as schema from './schema/index';
import type { Db, DbHandle } from './db-type';

// The types live in their own module so exclusive.ts can use them without importing this one.
export type { Db, DbHandle, RowsResult, RowsResultHKT, Schema, Tx } from './db-type';

export const migrationsFolder = (): string => projectPath('packages/db/migrations');

const MODE_SWEEP_MS = 5 * 60_000;

export interface OpenDbOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** Apply pending migrations (default); a backup opens the database as it is. */
  migrate?: boolean;
  /** Told when PostgreSQL closes an idle pooled connection (default: a warning on stderr). */
  onConnectionLost?: (error: Error) => void;
}

const warnConnectionLost = (error: Error) =>
  console.warn(
    `Se cortó una conexión con PostgreSQL (${error.message}); se abre otra en la próxima consulta.`,
  );

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // PostgreSQL closing an idle connection (a restart, a failover, pg_terminate_backend, an idle
    // timeout) is an 'error' event on the pool, which ends the process when nobody listens. The pool
    // has already dropped that connection; the next query opens a new one.
    pool.on('error', options.onConnectionLost ?? warnConnectionLost);
    nameStatements(pool);
    // int8 columns arrive as strings by default; money fits in a double (docs/rules.md §12).
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Instances starting together would each run the same CREATE TABLEs: one migrates at a time.
    if (options.migrate !== false)
      await exclusively(db, LOCKS.migrations, () =>
        migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      );
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  // PGlite creates its files with mode 0666 whatever the umask: owner-only after opening, every
  // few minutes while open (new relations, WAL segments) and after closing (decision 013).
  ownerOnly(dataDir);
  const sweep = setInterval(() => ownerOnly(dataDir), MODE_SWEEP_MS);
  sweep.unref();
  const close = async () => {
    clearInterval(sweep);
    await client.close();
    ownerOnly(dataDir);
  };
  return { db, kind: 'pglite', close };
}
