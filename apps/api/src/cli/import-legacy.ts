/**
 * npm run import:legacy -- --dump liga.sql | --mysql mysql://user:pass@host/db [--dry-run]: brings a
 * league over from the previous application into an empty database (DATABASE_URL, or the PGlite in
 * DATA_DIR with the server stopped), in one transaction, and prints the report (decision 032).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir, openDb, pgliteFolder } from '@liga/db';
import { loadEnv } from '../env';
import { parseArgs, runCli } from '../lib/cli';
import { readDump } from '../features/legacy-import/dump-reader';
import { formatReport } from '../features/legacy-import/format-report';
import { readMysql } from '../features/legacy-import/mysql-reader';
import { importLegacy } from '../features/legacy-import/service';

const USAGE =
  'Uso: npm run import:legacy -- (--dump archivo.sql | --mysql mysql://usuario:clave@host/base) [--dry-run]';

runCli(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const dump = flags.get('dump');
  const url = flags.get('mysql');
  if ((typeof dump === 'string') === (typeof url === 'string')) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  const data = typeof dump === 'string' ? readDump(fs.readFileSync(dump)) : await readMysql(url as string);
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(path.resolve(env.DATA_DIR));
  try {
    const handle = await openDb(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL, poolSize: 2 }
        : { dataDir: pgliteFolder(path.resolve(env.DATA_DIR)) },
    );
    try {
      let last = 0;
      const report = await importLegacy(handle.db, data, {
        dryRun: flags.has('dry-run'),
        progress: (table, done, total) => {
          const pct = Math.floor((done / total) * 100);
          if (pct >= last + 10) process.stderr.write(`  ${(last = pct)}% (${table})\n`);
        },
      });
      console.log(formatReport(report));
      console.log(`\n${Math.round(performance.now() - started)} ms.`);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
});
