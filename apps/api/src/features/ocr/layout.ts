import type { OcrWord } from './tsv';

/** A word in capture pixels. */
export type Word = Omit<OcrWord, 'line'>;

/** Words that sit close together on one row: a table cell ('Tiros a puerta', 'J. Pérez'). */
export interface Cell {
  text: string;
  words: Word[];
  x0: number;
  x1: number;
}

export interface Row {
  words: Word[];
  cells: Cell[];
  y0: number;
  y1: number;
  /** Typical word height on the row. */
  height: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** Words of four letters or more, read with this confidence, show the text's own line height. */
const SURE_WORD = 70;
/** Fewer such words are too few to judge by. */
const LINE_WORDS = 6;
/** A measured line this much taller than the words read in it was two lines, or a tall cell's height. */
const MERGED_LINES = 1.35;

/**
 * The text's line height in capture pixels, where the words read show the measured one (`measured`) was
 * not a line's: a ticket's name over its position tag beside a large number measure as one line, and the
 * capture, reduced for it, reads its names small and its tags not at all (decision 049). Null when the
 * measure holds.
 */
export function wordsLine(words: OcrWord[], scale: number, measured: number | null): number | null {
  if (measured === null) return null;
  const heights = words
    .filter((w) => w.conf > SURE_WORD && /^\p{L}{4,}$/u.test(w.text))
    .map((w) => (w.y1 - w.y0) / scale);
  if (heights.length < LINE_WORDS) return null;
  const line = median(heights);
  return measured / line >= MERGED_LINES ? line : null;
}

/** Back to capture pixels; marks with no letter or digit (noise specks) are dropped. */
export function toCapture(words: OcrWord[], scale: number): Word[] {
  return words
    .filter((w) => /[\p{L}\p{N}%#°+\-–—]/u.test(w.text))
    .map((w) => ({
      text: w.text,
      conf: w.conf,
      x0: w.x0 / scale,
      y0: w.y0 / scale,
      x1: w.x1 / scale,
      y1: w.y1 / scale,
    }));
}

/**
 * Rebuilds the rows of a screen from word boxes: a word joins the row whose vertical centre is
 * within half a word height of its own. The engine's own lines are not trusted, since it may join
 * or split table rows.
 */
export function rowsOf(words: Word[]): Row[] {
  const typical = median(words.map((w) => w.y1 - w.y0)) || 1;
  const sorted = [...words].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const groups: Word[][] = [];
  let centre = Number.NEGATIVE_INFINITY;
  for (const word of sorted) {
    const c = (word.y0 + word.y1) / 2;
    const current = groups.at(-1);
    if (current && Math.abs(c - centre) <= typical * 0.5) {
      current.push(word);
      centre = current.reduce((sum, w) => sum + (w.y0 + w.y1) / 2, 0) / current.length;
    } else {
      groups.push([word]);
      centre = c;
    }
  }
  return groups.map((group) => {
    const ordered = group.sort((a, b) => a.x0 - b.x0);
    const height = median(ordered.map((w) => w.y1 - w.y0));
    return {
      words: ordered,
      cells: cellsOf(ordered, height),
      y0: Math.min(...ordered.map((w) => w.y0)),
      y1: Math.max(...ordered.map((w) => w.y1)),
      height,
    };
  });
}

/** A gap wider than about one word height separates two cells; spaces inside a name are narrower. */
function cellsOf(words: Word[], height: number): Cell[] {
  const cells: Cell[] = [];
  for (const word of words) {
    const last = cells.at(-1);
    if (last && word.x0 - last.x1 <= height * 0.9) {
      last.words.push(word);
      last.x1 = Math.max(last.x1, word.x1);
      last.text = `${last.text} ${word.text}`;
    } else {
      cells.push({ text: word.text, words: [word], x0: word.x0, x1: word.x1 });
    }
  }
  return cells;
}

/** The recognition result's `table_structure` (decision 010): how many rows were read and the usual number of cells per row. */
export function tableStructure(rows: Row[]): { rows: number; estimated_columns: number } {
  const counts = new Map<number, number>();
  for (const row of rows)
    if (row.cells.length > 1) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  let columns = rows.length > 0 ? 1 : 0;
  let seen = 0;
  for (const [cells, times] of counts)
    if (times > seen || (times === seen && cells > columns)) [columns, seen] = [cells, times];
  return { rows: rows.length, estimated_columns: columns };
}
