/**
 * OCR quality and speed over three sets of captures: the original fixtures (bench/ocr/fixtures, made
 * by generate.ts) and the varied set (varied/generate.ts): its tuning layouts and its held-out
 * layouts, which the recognizer was never tuned on. Share of statistic and player fields read
 * exactly per set, seconds per 1280×720 image with the pool warm, peak memory. Then the queue under a
 * burst against a running server (burst.ts).
 * Run: npm run bench:ocr [-- --verbose] [--only=text] [--set=fixtures|tuning|held-out] [--no-burst | --burst]
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { matchPlayers } from '@liga/domain';
import { createOcrPool } from '../../apps/api/src/features/ocr/pool';
import { recognize } from '../../apps/api/src/features/ocr/recognize';
import { runBurst } from './burst';
import { FIXTURES_DIR, type Expectation } from './generate';
import { scoreRecognition } from './score';
import { add, emptyTally, pct, printTally, type Tally } from './tally';
import { variedSet, VARIED_DIR, type VariedExpectation } from './varied/generate';

const verbose = process.argv.includes('--verbose');
if (process.argv.includes('--burst')) {
  await runBurst();
  process.exit(0);
}
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const onlySet = process.argv.find((a) => a.startsWith('--set='))?.slice(6);

type Capture = Expectation & { set: string; dir: string };
const readSet = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'expected.json'), 'utf8')) as VariedExpectation[];
const all: Capture[] = [
  ...(await readSet(FIXTURES_DIR)).map((f) => ({ ...f, set: 'fixtures', dir: FIXTURES_DIR })),
  ...(await variedSet()).map((f) => ({ ...f, dir: VARIED_DIR })),
];
const fixtures = all.filter((f) => (!only || f.file.includes(only)) && (!onlySet || f.set === onlySet));
const images = await Promise.all(fixtures.map((f) => readFile(path.join(f.dir, f.file))));
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

// Throughput: every image queued at once, as a batch of uploads would be. CPU time of the whole
// process (the engine's and the preprocessing's threads are its own) holds on a loaded machine.
t = performance.now();
const batchCpu = process.cpuUsage();
const results = await Promise.all(
  fixtures.map(async (f, i) => {
    const started = performance.now();
    const r = await recognize(pool, images[i]!, { vocabulary: vocabularyOf(f) });
    return { f, r, ms: performance.now() - started };
  }),
);
const batchMs = performance.now() - t;
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const batchCpuS = cpuSeconds(batchCpu);

// Latency: 1280×720 captures of every set one at a time (at most LATENCY_SAMPLE, spread over the sets).
const LATENCY_SAMPLE = process.argv.includes('--no-latency') ? 0 : 16;
const hdAll = fixtures
  .map((f, i) => ({ f, image: images[i]! }))
  .filter(({ f }) => f.width === 1280 && f.height === 720);
const step = Math.max(1, hdAll.length / Math.max(1, LATENCY_SAMPLE));
const hd =
  LATENCY_SAMPLE === 0 ? [] : hdAll.filter((_, i) => Math.floor(i % step) === 0).slice(0, LATENCY_SAMPLE);
const latencies: number[] = [];
const singleCpu = process.cpuUsage();
for (const { f, image } of hd) {
  const started = performance.now();
  const stages: string[] = [];
  const onStage = (stage: string, ms: number) => stages.push(`${stage} ${Math.round(ms)}`);
  await recognize(pool, image, { vocabulary: vocabularyOf(f), onStage });
  latencies.push(performance.now() - started);
  if (verbose) console.log(`${f.file}: ${Math.round(latencies.at(-1)!)} ms (${stages.join(', ')})`);
}
const singleCpuS = cpuSeconds(singleCpu);
await pool.close();

const sets = new Map<string, Tally>();
const byLayout = new Map<string, Tally>();
for (const { f, r } of results) {
  const s = scoreRecognition(f, r.data);
  add((sets.get(f.set) ?? sets.set(f.set, emptyTally()).get(f.set))!, s);
  const layout = `${f.set}/${(f as Partial<VariedExpectation>).layout ?? f.kind}`;
  add((byLayout.get(layout) ?? byLayout.set(layout, emptyTally()).get(layout))!, s);
  const share = ((100 * s.exact) / s.fields).toFixed(1);
  console.log(`${f.file.padEnd(44)} ${share.padStart(5)} %  ${s.exact}/${s.fields}  extra ${s.extra}`);
  if (verbose) for (const m of s.misses) console.log(`    ${m}`);
}

// Matching the printed players to the registered squads (as the API does after reading).
const matching = { certainRight: 0, certainWrong: 0, flagged: 0, needless: 0, rows: 0 };
for (const { f, r } of results) {
  if (f.kind !== 'player_ratings' || !r.data) continue;
  const squad = [
    ...f.squads.home.map((name, i) => ({ id: i + 1, name, team_id: 1 })),
    ...f.squads.away.map((name, i) => ({ id: 100 + i, name, team_id: 2 })),
  ];
  const decided = matchPlayers(
    r.data.players.map((p, i) => ({ name: r.spellings[i] ?? p.name, shirt_number: p.shirt_number })),
    squad,
  );
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
for (const [name, t] of sets) printTally(name, t);
console.log(
  `por diseño: ${[...byLayout].map(([name, t]) => `${name} ${pct(t.exact, t.fields)}`).join(', ')}`,
);
console.log(
  `emparejamiento con los planteles: ${matching.rows} filas, seguras y correctas ${matching.certainRight}, ` +
    `para elegir ${matching.flagged} (${matching.needless} con apellido único), seguras y equivocadas ${matching.certainWrong}`,
);
console.log(`pool: ${pool.size} workers, arranque ${(warmMs / 1000).toFixed(2)} s`);
console.log(
  `lote de ${fixtures.length} imágenes: ${(batchMs / 1000).toFixed(1)} s → ${(batchMs / 1000 / fixtures.length).toFixed(2)} s por imagen; CPU ${(batchCpuS / fixtures.length).toFixed(2)} s por imagen`,
);
console.log(
  `1280×720 de a una (${latencies.length}): media ${(mean(latencies) / 1000).toFixed(2)} s, máx ${(Math.max(...latencies) / 1000).toFixed(2)} s; CPU ${(singleCpuS / Math.max(1, latencies.length)).toFixed(2)} s por imagen`,
);
// The workers are threads of this process, so its peak resident memory covers engine and images.
console.log(`memoria: pico ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (proceso con el pool)`);
console.log(
  `carga de la máquina (1/5/15 min): antes ${loadBefore}, después ${load()} en ${os.availableParallelism()} núcleos`,
);
if (!process.argv.includes('--no-burst')) await runBurst();
