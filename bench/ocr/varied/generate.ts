/**
 * The varied capture set: the layouts of layouts.ts and fresh-layouts*.ts rendered by Chromium (real
 * fonts, real table layout) at 720p–1440p, light and dark, body text of 12–40 px, ratings in coloured
 * boxes of any hue, rotated up to ±3° as a phone photo is, saved as JPEG of quality 60–92.
 * Deterministic (seeded); the images go to bench/results/ocr-varied (not kept in git), with expected.json.
 * Run: npx tsx bench/ocr/varied/generate.ts   (npm run bench:ocr makes it when missing or drawn from
 * another list of layouts)
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import type { Expectation } from '../generate';
import { CLUBS, squad } from '../names';
import { playerLines } from '../render-ratings';
import { ENGLISH, SPANISH } from '../render-statistics';
import { seeded, type Rng } from '../render-kit';
import { FRESH_LAYOUTS } from './fresh-layouts';
import { FRESH_LAYOUTS_3 } from './fresh-layouts-3';
import { FRESH_LAYOUTS_4 } from './fresh-layouts-4';
import { FRESH_LAYOUTS_5 } from './fresh-layouts-5';
import { FRESH_LAYOUTS_6 } from './fresh-layouts-6';
import { LAYOUTS as FIRST_LAYOUTS, type Layout, type SetName } from './layouts';
import { pickLook } from './looks';

/**
 * Every layout drawn, in order. Fresh held-out layouts come after the others, so that the captures of
 * the others stay byte for byte the same: aros and duelo (drawn after decision 046's first rules,
 * measured once unseen, then studied), then fichas and tablero, then pizarra and paneles (each pair
 * measured once unseen, then studied in decision 048), then dorsales and marcador (fresh-layouts-5.ts,
 * measured once unseen in decision 048, partly studied), then consola and columnas (fresh-layouts-6.ts,
 * drawn last, measured once unseen and studied in decision 049).
 */
const LAYOUTS: readonly Layout[] = [
  ...FIRST_LAYOUTS,
  ...FRESH_LAYOUTS,
  ...FRESH_LAYOUTS_3,
  ...FRESH_LAYOUTS_4,
  ...FRESH_LAYOUTS_5,
  ...FRESH_LAYOUTS_6,
];

export const VARIED_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../results/ocr-varied',
);

export type VariedExpectation = Expectation & {
  set: SetName;
  layout: string;
  rotation: number;
  quality: number;
  fontSize: number;
};

const LANDSCAPE: [number, number][] = [
  [1280, 720],
  [1280, 720],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
];
const PORTRAIT: [number, number][] = [
  [720, 1280],
  [1080, 1920],
  [1440, 2560],
];
/** Captures per layout: tuning layouts and held-out ones. */
export const PER_LAYOUT = { tuning: 8, 'held-out': 10 } as const;

const sizeOf = (layout: Layout, index: number) =>
  layout.portrait ? PORTRAIT[index % PORTRAIT.length]! : LANDSCAPE[index % LANDSCAPE.length]!;

/** Body size 12–40 px, as large as the screen lets `rows` rows fit. */
function fontSize(rng: Rng, w: number, h: number, rows: number): number {
  const fits = Math.floor(Math.min((h * 0.9) / ((rows + 4) * 1.8), w / 34));
  return Math.max(12, Math.min(rng.int(12, 40), fits, 40));
}

function screenFor(rng: Rng, layout: Layout, index: number) {
  const [w, h] = sizeOf(layout, index);
  const [home, away] = rng.shuffle(CLUBS) as [string, string];
  const score: [number, number] = [rng.int(0, 4), rng.int(0, 3)];
  const english = rng.chance(0.25);
  return { w, h, home, away, score, english };
}

/** One capture: HTML, expected values, the squads. */
function compose(rng: Rng, layout: Layout, index: number) {
  const base = screenFor(rng, layout, index);
  const squads = { home: squad(rng, rng.int(18, 22)), away: squad(rng, rng.int(18, 22)) };
  if (layout.kind === 'match_statistics') {
    const pool = base.english ? ENGLISH : SPANISH;
    const n = rng.int(7, 11);
    const chosen = rng
      .shuffle(pool.map((_, i) => i))
      .slice(0, n)
      .sort((a, b) => a - b);
    const statistics = chosen.map((i) => {
      const [stat, value] = pool[i]!;
      const [home_value, away_value] = value(rng);
      return { stat, home_value, away_value };
    });
    const look = pickLook(rng, layout.fonts, fontSize(rng, base.w, base.h, n * 1.3), false);
    const html = layout.html(rng, { ...base, look, statistics });
    const expected = { kind: layout.kind, teams: { home: base.home, away: base.away }, statistics };
    return { html, expected, squads, look };
  }
  const teamSide = rng.chance(0.5) ? 'home' : 'away';
  const team = base[teamSide];
  const n = Math.min(rng.int(11, layout.portrait ? 18 : 15), squads[teamSide].length);
  const style = rng.pick(['full', 'initial', 'surname', 'upper-surname', 'mixed'] as const);
  const teamScore = teamSide === 'home' ? base.score[0] : base.score[1];
  const players = playerLines(rng, rng.shuffle(squads[teamSide]).slice(0, n), style, teamScore);
  const picked = pickLook(rng, layout.fonts, fontSize(rng, base.w, base.h, n), rng.chance(0.6));
  const look = layout.restyle?.(rng, picked, base) ?? picked;
  const zero = rng.pick(['0', '-', '']);
  const html = layout.html(rng, { ...base, look, team, players, zero });
  const expected = {
    kind: layout.kind,
    teams: { home: base.home, away: base.away },
    team,
    players,
  };
  return { html, expected, squads, look };
}

/** A phone photo's slight turn: rotated about the centre, cut back to the screen's size. */
async function degrade(
  png: Buffer,
  w: number,
  h: number,
  rotation: number,
  background: string,
  quality: number,
) {
  let image = sharp(png);
  if (rotation !== 0) {
    const turned = await image.rotate(rotation, { background }).png().toBuffer({ resolveWithObject: true });
    const left = Math.floor((turned.info.width - w) / 2);
    const top = Math.floor((turned.info.height - h) / 2);
    image = sharp(turned.data).extract({ left, top, width: w, height: h });
  }
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
}

export async function generateVaried(dir = VARIED_DIR): Promise<VariedExpectation[]> {
  const rng = seeded(31_2026);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const expected: VariedExpectation[] = [];
  try {
    for (const layout of LAYOUTS) {
      for (let i = 0; i < PER_LAYOUT[layout.set]; i++) {
        const { html, expected: e, squads, look } = compose(rng, layout, i);
        const size = sizeOf(layout, i);
        await page.setViewportSize({ width: size[0], height: size[1] });
        await page.setContent(html);
        await page.evaluate('document.fonts.ready');
        const png = await page.screenshot({ type: 'png' });
        const rotation = rng.chance(0.3) ? 0 : Math.round((rng.next() * 6 - 3) * 10) / 10;
        const quality = rng.int(60, 92);
        const image = await degrade(png, size[0], size[1], rotation, look.bg, quality);
        const file = `${layout.set}-${layout.name}-${String(i + 1).padStart(2, '0')}-${size[0]}x${size[1]}.jpg`;
        await writeFile(path.join(dir, file), image);
        expected.push({
          ...(e as Expectation),
          file,
          width: size[0],
          height: size[1],
          font: look.font,
          squads,
          set: layout.set,
          layout: layout.name,
          rotation,
          quality,
          fontSize: look.size,
        });
      }
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(dir, 'expected.json'), `${JSON.stringify(expected, null, 1)}\n`);
  return expected;
}

/** Which layout each capture of a set comes from, in order: what a change to LAYOUTS or PER_LAYOUT changes. */
const layoutsOf = (set: readonly { set: SetName; layout: string }[]) =>
  set.map((e) => `${e.set}/${e.layout}`).join();
const planned = () =>
  layoutsOf(LAYOUTS.flatMap((l) => Array(PER_LAYOUT[l.set]).fill({ set: l.set, layout: l.name })));

/** The varied set as drawn in `dir`, drawn again first when it is missing or its layouts are not today's. */
export async function variedSet(dir = VARIED_DIR): Promise<VariedExpectation[]> {
  const drawn = await readFile(path.join(dir, 'expected.json'), 'utf8').then(
    (text) => JSON.parse(text) as VariedExpectation[],
    () => undefined,
  );
  return drawn && layoutsOf(drawn) === planned() ? drawn : generateVaried(dir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = await generateVaried();
  console.log(`${made.length} capturas en ${VARIED_DIR}`);
}
