import sharp from 'sharp';
import type { Box, Canvas } from './boxes';
import { MAX_COUNT, readInteger, readRating, twoOnes } from './numbers';
import type { OcrPool } from './pool';
import { cellStrip, piecesOf, type CellLook } from './rating-cells';
import type { OcrWord } from './tsv';
import { isPositionCode } from './vocabulary';

/** What the cells' own reading found in one cell. */
export interface CellReading {
  text: string;
  /** The engine's lowest word confidence in the cell, 0–100. */
  conf: number;
  /** Each word read in the cell, left to right, with its top and foot in the strip. */
  words?: { text: string; conf: number; y0?: number; y1?: number }[];
}

/**
 * What a rating or shirt number cell may hold (decision 044): a shirt number may have a '#' before it,
 * which the numbers' reading drops (decision 048).
 */
const DIGITS = '0123456789.,#';

/** How much wider a value the engine could not read is drawn for its second reading (decision 052). */
const WIDER = 1.5;

/**
 * Reads every cell at once, with only `only`'s characters allowed (decision 044), drawn as `look` says
 * (decision 059). Null cells stay null.
 */
export async function readCells(
  pool: OcrPool,
  canvas: Canvas,
  cells: readonly (Box | null)[],
  only = DIGITS,
  look: CellLook = {},
): Promise<(CellReading | null)[]> {
  const present = cells.flatMap((c, i) => (c ? [{ box: c, at: i }] : []));
  if (present.length === 0) return cells.map(() => null);
  // Ratings, shirt numbers and counts are one value each (decision 047).
  const oneValue = only === DIGITS;
  const read = async (boxes: Box[], wider = 1, drawn = look) => {
    const strip = cellStrip(canvas, boxes, oneValue, wider, drawn);
    const image = await sharp(strip.grey, { raw: { width: strip.width, height: strip.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const words = (await pool.recognize({ image, only })).map((w) => ({ ...w, text: onesIn(strip, w) }));
    return strip.slots.map((slot) => {
      const reading = slotReading(words, slot);
      // Nothing, a '1' or an unsure '11' read where the ink is two bars alike: '11' (decision 054).
      return ['', '1', '11'].includes(reading.text) && twoBars(strip, slot)
        ? { text: '11', conf: Math.max(reading.conf, CELL_CONFIDENCE) }
        : reading;
    });
  };
  const first = await read(present.map((p) => p.box));
  const out: (CellReading | null)[] = cells.map(() => null);
  present.forEach(({ at }, n) => {
    out[at] = first[n]!;
  });
  // Values the engine could not read (none, or under EMPTY_CELL_CONFIDENCE), drawn half as wide again
  // and read once more: a condensed face's glyphs touch ('#32' read as nothing), decision 052. At the
  // same time, on the other worker, drawn so with their ink cut finer: small digits blurred into the
  // shape they are drawn in ('34' in a ring) keep their holes; read so only where still unread (decision 062).
  const weak = oneValue ? present.filter(({ at }) => out[at]!.conf < EMPTY_CELL_CONFIDENCE) : [];
  if (weak.length > 0) {
    const boxes = weak.map((p) => p.box);
    const [again, fine] = await Promise.all([
      read(boxes, WIDER),
      read(boxes, WIDER, { ...look, fine: true }),
    ]);
    weak.forEach(({ at }, n) => {
      if (again[n]!.conf > out[at]!.conf) out[at] = again[n]!;
      if (out[at]!.conf < EMPTY_CELL_CONFIDENCE && fine[n]!.conf > out[at]!.conf) out[at] = fine[n]!;
    });
  }
  return out;
}

/**
 * A '1' read where the strip shows two bars ('11' in a bold face, read as one wide '1'): across the
 * middle of the word's box, most lines cross two runs of ink (decision 053). A '1' with its flag or
 * foot crosses one there. Or two tall pieces of ink in the word's box (decision 054): a dash before
 * the value ('– 11', the away side of 'home – away') crosses the middle too, but is short.
 */
export function onesIn(strip: { grey: Uint8Array; width: number }, w: OcrWord): string {
  if (w.text !== '1') return w.text;
  const runs: number[] = [];
  const [top, bottom] = [w.y0 + (w.y1 - w.y0) * 0.35, w.y0 + (w.y1 - w.y0) * 0.65];
  for (let y = Math.round(top); y <= Math.round(bottom); y++) {
    let [count, inside] = [0, false];
    for (let x = Math.max(0, w.x0 - 1); x <= Math.min(strip.width - 1, w.x1 + 1); x++) {
      const dark = strip.grey[y * strip.width + x]! < 128;
      if (dark && !inside) count += 1;
      inside = dark;
    }
    runs.push(count);
  }
  runs.sort((a, b) => a - b);
  const bars = runs.length > 0 && runs[Math.floor(runs.length / 2)]! === 2;
  return bars || tallPieces(strip, w) === 2 ? '11' : w.text;
}

/** A piece of ink's height, at least this share of the word's (or of the tallest piece's), is tall. */
const TALL = 0.6;
/** A bar (a '1', its flag included) is at most this share of its height wide, and its stem below its middle STEM. */
const NARROW = 0.6;
const STEM = 0.35;

interface Piece {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The pieces of ink (8-connected dark pixels) inside a box of the strip, in the strip's pixels. */
function piecesIn(strip: { grey: Uint8Array; width: number }, box: Piece): Piece[] {
  const height = Math.floor(strip.grey.length / strip.width);
  const [x0, x1] = [Math.max(0, box.x0), Math.min(strip.width - 1, box.x1)];
  const [y0, y1] = [Math.max(0, box.y0), Math.min(height - 1, box.y1)];
  const [bw, bh] = [x1 - x0 + 1, Math.max(0, y1 - y0 + 1)];
  const dark = (i: number) => strip.grey[(y0 + Math.floor(i / bw)) * strip.width + x0 + (i % bw)]! < 128;
  return piecesOf(bw, bh, dark).map((p) => ({ x0: x0 + p.x0, x1: x0 + p.x1, y0: y0 + p.y0, y1: y0 + p.y1 }));
}

const tallOf = (pieces: Piece[], height: number) => pieces.filter((p) => p.y1 - p.y0 + 1 >= height * TALL);

/** Pieces of ink in the word's box at least TALL of its height. */
const tallPieces = (strip: { grey: Uint8Array; width: number }, w: OcrWord) =>
  tallOf(piecesIn(strip, { x0: w.x0 - 1, x1: w.x1 + 1, y0: w.y0 - 1, y1: w.y1 + 1 }), w.y1 - w.y0).length;

/**
 * A slot the engine read nothing in whose ink is two bars alike, side by side: a heavy '11' the engine
 * passes over whole, in the strip and in the wider one (decision 054). Short pieces (a dash before the
 * away value, a point) do not count.
 */
export function twoBars(strip: { grey: Uint8Array; width: number }, slot: { y0: number; y1: number }) {
  const pieces = piecesIn(strip, { x0: 0, x1: strip.width - 1, y0: slot.y0, y1: slot.y1 });
  const tallest = Math.max(0, ...pieces.map((p) => p.y1 - p.y0 + 1));
  const tall = tallOf(pieces, tallest);
  const counts = tall.map((p) => barsIn(strip, p, tallest));
  if (!counts.every((n) => n > 0) || counts.reduce((a, n) => a + n, 0) !== 2) return false;
  if (tall.length === 1) return true;
  // Two pieces: alike ('11'), not a '1' beside a narrow '7' ('17' in a ring).
  const [a, b] = tall.map((p) => ({ wide: p.x1 - p.x0 + 1, ink: inkOf(strip, p) }));
  return alike(a!.wide, b!.wide) && alike(a!.ink, b!.ink);
}

const alike = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * 0.2;

function inkOf(strip: { grey: Uint8Array; width: number }, p: Piece): number {
  let n = 0;
  for (let y = p.y0; y <= p.y1; y++)
    for (let x = p.x0; x <= p.x1; x++) if (strip.grey[y * strip.width + x]! < 128) n += 1;
  return n;
}

/**
 * How many bars a tall piece of ink is: one (narrow, and only a stem's width below its middle), two (two
 * stems side by side below its top: '11' whose flags touch), or none (a bowl, a digit of another shape).
 */
function barsIn(strip: { grey: Uint8Array; width: number }, p: Piece, tallest: number): number {
  const high = p.y1 - p.y0 + 1;
  if (high < tallest * 0.85) return 0;
  // The runs of ink on each line from `from` to `to` (shares of the height), the widest, and the
  // gap between the first two runs where there are two.
  const runsOn = (from: number, to: number) => {
    const counts: number[] = [];
    const gaps: number[] = [];
    let widest = 0;
    for (let y = Math.round(p.y0 + high * from); y <= Math.round(p.y0 + high * to); y++) {
      let [count, run, gap, end] = [0, 0, 0, -1];
      for (let x = p.x0; x <= p.x1; x++) {
        const dark = strip.grey[y * strip.width + x]! < 128;
        if (dark && run === 0) {
          count += 1;
          if (count === 2) gap = x - end - 1;
        }
        if (dark) end = x;
        run = dark ? run + 1 : 0;
        widest = Math.max(widest, run);
      }
      counts.push(count);
      if (count === 2) gaps.push(gap);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return { runs: median(counts), widest, gap: median(gaps) };
  };
  const middle = runsOn(0.35, 0.65);
  const foot = runsOn(0.5, 0.95);
  if (foot.widest > high * STEM) return 0;
  if (p.x1 - p.x0 + 1 <= high * NARROW && middle.runs === 1 && foot.runs === 1) return 1;
  // Two upright stems joined at the top keep their gap down to their feet; a '7' leans to the '1'.
  const upright = alike(middle.gap, runsOn(0.8, 0.95).gap);
  return middle.runs === 2 && foot.runs === 2 && upright ? 2 : 0;
}

/**
 * What the engine read in one slot of the strip, left to right. A '1' as wide as two is '11' here too
 * (decision 052): the strip scales a cell alike across and down.
 */
export function slotReading(words: readonly OcrWord[], slot: { y0: number; y1: number }): CellReading {
  const inside = words
    .filter((w) => {
      const mid = (w.y0 + w.y1) / 2;
      return mid >= slot.y0 && mid <= slot.y1;
    })
    .sort((a, b) => a.x0 - b.x0)
    .map((w) => ({ ...w, text: twoOnes(w) }));
  return {
    text: inside.map((w) => w.text).join(''),
    conf: inside.length > 0 ? Math.min(...inside.map((w) => w.conf)) : 0,
    words: inside.map((w) => ({ text: w.text, conf: w.conf, y0: w.y0, y1: w.y1 })),
  };
}

/** Engine confidence at which a cell's own reading is preferred to the whole capture's (decision 044). */
export const CELL_CONFIDENCE = 85;

/**
 * Engine confidence at which a cell's own reading is taken where the whole capture read nothing there:
 * a value of the cell's shape read at lower confidence is right far more often than not (decision 047).
 */
export const EMPTY_CELL_CONFIDENCE = 50;

/**
 * The cell's own value when it read one with confidence, else what the whole capture read. A value the
 * whole capture read more surely than the cell (`readConf`, the engine's confidence in it) stands: a
 * slanted box's edge turns '9.7' into '3.7' in the cell alone (decision 053).
 */
const prefer =
  <T>(parse: (text: string) => T | null) =>
  (read: T | null, cell: CellReading | null, readConf?: number): T | null => {
    if (read !== null && cell && readConf !== undefined && cell.conf < readConf) return read;
    const bar = read === null ? EMPTY_CELL_CONFIDENCE : CELL_CONFIDENCE;
    const own = cell && cell.conf >= bar ? parse(cell.text) : null;
    return own ?? read;
  };

/**
 * A row searched past the name for its rating (decision 050): the last word there that reads as one,
 * alone. The counts and cards before it are no part of it.
 */
export function lastRating(cell: CellReading | null): CellReading | null {
  const word = cell?.words?.findLast((w) => readRating(w.text) !== null);
  return word ? { text: word.text, conf: word.conf, words: [word] } : null;
}

/** A pill's round end or a box's edge no longer turns '8.3' into '3.3'. */
export const ratingOf = prefer(readRating);

/** A goals or assists count read on its own where the whole capture's reading had none (decision 046). */
export const countOf = prefer((text) => {
  const n = readInteger(text);
  return n !== null && n <= MAX_COUNT ? n : null;
});

const shirtIn = prefer((text) => {
  const n = readInteger(text);
  return n !== null && n >= 1 && n <= 99 ? n : null;
});

/**
 * A shirt number 1–99, small and muted as it often is, read on its own. A cell read with its '#' ('#36')
 * was read whole, where the capture's reading of the same place was a piece of it ('5'): it is taken at
 * the lower confidence (decision 048). Where the capture read no shirt number, three digits in the cell
 * are a '#' read as a digit ('437' for '#37') before the number's two (decision 049).
 */
export const shirtOf = (
  read: number | null,
  cell: CellReading | null,
  threeDigits?: string,
): number | null => {
  const hashed =
    read === null && cell && /^\d{3}$/.test(cell.text) ? { ...cell, text: `#${cell.text.slice(1)}` } : cell;
  // Where neither reading gave a number, three digits the capture read there are the '#' and the number
  // ('517' for '#17'), decision 053.
  const last = threeDigits ? Number(threeDigits.slice(1)) : 0;
  const fallback = read === null && last >= 1 && last <= 99 ? last : null;
  return shirtIn(hashed?.text.startsWith('#') ? null : read, hashed) ?? read ?? fallback;
};

/**
 * Shirt numbers drawn after a mark ('#36', decision 065): the engine reads the '#' as a digit as often as
 * not ('536', '122' for '#22') and, where it reads it, often loses a '1' beside it ('#2' for '#21'). A
 * column is taken for marked where at least two of its cells were read with a '#'.
 */
export function markedColumn(cells: readonly (CellReading | null)[]): boolean {
  return cells.filter((c) => c?.text.startsWith('#')).length >= 2;
}

/**
 * A marked column's cell, read once as drawn (`before`) and once with its mark erased (`after`), decision
 * 065. A reading with its '#' stands unless the one without found more digits (the '1' it lost). A single
 * digit without the mark that ends the two digits after the first of three read there before ('517', the
 * capture's `threeDigits` or the cell's own) lost a '1' beside the mark: it is those two ('17').
 */
export function unmarked(
  before: CellReading | null,
  after: CellReading | null,
  threeDigits?: string,
): CellReading | null {
  const digits = (c: CellReading) => c.text.replace(/\D/g, '').length;
  if (
    before?.text.startsWith('#') &&
    before.conf >= EMPTY_CELL_CONFIDENCE &&
    (!after || after.conf < EMPTY_CELL_CONFIDENCE || digits(after) <= digits(before))
  )
    return before;
  const three = (threeDigits ?? (before && /^\d{3}$/.test(before.text) ? before.text : '')).slice(1);
  const one = after?.text.replace('#', '') ?? '';
  if (after && three && /^\d$/.test(one) && three.endsWith(one)) return { ...after, text: three };
  return after ?? before;
}

/** Engine confidence at which a name read again on its own stands for the capture's unsure reading (decision 056). */
export const NAME_CONFIDENCE = 70;

/**
 * A name read again on its own, where the capture read it unsurely (decision 056): the words of the cell's
 * first line (a ticket's second line, a position code and counts, is no part of it), each a word of letters
 * read surely. Else the name as read.
 */
export function nameOf(read: string, cell: CellReading | null): string {
  const words = cell?.words ?? [];
  const top = words.reduce((t, w) => Math.min(t, w.y1 ?? Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);
  const line = words.filter((w) => ((w.y0 ?? 0) + (w.y1 ?? 0)) / 2 <= top);
  // A badge beside the name ('UD') stands taller than its letters; an initial's box may too ('G.').
  const low = Math.min(...line.map(heightOf));
  const first = initialI(line.filter((w) => heightOf(w) <= low * TALLER || /^\p{Lu}\.$/u.test(w.text)));
  const lettered = first.every(
    (w) => /^\p{L}[\p{L}'.-]*$/u.test(w.text) && w.conf >= NAME_CONFIDENCE && !isPositionCode(w.text),
  );
  const name = first.map((w) => w.text).join(' ');
  return lettered && /\p{L}{3}/u.test(name) ? name : read;
}

/** A capital I's look-alikes before a dot, at a name's start ('|.Ríos', 'l. Peña', '1.Sosa'). */
const LOOKS_LIKE_I = /^[|l1]\.(?=\p{Lu}|$)/u;

/**
 * A name's initial I read as a bar, a small l or a 1 (decision 064): the engine reads the thin capital
 * so, and the mark would be left out of the name as no letter. Only before a dot and a capital.
 */
function initialI<W extends { text: string }>(words: W[]): W[] {
  const [head, next, ...rest] = words;
  if (!head || !LOOKS_LIKE_I.test(head.text)) return words;
  const after = head.text.slice(2);
  if (after === '' && !(next && /^\p{Lu}/u.test(next.text))) return words;
  const initial = { ...head, text: 'I.' };
  return [initial, ...(after ? [{ ...head, text: after }] : []), ...(next ? [next] : []), ...rest];
}

/** How much taller than the name's lowest word a word of its line may be and be a word of the name. */
const TALLER = 1.35;

const heightOf = (w: { y0?: number; y1?: number }) => (w.y1 ?? 0) - (w.y0 ?? 0);
