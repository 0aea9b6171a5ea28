import type { OcrWord } from './tsv';
import { COUNT_WITH_LETTER, readRating } from './numbers';
import { isPositionCode } from './vocabulary';

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

/** The words one look at a capture read, in the pixels of that look, and its scale from capture pixels. */
export interface Look {
  words: OcrWord[];
  scale: number;
}

/**
 * The text's line height in capture pixels, where the words read show the measured one (`measured`) was
 * not a line's: a ticket's name over its position tag beside a large number measure as one line, and the
 * capture, reduced for it, reads its names small and its tags not at all (decision 049). Null when the
 * measure holds.
 */
export function wordsLine(looks: Look[], measured: number | null): number | null {
  if (measured === null) return null;
  // The first look judges; a look that read too few sure words (a capture reduced too far) leaves it to the next.
  for (const { words, scale } of looks) {
    const heights = words
      .filter((w) => w.conf > SURE_WORD && /^\p{L}{4,}$/u.test(w.text))
      .map((w) => (w.y1 - w.y0) / scale);
    if (heights.length < LINE_WORDS) continue;
    const line = median(heights);
    return measured / line >= MERGED_LINES ? line : null;
  }
  return null;
}

/** Back to capture pixels; marks with no letter or digit (noise specks) are dropped. */
export function toCapture(words: OcrWord[], scale: number): Word[] {
  return words
    .filter((w) => /[\p{L}\p{N}%#°+\-–—]/u.test(w.text))
    .flatMap(splitInitial)
    .map((w) => ({
      text: w.text,
      conf: w.conf,
      x0: w.x0 / scale,
      y0: w.y0 / scale,
      x1: w.x1 / scale,
      y1: w.y1 / scale,
    }));
}

/** A shirt number read run into the name's initial ('34S.' for '34 S.'). */
const NUMBER_INITIAL = /^(\d{1,2})(\p{Lu}\.)$/u;

/**
 * A shirt number and the initial after it read as one word are two (decision 054): the number's box is
 * its share of the characters.
 */
function splitInitial(word: OcrWord): OcrWord[] {
  const stuck = NUMBER_INITIAL.exec(word.text);
  if (!stuck) return [word];
  const at = word.x0 + ((word.x1 - word.x0) * stuck[1]!.length) / word.text.length;
  return [
    { ...word, text: stuck[1]!, x1: at },
    { ...word, text: stuck[2]!, x0: at },
  ];
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
  return groups.map(rowOf);
}

function rowOf(group: Word[]): Row {
  const ordered = [...group].sort((a, b) => a.x0 - b.x0);
  const height = median(ordered.map((w) => w.y1 - w.y0));
  return {
    words: ordered,
    cells: cellsOf(ordered, height),
    y0: Math.min(...ordered.map((w) => w.y0)),
    y1: Math.max(...ordered.map((w) => w.y1)),
    height,
  };
}

/** A word this many times the table's usual word height, not of letters, is a disc, a square or a badge. */
const TALL = 2;
/** Tall words in one column, at least this many, are drawn for every row: each row is as tall as they. */
const TALL_COLUMN = 3;

/**
 * A table whose rows are tickets: a disc or a square as tall as two lines of text in each (the rating
 * beside a name over its position tag). The engine reads the name, the tag and the number on the
 * square as lines of their own. Where a column of at least three words twice the usual height stands,
 * the lines whose middles lie within one of them are one row. A word on a later line under a word of an
 * earlier one (the tag or the icons under the name) is left out of it (decision 049).
 */
export function joinTickets(rows: Row[]): Row[] {
  const words = rows.flatMap((r) => r.words);
  const typical = median(words.map((w) => w.y1 - w.y0)) || 1;
  // A word of letters is never one: a name read with the pill beside it is tall too.
  const tall = words.filter((w) => w.y1 - w.y0 >= typical * TALL && !/\p{L}{3}/u.test(w.text));
  const column = (w: Word) =>
    tall.filter((t) => Math.abs((t.x0 + t.x1) / 2 - (w.x0 + w.x1) / 2) <= typical * 2).length >= TALL_COLUMN;
  const anchors = tall.filter(column);
  if (anchors.length === 0) return rows;
  // Each row joins the first row a ticket's anchor reaches with it, and with the rows joined to those.
  const target = rows.map((_, i) => i);
  const root = (i: number): number => (target[i] === i ? i : (target[i] = root(target[i]!)));
  const middle = (r: Row) => (r.y0 + r.y1) / 2;
  for (const a of anchors) {
    const reached = rows.flatMap((r, i) => (middle(r) >= a.y0 && middle(r) <= a.y1 ? [root(i)] : []));
    const first = Math.min(...reached);
    for (const i of reached) target[i] = first;
  }
  const joined: Row[] = [];
  rows.forEach((row, i) => {
    if (root(i) !== i) return;
    const lines = rows.filter((_, j) => root(j) === i).sort((a, b) => middle(a) - middle(b));
    if (lines.length === 1) return joined.push(row);
    const kept: Word[] = [];
    for (const line of lines) {
      const under = (w: Word) =>
        !anchors.includes(w) &&
        !COUNT_WITH_LETTER.test(w.text) &&
        kept.some((k) => !anchors.includes(k) && w.x0 < k.x1 && w.x1 > k.x0);
      kept.push(...line.words.filter((w) => !under(w)));
    }
    joined.push(rowOf(kept));
  });
  return joined;
}

/** A word read this surely, of three letters or more, may be a player's name (decision 050). */
export const SURE_NAME = 75;
/** A line this share of the usual name-to-name pitch below a name's line is a line of the same ticket. */
const SUB_LINE = 0.6;
/** Sub-lines found, at least this many, show a table of two-line rows. */
const SUB_LINES = 3;

/**
 * A table whose rows are two lines (a name over its position tag and counts), with the shirt number and
 * the rating drawn between them: the engine's lines are the name, the tag and the numbers, each a row
 * of its own. Where at least three lines with no name stand closer under a name than 0.6 of the usual
 * pitch from one name to the next and read no rating, each such line joins the name's row; a line
 * further down, or with a rating, stays a row (a player whose name was not read), unless it reaches up
 * into the name's line (decision 057). A line split from the name's by a taller number, its middle within
 * the name's line, joins it too. Words under the name's own words (the tag) are left out, as in
 * `joinTickets`. `from` is the first row after the headings (decision 050).
 */
export function joinSubLines(rows: Row[], from: number): Row[] {
  const nameWord = (w: Word) =>
    w.conf >= SURE_NAME && /^\p{Lu}\p{L}{2,}/u.test(w.text) && !isPositionCode(w.text);
  const named = (r: Row) => r.words.some(nameWord);
  const middle = (r: Row) => (r.y0 + r.y1) / 2;
  const names = rows.flatMap((r, i) => (i >= from && named(r) ? [i] : []));
  if (names.length < SUB_LINES) return rows;
  const pitch = median(names.slice(1).map((n, k) => middle(rows[n]!) - middle(rows[names[k]!]!)));
  const owner = rows.map((r, i) => {
    if (i < from || named(r)) return i;
    const m = middle(r);
    const below = names.find((n) => middle(rows[n]!) > m);
    // Split from the name's own line by a number drawn taller than it.
    if (below !== undefined && middle(rows[below]!) - m < rows[below]!.height / 2) return below;
    const above = names.filter((n) => middle(rows[n]!) <= m).at(-1);
    if (above === undefined) return i;
    const d = m - middle(rows[above]!);
    // A line under the name that reads a rating is the next player's, whose name was not read, unless it
    // reaches up into the name's line: the shirt number drawn across a ticket's two lines, read as a
    // rating without its point ('39', decision 057).
    const rated = r.words.some((w) => !COUNT_WITH_LETTER.test(w.text) && readRating(w.text) !== null);
    const overlaps = r.y0 < rows[above]!.y1;
    // A shirt number before where the name above starts, words after it: a row of its own, its name not
    // read as one ('38 600' for Herrera), decision 057.
    const start = Math.min(...rows[above]!.words.filter(nameWord).map((w) => w.x0));
    const [first, next] = r.words;
    const numbered =
      next !== undefined &&
      /^\d{1,2}$/.test(first!.text) &&
      first!.x1 < start &&
      next.x0 >= start - rows[above]!.height;
    return d < rows[above]!.height || (d < pitch * SUB_LINE && ((!rated && !numbered) || overlaps))
      ? above
      : i;
  });
  if (owner.filter((o, i) => o !== i).length < SUB_LINES) return rows;
  const joined: Row[] = [];
  rows.forEach((row, i) => {
    if (owner[i] !== i) return;
    const lines = rows.filter((_, j) => owner[j] === i);
    if (lines.length === 1) return joined.push(row);
    const kept = [...row.words];
    for (const line of lines.slice(1))
      kept.push(
        ...line.words.filter(
          // A count with its letter ('A2') under the name is the ticket's, not the name read twice (decision 052).
          (w) => COUNT_WITH_LETTER.test(w.text) || !row.words.some((k) => w.x0 < k.x1 && w.x1 > k.x0),
        ),
      );
    joined.push(rowOf(kept));
  });
  return joined;
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
