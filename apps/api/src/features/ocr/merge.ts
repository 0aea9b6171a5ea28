import { fold } from '@liga/domain';
import type { OcrWord } from './tsv';

/** Confidence (0–100) a second reading's words must gain over the first's to replace them. */
const MARGIN = 10;
/**
 * On a near tie (within 6 points) the second reading's numbers, and its words spelled with as many
 * letters, stay: the top-hats leave specks in the counters of bold digits and letters ('10' read
 * '19', '0' read 'e', 'área' read 'area') at full confidence. A word split or joined otherwise
 * needs the full margin (the second look reads icons as 'oo' beside a name).
 */
const NEAR_TIE = -6;
const NUMBER = /^[\d.,:%\-–—]+$/;

function marginOf(rivals: OcrWord[], group: OcrWord[]): number {
  if (group.every((c) => NUMBER.test(c.text))) return NEAR_TIE;
  const [a, b] = [rivals[0]!, group[0]!];
  const letters = (w: OcrWord) => /\p{L}/u.test(w.text);
  // A number in a circle read as letters ('10' as 'do') is not a respelling.
  const respelt =
    rivals.length === 1 &&
    group.length === 1 &&
    letters(a) &&
    letters(b) &&
    [...a.text].length === [...b.text].length;
  return respelt ? NEAR_TIE : MARGIN;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Share of the smaller box that the two boxes have in common. */
function shared(a: OcrWord, b: OcrWord): number {
  const area = (w: OcrWord) => Math.max(1, (w.x1 - w.x0) * (w.y1 - w.y0));
  const common = overlap(a.x0, a.x1, b.x0, b.x1) * overlap(a.y0, a.y1, b.y0, b.y1);
  return common / Math.min(area(a), area(b));
}

/** A name word read cleanly: a capital, then lower-case letters or capitals only. */
const CLEAN_NAME = /^\p{Lu}(\p{Ll}{2,}|\p{Lu}{2,})$/u;

/**
 * Short lower-case letters only the second reading saw, right before a name word the first reading
 * read cleanly: a number in a circle read as letters ('10' as 'do' before 'Martín'), never part of a
 * name, whose words start with a capital (decision 044).
 */
function beforeName(b: OcrWord, first: OcrWord[]): boolean {
  if (!/^\p{Ll}{1,3}$/u.test(b.text)) return false;
  const height = b.y1 - b.y0;
  return first.some(
    (a) =>
      CLEAN_NAME.test(a.text) &&
      a.x0 >= b.x1 - height * 0.2 &&
      a.x0 - b.x1 <= height * 1.5 &&
      overlap(a.y0, a.y1, b.y0, b.y1) >= Math.min(a.y1 - a.y0, height) * 0.5,
  );
}

/**
 * Two readings of one capture, in the same pixels, word by word (decision 037): where both read
 * the same place, the more confident one stays; a place only the second read is added when the
 * engine was sure of it. A word of one reading may cover several of the other ('9.8' against '9'
 * and '.8'): the group with the higher mean confidence stays.
 */
export function mergeReadings(first: OcrWord[], second: OcrWord[]): OcrWord[] {
  const taken = new Set<OcrWord>();
  const dropped = new Set<OcrWord>();
  const added: OcrWord[] = [];
  for (const b of second) {
    if (taken.has(b)) continue;
    const rivals = first.filter((a) => shared(a, b) > 0.5);
    if (rivals.length === 0) {
      if (b.conf >= 90 && !beforeName(b, first)) added.push(b);
      continue;
    }
    const group = second.filter((c) => rivals.some((a) => shared(a, c) > 0.5));
    group.forEach((c) => taken.add(c));
    const mean = (ws: OcrWord[]) => ws.reduce((s, w) => s + w.conf, 0) / ws.length;
    if (mean(group) >= mean(rivals) + marginOf(rivals, group)) {
      rivals.forEach((a) => dropped.add(a));
      added.push(...group);
    }
  }
  return [...first.filter((a) => !dropped.has(a)), ...added];
}

/** Words read at `from` pixels per capture pixel, moved to `to` pixels per capture pixel. */
export const rescaleWords = (words: OcrWord[], from: number, to: number): OcrWord[] =>
  words.map((w) => ({
    ...w,
    x0: (w.x0 * to) / from,
    x1: (w.x1 * to) / from,
    y0: (w.y0 * to) / from,
    y1: (w.y1 * to) / from,
  }));

/** Share of the narrower (or shorter) of two words that they have in common across (or down). */
const across = (a: OcrWord, b: OcrWord) =>
  overlap(a.x0, a.x1, b.x0, b.x1) / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
const down = (a: OcrWord, b: OcrWord) =>
  overlap(a.y0, a.y1, b.y0, b.y1) / Math.max(1, Math.min(a.y1 - a.y0, b.y1 - b.y0));

/**
 * One reading's words where the engine read one line as two (decision 050): beside figures drawn taller
 * than the text (a score's digits in boxes), it may take the capitals' tops for a line of their own and
 * read 'F Central Unión' over 'erro Central nion'. Of two words of different lines on one place, one
 * spelling a piece of the other, the longer stays, or of two alike the taller (it holds the capitals) or
 * the surer; a lone capital of one line right before a word of another that starts in lower case, on the
 * same baseline, is that word's first letter.
 */
export function readOnce(words: OcrWord[]): OcrWord[] {
  const height = (w: OcrWord) => w.y1 - w.y0;
  const dropped = new Set<OcrWord>();
  for (const a of words)
    for (const b of words) {
      if (a === b || a.line === b.line || dropped.has(a) || dropped.has(b)) continue;
      if (across(a, b) < 0.5 || down(a, b) < 0.5) continue;
      // The same word twice, one reading of it a piece of the other's ('Unión' and 'nion').
      const [ta, tb] = [fold(a.text), fold(b.text)];
      if (!ta.includes(tb) && !tb.includes(ta)) continue;
      const longer = ta.length - tb.length;
      const taller = height(a) - height(b);
      const keepA = longer !== 0 ? longer > 0 : taller > 1 || (Math.abs(taller) <= 1 && a.conf >= b.conf);
      dropped.add(keepA ? b : a);
    }
  const kept = words.filter((w) => !dropped.has(w));
  const joined = new Map<OcrWord, OcrWord>();
  for (const capital of kept) {
    if (!/^\p{Lu}$/u.test(capital.text)) continue;
    const slack = height(capital) * 0.15;
    const rest = kept.find(
      (w) =>
        w.line !== capital.line &&
        !joined.has(w) &&
        /^\p{Ll}/u.test(w.text) &&
        Math.abs(w.x0 - capital.x1) <= slack &&
        Math.abs(w.y1 - capital.y1) <= slack,
    );
    if (!rest) continue;
    joined.set(capital, capital);
    joined.set(rest, {
      ...rest,
      text: capital.text + rest.text,
      conf: Math.min(capital.conf, rest.conf),
      x0: capital.x0,
      y0: Math.min(capital.y0, rest.y0),
    });
  }
  return kept.flatMap((w) => {
    const word = joined.get(w);
    return word === undefined ? [w] : word === w ? [] : [word];
  });
}
