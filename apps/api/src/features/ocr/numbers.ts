/**
 * Numbers as an engine misreads them on game screens. Letters become digits only here, where a
 * number is expected: O→0, l/I/|→1, S→5, B→8, Z→2, a→4 … (a name keeps its letters).
 */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  j: '1',
  J: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  a: '4',
  A: '4',
  b: '6',
  G: '6',
  g: '9',
  q: '9',
  T: '7',
};

/**
 * Badge edges and table rules read as brackets and bars around a value; a bar drawn beside it (a split
 * bar's end, decision 047) as a dash; a shirt number's '#' before it ('#9').
 */
const FRAME = /^[[\](){}|"'“”‘’«»,.:;_~`\-–—#]+|[[\](){}|"'“”‘’«»,.:;_~`\-–—]+$/g;

const digits = (text: string) => [...text].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');

/** A whole number, or null when the token is not one even after the look-alike fixes. */
export function readInteger(token: string): number | null {
  const cleaned = digits(token.replace(FRAME, ''));
  return /^\d{1,4}$/.test(cleaned) ? Number(cleaned) : null;
}

/** Goals and assists print 0 as '0', '-', '—' or nothing. */
export function readCount(token: string): number | null {
  const t = token.trim();
  if (/^[-–—_.·]+$/.test(t)) return 0;
  return readInteger(t);
}

/** More goals or assists than this in one match is a misreading, not a count. */
export const MAX_COUNT = 20;

/** A player's goals or assists: a count no larger than `MAX_COUNT`. */
export function readGoalCount(token: string): number | null {
  const n = readCount(token);
  return n !== null && n <= MAX_COUNT ? n : null;
}

/**
 * A rating between 1.0 and 10.0 with one decimal ('7.5', '7,5'); a lost separator ('75') or one read
 * as ':' is put back, and a box edge read as a leading '1' dropped. Null when nothing in range can be made of it.
 */
export function readRating(token: string): number | null {
  const t = digits(token.replace(FRAME, '')).replace(/[,:;]/g, '.');
  let value: number | null = null;
  if (/^\d{1,2}\.\d$/.test(t)) value = Number(t);
  else if (/^\d{2,3}$/.test(t)) value = Number(t) / 10;
  else if (/^\d\.\d\d$/.test(t)) value = Math.round(Number(t) * 10) / 10;
  // A box's left edge read as a '1' before the rating ('15.5' for 5.5): nothing above 10 is one.
  if (value !== null && value > 10 && /^1\d\.\d$/.test(t)) value = Number(t.slice(1));
  return value !== null && value >= 1 && value <= 10 ? value : null;
}

/**
 * A statistic's value kept as printed: '12', '55%', '1,8', '1.8', '5/12'. Null for anything else.
 */
export function readStatValue(token: string): string | null {
  const t = digits(token.replace(FRAME, '').replace(/\s+/g, ''));
  const shapes = [/^\d{1,5}$/, /^\d{1,3}%$/, /^\d{1,3}[.,]\d{1,2}$/, /^\d{1,3}\/\d{1,3}$/];
  return shapes.some((shape) => shape.test(t)) ? t : null;
}

/** A '1' is far narrower than it is tall in any face: a word this wide for its height is two. */
const TWO_ONES = 0.8;

/**
 * '11' set tight, its two strokes touching, reads '1' (decision 049): a word read '1' as wide as TWO_ONES
 * of its height is '11', in the whole capture's reading and in a cell's own (decision 052).
 */
export const twoOnes = (w: { text: string; x0: number; x1: number; y0: number; y1: number }) =>
  w.text === '1' && w.x1 - w.x0 >= (w.y1 - w.y0) * TWO_ONES ? '11' : w.text;

/** The letter a count is written after where a ticket has no columns: goals' and assists' (decision 052). */
export const COUNT_LETTERS: Record<string, 'goals' | 'assists'> = { G: 'goals', A: 'assists' };
/** The letter a count is written after, goals' or assists', alone ('G', 'A:'), decision 052. */
export const COUNT_LETTER = /^[GA][:.]?$/;
/** A count written with its letter ('G1', 'A:2'), decision 052. */
export const COUNT_WITH_LETTER = /^([GA])[:.]?(\d{1,2})$/;
