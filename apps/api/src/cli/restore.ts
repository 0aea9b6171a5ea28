/**
 * npm run restore -- <backup file> [--yes]: replaces the configured database with a backup.
 * PGlite: with the server stopped, DATA_DIR/db is moved aside (kept, to undo) and rebuilt from the
 * file. PostgreSQL (DATABASE_URL): pg_restore in one transaction; stop every app instance first.
 * Either way the budget ledger is checked afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  isPgliteBackup,
  ledgerMismatches,
  lockDataDir,
  openDb,
  pgliteFolder,
  restorePgliteBackup,
  restorePostgresBackup,
  type DbHandle,
} from '@liga/db';
import { loadEnv } from '../env';
import { confirm, parseArgs, runCli } from '../lib/cli';

async function check(handle: DbHandle): Promise<void> {
  try {
    const mismatches = await ledgerMismatches(handle.db);
    if (mismatches.length > 0)
      throw new Error(`el libro mayor no cuadra para ${mismatches.length} usuarios tras restaurar`);
    console.log('Libro mayor verificado: cada presupuesto es la suma de sus movimientos.');
  } finally {
    await handle.close();
  }
}

runCli(async () => {
  const { flags, rest } = parseArgs(process.argv.slice(2));
  const file = rest[0] ? path.resolve(rest[0]) : undefined;
  if (!file || !fs.existsSync(file)) {
    console.error('Uso: npm run restore -- <archivo de respaldo> [--yes]');
    return 2;
  }
  const env = loadEnv();
  const yes = flags.get('yes') === true;

  if (env.DATABASE_URL) {
    if (isPgliteBackup(file)) throw new Error('Es un respaldo de PGlite: usá npm run migrate:postgres.');
    const ok = await confirm(
      'Se reemplazará el contenido de la base PostgreSQL de DATABASE_URL. Detené antes todas las instancias.',
      yes,
    );
    if (!ok) return 1;
    await restorePostgresBackup(file, env.DATABASE_URL, { pgBinDir: env.PG_BIN_DIR });
    console.log(`Restaurado ${path.basename(file)} en PostgreSQL.`);
    await check(await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 1 }));
    return;
  }

  if (!isPgliteBackup(file)) throw new Error('Es un respaldo de PostgreSQL: definí DATABASE_URL.');
  const dataDir = path.resolve(env.DATA_DIR);
  const release = lockDataDir(dataDir); // refuses while a server has the folder open
  try {
    const target = pgliteFolder(dataDir);
    const hasDb = fs.existsSync(path.join(target, 'PG_VERSION'));
    if (
      hasDb &&
      !(await confirm(`Se reemplazará la base de ${dataDir} (la actual queda guardada aparte).`, yes))
    )
      return 1;
    if (hasDb) {
      const aside = `${target}.antes-de-restaurar-${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}`;
      fs.renameSync(target, aside);
      console.log(`La base anterior quedó en ${aside}`);
    }
    await restorePgliteBackup(file, target);
    console.log(`Restaurado ${path.basename(file)} en ${target}.`);
    await check(await openDb({ dataDir: target }));
  } finally {
    release();
  }
});
