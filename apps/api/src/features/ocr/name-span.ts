import { isWordy } from '@liga/domain';
import type { Row, Word } from './layout';
import { readInteger, readRating } from './numbers';
import { isPositionCode } from './vocabulary';

const INITIAL = /^\p{Lu}\.?$/u;
const isNameWord = (text: string) => isWordy(text) || INITIAL.test(text) || /^\p{Lu}\.\p{L}/u.test(text);

/** Digits and marks the engine reads for a capital initial ('5.' for 'S.', ').' for 'J.'). */
const LETTER_LOOKALIKES: Record<string, string> = {
  '5': 'S',
  '1': 'I',
  l: 'I',
  '|': 'I',
  '0': 'O',
  '8': 'B',
  ')': 'J',
  ']': 'J',
  '2': 'Z',
  '6': 'G',
  '4': 'A',
};

/** A short mark right before the name that stands for an initial ('2B.', '5.', 'JJ.'), as a letter. */
export function initialOf(word: Word): string | null {
  const text = word.text.replace(/\.$/, '');
  if (text.length === 0 || text.length > 3) return null;
  const letters = text.match(/\p{Lu}/gu);
  if (letters) return letters.at(-1)!;
  return LETTER_LOOKALIKES[text.at(-1)!] ?? null;
}

const INITIAL_DOT = /^\p{Lu}\.$/u;

/**
 * The gap, in row heights, past which a word is the next column's, not the name's: wider than a
 * monospace font's space (about one row height) and narrower than the gap before a rating (two).
 */
const COLUMN_GAP = 1.5;

/**
 * A row's first word, short and lower-case, a column gap before a capitalised word: a shirt number in
 * a circle read as letters ('do' for 10, 'as' for 23). Name words start with a capital, and a
 * particle ('de la Cruz') sits a space, not a column, before the next word.
 */
function isMisreadNumber(row: Row, index: number): boolean {
  const [word, next] = [row.words[index]!, row.words[index + 1]];
  return (
    index === 0 &&
    next !== undefined &&
    /^\p{Ll}/u.test(word.text) &&
    [...word.text].length <= 3 &&
    /^\p{Lu}/u.test(next.text) &&
    next.x0 - word.x1 >= row.height * 0.6
  );
}

/**
 * A shirt number's place may read up to three digits: a '#' before the number ('#28') is read as a
 * digit ('228', '428'). The place is kept, so that the cell is read on its own with '#' allowed; the
 * value is no shirt number (decision 048).
 */
export const PREFIXED = 999;
/** Row heights between a shirt number and the name: nearer, one digit is the name's initial misread. */
const SHIRT_GAP = 0.6;
/** Row heights between a position code read as a word and the name after it, at least (decision 053). */
const CODE_GAP = 3;
/** Row heights between a two-digit shirt number and the name (decision 049). */
const CLOSE_SHIRT_GAP = 0.3;
export const shirtNumber = (n: number | null) => (n !== null && n >= 1 && n <= 99 ? n : null);

export interface RowParts {
  shirt: number | null;
  /** The word the shirt number was read from. */
  shirtWord: Word | null;
  /** The name's words, an initial rebuilt from a misread mark in front. */
  name: string;
  start: number;
  end: number;
}

/**
 * 'L.Castro' → 'L. Castro', 'G Salazar' → 'G. Salazar' (an initial's dot lost: no name is one letter),
 * decision 052; the space the engine lost between two words ('LeoPeña' → 'Leo Peña', 'ABenítez' →
 * 'A. Benítez'), an 'I' read 'l' ('lbáñez'), a colon after a word ('Martín: Peña'), decision 053; frames and stray punctuation off the ends.
 */
export const cleanName = (text: string) =>
  text
    .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')
    // No name holds a colon or a semicolon: a speck read after a word ('Martín: Peña').
    .replace(/[:;]+(?=\s)/gu, '')
    .replace(/(\p{Ll})(?=\p{Lu}\p{Ll})/gu, '$1 ')
    // A capital I read as a small l: no name starts with 'l' and a consonant ('lbáñez', 'lván').
    .replace(/(^|\s)l(?=[bcdfghjkmnpqrstvwxzñ])/gu, '$1I')
    .replace(/^(\p{Lu})(?=\p{Lu}\p{Ll}{2})/u, '$1 ')
    .replace(/^(\p{Lu})\.(?=\p{L})/u, '$1. ')
    .replace(/^(\p{Lu}) (?=\p{Lu}\p{Ll})/u, '$1. ')
    .trim();

/**
 * The shirt number and the name of a table row. The shirt number is the leftmost whole number, in
 * a column of its own; anything between it and the name's first word, touching the name, is the
 * name's initial as misread.
 */
export function rowParts(row: Row): RowParts | null {
  const words = row.words;
  // A position code before the shirt number and the name is neither (decision 049).
  let start = words.findIndex(
    (w, i) => isWordy(w.text) && !isPositionCode(w.text) && !isMisreadNumber(row, i),
  );
  if (start < 0) return null;
  // A short word, then a shirt number, then the name ('Mc 17 Pérez', the position code misread): the word
  // is the position (decision 049); the name's initial may be misread too ('Dc 30 5. Ortiz'), decision 050.
  const [code, number, after] = [words[start]!, words[start + 1], words[start + 2]];
  if (
    number &&
    // A surname never ends in a dot: 'PERT.' far before the number is the code misread (decision 053).
    (code.text.length <= 3 || (code.text.endsWith('.') && number.x0 - code.x1 >= row.height * CODE_GAP)) &&
    after &&
    shirtNumber(readInteger(number.text)) !== null &&
    (isNameWord(after.text) || (/\.$/.test(after.text) && initialOf(after) !== null))
  )
    start += 2;
  // A short capitalised word far before the name, with no number between ('RE      F. Muñoz', the man
  // of the match's 'RB' misread over a gradient), is the position, not the name (decision 053).
  const next = words[start + 1];
  if (
    /^\p{Lu}{1,3}$/u.test(words[start]!.text) &&
    next &&
    (isNameWord(next.text) || INITIAL_DOT.test(next.text)) &&
    next.x0 - words[start]!.x1 >= row.height * CODE_GAP
  )
    start += 1;
  let end = start;
  // A word a column gap further on is the next column's (a rating's badge read as letters, 'Castro oo'),
  // decision 046.
  while (
    end + 1 < words.length &&
    isNameWord(words[end + 1]!.text) &&
    readRating(words[end + 1]!.text) === null &&
    words[end + 1]!.x0 - words[end]!.x1 <= row.height * COLUMN_GAP
  )
    end += 1;
  let shirtAt = -1;
  for (let i = 0; i < start; i++) {
    // A circled number read as one letter that reads as a digit ('g' for 9) is that digit (decision 053);
    // longer misreadings ('do' for 10) are none.
    const misread = isMisreadNumber(row, i) && [...words[i]!.text].length > 1;
    const n = misread ? null : readInteger(words[i]!.text);
    // Two digits are no initial misread ('18' is not 'B.'): they may stand closer (decision 049).
    const gap = /^\d\d$/.test(words[i]!.text) ? CLOSE_SHIRT_GAP : SHIRT_GAP;
    // A number read run into the initial after it ('34S.') was split off with no gap (decision 054).
    const split = words[i + 1]!.x0 <= words[i]!.x1 && INITIAL_DOT.test(words[i + 1]!.text);
    const apart = split || words[i + 1]!.x0 - words[i]!.x1 >= row.height * gap;
    if (n !== null && n >= 1 && n <= PREFIXED && apart) {
      shirtAt = i;
      break;
    }
  }
  let initial = '';
  // 'qM.' or 'JJ.' as the first word is an initial with a speck: one letter is kept.
  const first = words[start]!.text;
  if (start < end && first.length <= 3 && first.endsWith('.') && !INITIAL.test(first)) {
    const letter = initialOf(words[start]!);
    if (letter) return finish(`${letter}. `, start + 1);
  }
  const before = words[start - 1];
  // A monospace font puts a whole character's width after an initial's dot: 'J.' may stand apart.
  const reach = INITIAL_DOT.test(before?.text ?? '') ? row.height * 2 : row.height;
  if (start - 1 > shirtAt && before && words[start]!.x0 - before.x1 < reach) {
    const letter = INITIAL.test(before.text) ? before.text[0]! : initialOf(before);
    if (letter) {
      initial = `${letter}. `;
      start -= 1;
    }
  }
  return finish(initial, initial ? start + 1 : start);

  function finish(prefix: string, from: number): RowParts {
    // A name ends in a word of its own: a lone capital or a position code after it ('DOMÍNGUEZ Y',
    // 'FERNÁNDEZ ED') is a mark of the next column read with it (decision 052).
    let last = end;
    while (last > from && (INITIAL.test(words[last]!.text) || isPositionCode(words[last]!.text))) last -= 1;
    const text = words
      .slice(from, last + 1)
      .map((w) => w.text)
      .join(' ');
    return {
      shirt: shirtAt >= 0 ? shirtNumber(readInteger(words[shirtAt]!.text)) : null,
      shirtWord: shirtAt >= 0 ? words[shirtAt]! : null,
      name: cleanName(prefix + text),
      start: Math.min(start, from),
      end,
    };
  }
}
