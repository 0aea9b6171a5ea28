import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DataDirLockedError, DEMO_PASSWORD, lockDataDir, openDb, refreshRulebookSearchText } from '@liga/db';
import { buildApp } from './app';
import { loadEnv } from './env';
import { ensureAdmin, loadSecret, seedIfEmpty } from './lib/bootstrap';

async function main(): Promise<void> {
  const env = loadEnv();
  let release: (() => void) | undefined;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(path.resolve(env.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  const accounts = await seedIfEmpty(handle.db, env);
  if (await ensureAdmin(handle.db, env)) console.log(`Admin creado: ${env.ADMIN_EMAIL}`);
  // The rule book's search text shows the rules' current numbers, which may change with a release.
  await refreshRulebookSearchText(handle.db);
  // PGlite never runs autovacuum/autoanalyze: refresh planner statistics once per start.
  if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
  const app = await buildApp({
    db: handle.db,
    env,
    secret: await loadSecret(handle.db, env),
    serveWeb: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    await app.close();
    await handle.close();
    release?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${path.resolve(env.DATA_DIR)}`;
  console.log(`\nLiga Manager en http://localhost:${env.PORT}  (base de datos: ${where})`);
  if (accounts) {
    console.log(`\nLiga de demostración creada. Cuentas (password: ${DEMO_PASSWORD}):`);
    for (const a of accounts) console.log(`  ${a.rol.padEnd(20)} ${a.email}${a.team ? `  (${a.team})` : ''}`);
    console.log('  Los demás equipos tienen su DT: primera02..14@liga.test, segunda02..14@liga.test\n');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
