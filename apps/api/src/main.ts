import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  DataDirLockedError,
  DEMO_PASSWORD,
  exclusively,
  LOCKS,
  lockDataDir,
  openDb,
  ownerOnly,
  pgliteFolder,
  refreshRulebookSearchText,
} from '@liga/db';
import { installSpanishZodMessages } from '@liga/domain/zod-locale';
import { buildApp } from './app';
import { loadEnv } from './env';
import { shutdownHandler, startWatchdog } from './lib/shutdown';
import { backupsDir } from './plugins/scheduler';
import { bootstrapAccounts, loadSecret, StartRefusedError } from './lib/bootstrap';

function lockOrExit(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Started before anything can block the main thread, armed by SIGTERM (decision 011, "Shutdown").
  const watchdog = startWatchdog();
  // Schemas without their own message answer in Spanish, the environment's included.
  installSpanishZodMessages();
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const release = env.DATABASE_URL ? undefined : lockOrExit(dataDir);
  // Folders of earlier versions hold world-readable files (PGlite's 0666, backups 0644): owner-only
  // from now on, the database, its backups and whatever else is there (decision 013).
  if (!env.DATABASE_URL) ownerOnly(dataDir);
  ownerOnly(backupsDir(env));
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : pgliteFolder(dataDir),
    poolSize: env.DATABASE_POOL_SIZE,
  });
  // Several instances may start together on one PostgreSQL: one seeds, the others find it done.
  const { accounts, secret } = await exclusively(handle.db, LOCKS.bootstrap, async () => {
    const seeded = await bootstrapAccounts(handle.db, env);
    // PGlite never runs autoanalyze: a fresh demo league gets statistics now, later ones daily (scheduler).
    if (seeded && handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
    // The rule book's search text shows the rules' current numbers, which may change with a release.
    await refreshRulebookSearchText(handle.db);
    return { accounts: seeded, secret: await loadSecret(handle.db, env) };
  });
  const app = await buildApp({
    db: handle.db,
    env,
    secret,
    serveWeb: true,
    runJobs: true,
  });

  const shutdown = shutdownHandler({ app, closeDb: handle.close, release, watchdog });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // `npm run backup` asks a running server for a backup this way (the data folder is locked).
  process.on('SIGUSR2', () => {
    app.scheduler
      .runNow('backup')
      .catch((error: unknown) => app.log.error({ err: error }, 'Respaldo fallido'));
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${dataDir}`;
  console.log(`\nLiga Manager en http://localhost:${env.PORT}  (base de datos: ${where})`);
  if (accounts) {
    console.log(`\nLiga de demostración creada. Cuentas (password: ${DEMO_PASSWORD}):`);
    for (const a of accounts) console.log(`  ${a.rol.padEnd(20)} ${a.email}${a.team ? `  (${a.team})` : ''}`);
    console.log('  Los demás equipos tienen su DT: primera02..14@liga.test, segunda02..14@liga.test\n');
  }
}

main().catch((error) => {
  // A refused start is the operator's to fix: the message says how, a stack trace would hide it.
  console.error(error instanceof StartRefusedError ? `\nNo se puede arrancar: ${error.message}\n` : error);
  process.exit(1);
});
