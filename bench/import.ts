/**
 * The legacy import at scale (decision 032): the fixture league with 20 seasons (over 100,000
 * match_statistics rows) as a mysqldump file, read and imported into an empty embedded database
 * (PGlite, in memory), and into PostgreSQL when BENCH_DATABASE_URL names an empty database.
 * The target: the whole import under a minute on this machine.
 * Run: npm run bench:import [seasons, default 20]
 */
import os from 'node:os';
import { openDb } from '@liga/db';
import { readDump } from '../apps/api/src/features/legacy-import/dump-reader';
import { generateFixtureDump } from '../apps/api/src/features/legacy-import/fixtures/generate';
import { importLegacy } from '../apps/api/src/features/legacy-import/service';

const SEASONS = Number(process.argv[2] ?? 20);
const ms = (since: number) => Math.round(performance.now() - since);

const dump = generateFixtureDump({ version: 'v1', seasons: SEASONS });
console.log(
  `volcado: ${(dump.length / 1024 / 1024).toFixed(1)} MB, ${SEASONS} temporadas; carga ${os.loadavg()[0]!.toFixed(1)} en ${os.cpus().length} núcleos`,
);

const targets: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.BENCH_DATABASE_URL) targets.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
let failed = false;
for (const [name, databaseUrl] of targets) {
  const handle = await openDb(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir: 'memory://' });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const data = readDump(dump);
    const read = ms(started);
    const report = await importLegacy(handle.db, data);
    const total = ms(started);
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    const stats = report.tables.find((t) => t.legacy === 'match_statistics')!;
    console.log(
      `${name}: ${stats.after} filas de estadísticas (de ${stats.rows}); lectura ${read} ms, importación completa ${total} ms` +
        ` (${Math.round((stats.after! / total) * 1000)} filas/s; CPU de este proceso ${cpuMs} ms); libro mayor ${report.ledger.mismatches.length === 0 ? 'en orden' : 'DESCUADRADO'}`,
    );
    if (stats.after! < 100_000 || total > 60_000) failed = true;
  } finally {
    await handle.close();
  }
}
console.log(
  failed
    ? 'FALLA: menos de 100.000 filas o más de un minuto.'
    : 'OK: más de 100.000 filas en menos de un minuto.',
);
process.exit(failed ? 1 : 0);
