/**
 * OCR quality and speed over the whole fixture set (bench/ocr/fixtures, made by generate.ts):
 * share of statistic and player fields read exactly, and seconds per image with the pool warm.
 * Then the queue under a burst against a running server (burst.ts): peak and idle memory, and how
 * long a real capture waits meanwhile.
 * Run: npm run bench:ocr [-- --verbose] [--no-burst | --burst (only the burst)]
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { matchPlayers } from '@liga/domain';
import { createOcrPool } from '../../apps/api/src/features/ocr/pool';
import { recognize } from '../../apps/api/src/features/ocr/recognize';
import { runBurst } from './burst';
import { FIXTURES_DIR, type Expectation } from './generate';
import { scoreRecognition, type FieldScore } from './score';

const verbose = process.argv.includes('--verbose');
if (process.argv.includes('--burst')) {
  await runBurst();
  process.exit(0);
}
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const all = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'expected.json'), 'utf8')) as Expectation[];
const fixtures = only ? all.filter((f) => f.file.includes(only)) : all;
const images = await Promise.all(fixtures.map((f) => readFile(path.join(FIXTURES_DIR, f.file))));
const vocabularyOf = (f: Expectation) => ({
  teams: [f.teams.home, f.teams.away],
  names: [...f.squads.home, ...f.squads.away],
});

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadBefore = load();
const pool = createOcrPool();
let t = performance.now();
await pool.warm();
const warmMs = performance.now() - t;

// Throughput: every image queued at once, as a batch of uploads would be.
t = performance.now();
const results = await Promise.all(
  fixtures.map(async (f, i) => {
    const started = performance.now();
    const r = await recognize(pool, images[i]!, { vocabulary: vocabularyOf(f) });
    return { f, r, ms: performance.now() - started };
  }),
);
const batchMs = performance.now() - t;

// Latency: the 1280×720 captures one at a time.
const hd = fixtures
  .map((f, i) => ({ f, image: images[i]! }))
  .filter(({ f }) => f.width === 1280 && f.height === 720);
const latencies: number[] = [];
for (const { f, image } of hd) {
  const started = performance.now();
  await recognize(pool, image, { vocabulary: vocabularyOf(f) });
  latencies.push(performance.now() - started);
}
await pool.close();

const total: FieldScore = {
  fields: 0,
  exact: 0,
  headerFields: 0,
  headerExact: 0,
  extra: 0,
  misses: [],
  byField: {},
};
const byKind = new Map<string, { fields: number; exact: number }>();
for (const { f, r } of results) {
  const s = scoreRecognition(f, r.data);
  total.fields += s.fields;
  total.exact += s.exact;
  total.headerFields += s.headerFields;
  total.headerExact += s.headerExact;
  total.extra += s.extra;
  for (const [field, tally] of Object.entries(s.byField)) {
    const t = (total.byField[field] ??= { fields: 0, exact: 0 });
    t.fields += tally.fields;
    t.exact += tally.exact;
  }
  const k = byKind.get(f.kind) ?? { fields: 0, exact: 0 };
  k.fields += s.fields;
  k.exact += s.exact;
  byKind.set(f.kind, k);
  const pct = ((100 * s.exact) / s.fields).toFixed(1);
  console.log(`${f.file.padEnd(32)} ${pct.padStart(5)} %  ${s.exact}/${s.fields}  extra ${s.extra}`);
  if (verbose) for (const m of s.misses) console.log(`    ${m}`);
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;

// Matching the printed players to the registered squads (as the API does after reading).
const matching = { certainRight: 0, certainWrong: 0, flagged: 0, needless: 0, rows: 0 };
for (const { f, r } of results) {
  if (f.kind !== 'player_ratings' || !r.data) continue;
  const squad = [
    ...f.squads.home.map((name, i) => ({ id: i + 1, name, team_id: 1 })),
    ...f.squads.away.map((name, i) => ({ id: 100 + i, name, team_id: 2 })),
  ];
  const decided = matchPlayers(r.data.players, squad);
  r.data.players.forEach((p, i) => {
    const want = f.players.find((e) => e.shirt_number === p.shirt_number)?.registered;
    const m = decided[i]!;
    matching.rows += 1;
    if (m.uncertain) {
      matching.flagged += 1;
      const surname = (n: string) => n.split(' ').at(-1);
      const all = [...f.squads.home, ...f.squads.away];
      if (want && all.filter((n) => surname(n) === surname(want)).length === 1) {
        matching.needless += 1;
        if (verbose)
          console.log(
            `    para elegir sin necesidad: ${p.name} (era ${want}) → ${m.candidates.map((c) => c.name).join(', ')}`,
          );
      }
    } else if (m.name === want) matching.certainRight += 1;
    else {
      matching.certainWrong += 1;
      if (verbose) console.log(`    emparejado mal: ${p.name} → ${m.name} (era ${want})`);
    }
  });
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log('');
console.log(
  `campos exactos (estadísticas y jugadores): ${pct(total.exact, total.fields)} (${total.exact}/${total.fields})`,
);
for (const [kind, k] of byKind) console.log(`  ${kind}: ${pct(k.exact, k.fields)}`);
console.log(
  `  por campo: ${Object.entries(total.byField)
    .map(([field, t]) => `${field} ${pct(t.exact, t.fields)}`)
    .join(', ')}`,
);
console.log(
  `tipo de pantalla y equipos: ${pct(total.headerExact, total.headerFields)}; filas de más: ${total.extra}`,
);
console.log(
  `emparejamiento con los planteles: ${matching.rows} filas, seguras y correctas ${matching.certainRight}, ` +
    `para elegir ${matching.flagged} (${matching.needless} con apellido único), seguras y equivocadas ${matching.certainWrong}`,
);
console.log(`pool: ${pool.size} workers, arranque ${(warmMs / 1000).toFixed(2)} s`);
console.log(
  `lote de ${fixtures.length} imágenes: ${(batchMs / 1000).toFixed(1)} s → ${(batchMs / 1000 / fixtures.length).toFixed(2)} s por imagen`,
);
console.log(
  `1280×720 de a una (${latencies.length}): media ${(mean(latencies) / 1000).toFixed(2)} s, máx ${(Math.max(...latencies) / 1000).toFixed(2)} s`,
);
// The workers are threads of this process, so its peak resident memory covers engine and images.
console.log(`memoria: pico ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (proceso con el pool)`);
console.log(
  `carga de la máquina (1/5/15 min): antes ${loadBefore}, después ${load()} en ${os.availableParallelism()} núcleos`,
);
if (!process.argv.includes('--no-burst')) await runBurst();
