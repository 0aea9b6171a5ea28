import { isWordy } from '@liga/domain';
import type { Box, Canvas } from './boxes';
import { readMarks } from './icons';
import type { Row, Word } from './layout';
import { readGoalCount, readInteger, readRating } from './numbers';
import { cleanName, initialOf } from './name-span';
import { cellAt, marksRegion, nameCell, rowPitch, type Header, type TableLine } from './parse-players';
import { headingOf, isPositionCode, type Heading } from './vocabulary';

/** A column of the heading row: what it heads (null for one that names no field, 'POS') and where. */
interface Column {
  heading: Heading | null;
  x0: number;
  x1: number;
}

/**
 * A heading row whose columns stand in another order than shirt number, name, rating (decision 046):
 * the rating or the shirt number after the name ('VAL. NOMBRE POS DORSAL GOLES'). Such a table is read
 * column by column under its headings, since a row's first number is then not its shirt number.
 */
export function isReordered(header: Header): boolean {
  const { shirt, name, rating } = header.columns;
  if (name === undefined) return false;
  return (rating !== undefined && rating < name) || (shirt !== undefined && shirt > name);
}

const centre = (w: { x0: number; x1: number }) => (w.x0 + w.x1) / 2;

type Span = Column & { from: number; to: number };

/**
 * The heading row's columns, each reaching halfway to its neighbours' headings; the name's, left-aligned
 * under its heading as names are, reaches to the middle of the next heading. A column whose heading is
 * not known and whose values are mostly ratings with their decimal is the rating's.
 */
function columnsOf(row: Row, body: Row[]): Span[] {
  const columns = row.words.map((w) => ({ heading: headingOf(w.text), x0: w.x0, x1: w.x1 }));
  const spans = columns.map((c, i) => {
    const [before, after] = [columns[i - 1], columns[i + 1]];
    const from = !before ? -Infinity : before.heading === 'name' ? centre(before) : (before.x1 + c.x0) / 2;
    const to = !after ? Infinity : c.heading === 'name' ? centre(after) : (c.x1 + after.x0) / 2;
    return { ...c, from, to };
  });
  if (spans.some((c) => c.heading === 'rating')) return spans;
  const decimal = (w: Word) => /\d[.,]\d/.test(w.text) && readRating(w.text) !== null;
  const ratings = (c: Span) =>
    body.filter((r) => r.words.some((w) => centre(w) >= c.from && centre(w) < c.to && decimal(w))).length;
  const best = spans
    .filter((c) => c.heading === null)
    .map((c) => ({ c, n: ratings(c) }))
    .sort((a, b) => b.n - a.n)[0];
  if (best && best.n >= body.length / 2) best.c.heading = 'rating';
  return spans;
}

/**
 * The name's words: from the first one under the name's heading, on while each stands a word space
 * (under 1.5 row heights, as in `name-span.ts`) after the one before.
 */
function nameOf(row: Row, column: Span | undefined): Word[] {
  const words: Word[] = [];
  for (const w of column ? row.words : []) {
    if (centre(w) < column!.from) continue;
    const last = words.at(-1);
    if (centre(w) >= column!.to || (last && w.x0 - last.x1 > row.height * 1.5)) break;
    // A position code after the name is the next column's ('Rodríguez MID'), decision 053.
    if (last && isPositionCode(w.text)) break;
    words.push(w);
  }
  return words;
}

/**
 * The name's words as text, an initial read as a digit or a mark before its dot ('6. Ruiz', '1. Valdés')
 * as its letter (decision 068), as `rowParts` reads one: the name cleaned of what is no letter would
 * lose it.
 */
function spelledInitial(words: Word[]): string[] {
  const [first, ...rest] = words;
  const letter = first && rest.length > 0 && /^[^\p{L}]\.$/u.test(first.text) ? initialOf(first) : null;
  return letter ? [`${letter}.`, ...rest.map((w) => w.text)] : words.map((w) => w.text);
}

/** One body row read under the headings; null when it has no name. */
function headedRow(
  row: Row,
  columns: Span[],
  header: Header,
  canvas: Canvas,
  pitch: number,
  limit: number,
): TableLine | null {
  const nameColumn = columns.find((c) => c.heading === 'name');
  const nameWords = nameOf(row, nameColumn);
  const name = cleanName(spelledInitial(nameWords).join(' '));
  // The name's words are its own, even where they reach under the next heading (a long name).
  const under = (heading: Heading): Word[] =>
    row.words.filter(
      (w) =>
        !nameWords.includes(w) &&
        columns.some((c) => c.heading === heading && centre(w) >= c.from && centre(w) < c.to),
    );
  // A mark read as a word ('+', a card as '"') in a number's column is no part of the number.
  const joined = (heading: Heading) =>
    under(heading)
      .filter((w) => !/^[^\p{L}\p{N}\-–—]+$/u.test(w.text))
      .map((w) => w.text)
      .join('');
  const shirt = readInteger(joined('shirt'));
  const rating = readRating(joined('rating'));
  if (!isWordy(name)) return null;
  // A row whose rating and shirt number were not read at all is kept for their cells' own reading.
  const tentative = rating === null && shirt === null;
  if (tentative && !columns.some((c) => c.heading === 'rating' || c.heading === 'shirt')) return null;
  const count = (heading: 'goals' | 'assists') => readGoalCount(joined(heading));
  const [goals, assists] = [count('goals'), count('assists')];
  const at = (heading: Heading, half: number): Box | null => {
    const column = columns.find((c) => c.heading === heading);
    return column ? cellAt(row, centre(column), half, pitch) : null;
  };
  const wide = row.height * 1.4;
  // The marks anywhere right of the name: a cards column may stand between the counts and the rating
  // with no heading of its own (decision 047); a rating's badge is wider than tall, never a card.
  const from = nameColumn ? Math.min(nameColumn.to, nameColumn.x1 + row.height) : (row.words[0]?.x0 ?? 0);
  const region = marksRegion(row, pitch, from, header, canvas, limit);
  const marks = readMarks(canvas.rgb, canvas.width, region, row.height);
  return {
    shirt_number: shirt !== null && shirt >= 1 && shirt <= 99 ? shirt : null,
    name,
    rating,
    goals: goals ?? 0,
    assists: assists ?? 0,
    is_injured: marks.injured,
    amarillas: marks.yellow,
    rojas: marks.red,
    tentative,
    cells: {
      rating: at('rating', wide),
      shirt: at('shirt', wide),
      goals: goals === null ? at('goals', row.height) : null,
      assists: assists === null ? at('assists', row.height) : null,
      ...nameCell(nameWords),
    },
  };
}

/** The player rows of a table whose columns are read under their headings (decision 046). */
export function headedTable(rows: Row[], header: Header, canvas: Canvas, limit: number): TableLine[] {
  const body = rows.slice(header.index + 1);
  const columns = columnsOf(rows[header.index]!, body);
  const pitch = rowPitch(body);
  return body
    .map((row) => headedRow(row, columns, header, canvas, pitch, limit))
    .filter((line) => line !== null);
}
