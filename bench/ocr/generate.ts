/**
 * Generates the OCR fixture set: synthetic game screenshots of both kinds (match statistics, player
 * ratings) with their expected values. Deterministic: the same seed gives the same images.
 * Run: npm run ocr:fixtures   (needs the fonts of FONTS installed; the committed images need none)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLUBS, squad } from './names';
import { renderRatings, type RatingsExpectation } from './render-ratings';
import { renderStatistics, type StatisticsExpectation } from './render-statistics';
import { encode, FONTS, seeded, type EncodeOptions } from './render-kit';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export type Expectation = (StatisticsExpectation | RatingsExpectation) & {
  file: string;
  width: number;
  height: number;
  font: string;
  /** The registered squads of both teams (for the matching measure and the API tests). */
  squads: { home: string[]; away: string[] };
};

/** 16:9 captures, phone landscape (19.5:9) and phone portrait; 1280×720 most often. */
const SIZES: [number, number][] = [
  [1280, 720],
  [1280, 720],
  [1920, 1080],
  [1280, 720],
  [1560, 720],
  [720, 1560],
  [1600, 900],
  [1280, 720],
  [1080, 2340],
];
const PER_KIND = 18;

async function main() {
  const rng = seeded(15_2025);
  await rm(FIXTURES_DIR, { recursive: true, force: true });
  await mkdir(FIXTURES_DIR, { recursive: true });
  const expected: Expectation[] = [];
  let bytes = 0;
  for (let i = 0; i < PER_KIND * 2; i++) {
    const kind = i % 2 === 0 ? 'match_statistics' : 'player_ratings';
    const [w, h] = SIZES[Math.floor(i / 2) % SIZES.length]!;
    const font = FONTS[i % FONTS.length]!;
    const [home, away] = rng.shuffle(CLUBS);
    const squads = { home: squad(rng, rng.int(18, 22)), away: squad(rng, rng.int(18, 22)) };
    const score: [number, number] = [rng.int(0, 4), rng.int(0, 3)];
    const base = { w, h, font, home: home!, away: away!, score };
    const rendered =
      kind === 'match_statistics'
        ? renderStatistics(rng, base)
        : rng.chance(0.5)
          ? renderRatings(rng, { ...base, squad: squads.home, team: home! })
          : renderRatings(rng, { ...base, squad: squads.away, team: away! });
    const encoding: EncodeOptions = {
      noise: rng.pick([0, 6, 10, 14, 18]),
      format: rng.chance(0.7) ? 'jpeg' : 'webp',
      quality: rng.int(55, 85),
    };
    const file = `${String(i + 1).padStart(2, '0')}-${kind === 'match_statistics' ? 'stats' : 'ratings'}-${w}x${h}.${encoding.format === 'jpeg' ? 'jpg' : 'webp'}`;
    const image = await encode(rng, rendered.svg, w, h, encoding);
    bytes += image.length;
    await writeFile(path.join(FIXTURES_DIR, file), image);
    expected.push({ ...rendered.expected, file, width: w, height: h, font, squads });
  }
  for (const pair of await matchPair(rng)) {
    bytes += pair.bytes;
    expected.push(pair.expectation);
  }
  await writeFile(path.join(FIXTURES_DIR, 'expected.json'), `${JSON.stringify(expected, null, 1)}\n`);
  console.log(`${expected.length} capturas en ${FIXTURES_DIR} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

/**
 * Both teams' ratings of one match, as a manager would send them together (the e2e flow uses them):
 * two players of the home squad share the surname Pérez and one of them is printed by surname only,
 * so that the screen has one uncertain match for the user to settle.
 */
async function matchPair(rng: ReturnType<typeof seeded>) {
  const [home, away] = ['Atlético Norte', 'Deportivo Sur'];
  const squads = {
    home: [
      'Juan Pérez',
      'Tomás Pérez',
      'Hugo Díaz',
      'Iván Gómez',
      'Martín Acuña',
      'Lucas Benítez',
      'Bruno Castro',
      'Ramón Ibáñez',
      'Julián Muñoz',
      'Gonzalo Ortiz',
      'Facundo Ríos',
      'Andrés Zárate',
    ],
    away: [
      'Pablo Ruiz',
      'Leo Sosa',
      'Nicolás Vera',
      'Sebastián Toledo',
      'Emiliano Núñez',
      'Agustín Medina',
      'Rodrigo Salazar',
      'Cristian Herrera',
      'Matías Quintero',
      'Joaquín Valdés',
      'Santiago Peña',
      'Federico Cáceres',
    ],
  };
  const score: [number, number] = [2, 1];
  const out = [];
  for (const side of ['home', 'away'] as const) {
    const team = side === 'home' ? home : away;
    const rendered = renderRatings(rng, {
      w: 1280,
      h: 720,
      font: 'DejaVu Sans',
      home,
      away,
      score,
      squad: squads[side],
      team,
      nameStyle: (registered) =>
        registered === 'Tomás Pérez' ? 'surname' : registered === 'Juan Pérez' ? 'full' : 'initial',
    });
    const file = `${side === 'home' ? 37 : 38}-pair-${side}-1280x720.jpg`;
    const image = await encode(rng, rendered.svg, 1280, 720, { noise: 8, format: 'jpeg', quality: 75 });
    await writeFile(path.join(FIXTURES_DIR, file), image);
    out.push({
      bytes: image.length,
      expectation: { ...rendered.expected, file, width: 1280, height: 720, font: 'DejaVu Sans', squads },
    });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
