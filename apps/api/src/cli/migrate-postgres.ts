/**
 * DATABASE_URL=postgres://… npm run migrate:postgres: moves the embedded league in DATA_DIR (server
 * stopped) to an empty PostgreSQL database with every id, sequence, ledger row and token, and
 * verifies both hold the same rows and that the ledger balances. DATA_DIR is left untouched.
 */
import path from 'node:path';
import { lockDataDir, openDb, pgliteFolder } from '@liga/db';
import { loadEnv } from '../env';
import { runCli } from '../lib/cli';
import { migrateToPostgres } from '../features/operations';

runCli(async () => {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error('Definí DATABASE_URL=postgres://… con la base de destino (vacía).');
    return 2;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const release = lockDataDir(dataDir); // refuses while a server has the folder open
  try {
    const source = await openDb({ dataDir: pgliteFolder(dataDir) });
    try {
      const started = performance.now();
      const result = await migrateToPostgres(source.db, env.DATABASE_URL);
      console.table(result.tables.filter((t) => t.rows > 0));
      console.log(
        `Copiadas ${result.tables.length} tablas y ${result.sequences} secuencias en ` +
          `${Math.round(performance.now() - started)} ms; contenido verificado y libro mayor en orden ` +
          `para ${result.ledgerUsers} usuarios.\nArrancá el servidor con DATABASE_URL para usar PostgreSQL.`,
      );
    } finally {
      await source.close();
    }
  } finally {
    release();
  }
});
