import type { Box, Canvas } from './boxes';
import { readMarks } from './icons';
import { median, SURE_NAME, type Row, type Word } from './layout';
import {
  COUNT_LETTER,
  COUNT_LETTERS,
  COUNT_WITH_LETTER,
  readGoalCount,
  readInteger,
  readRating,
} from './numbers';
import { cleanName, PREFIXED, rowParts, shirtNumber, type RowParts } from './name-span';
import { clipTo, commonestColour, inkColour } from './rating-cells';
import { numericColumns, type NumericColumns } from './player-columns';
import { headsTable } from './tables';
import { headingOf, isNoPlayer, isPositionCode, type Heading } from './vocabulary';

/** One player row of the recognition result (decision 010). */
export interface PlayerLine {
  shirt_number: number | null;
  name: string;
  rating: number | null;
  goals: number;
  assists: number;
  is_injured: boolean;
  amarillas: number;
  rojas: number;
}

export interface Header {
  index: number;
  columns: Partial<Record<Heading, number>>;
  /** Right edge of the heading row: the table ends about there. */
  end: number;
}

const centre = (w: { x0: number; x1: number }) => (w.x0 + w.x1) / 2;

/** The first row whose headings head a table (`headsTable`). */
export function findHeader(rows: Row[]): Header | null {
  for (const [index, row] of rows.entries()) {
    const columns: Header['columns'] = {};
    for (const word of row.words) {
      const heading = headingOf(word.text);
      if (heading && columns[heading] === undefined) columns[heading] = centre(word);
    }
    if (headsTable(row, columns)) return { index, columns, end: Math.max(...row.words.map((w) => w.x1)) };
  }
  return null;
}

/** The numeric column a value sits under, if it is within reach of one. */
function columnOf(word: Word, columns: NumericColumns): keyof NumericColumns | null {
  let best: keyof NumericColumns | null = null;
  let distance = columns.reach;
  for (const key of ['rating', 'goals', 'assists'] as const) {
    const x = columns[key];
    if (x === undefined) continue;
    const d = Math.abs(centre(word) - x);
    if (d <= distance) [best, distance] = [key, d];
  }
  return best;
}

/**
 * '10' spread over the goals and assists columns is two values the engine joined: each character
 * goes back to the column under it.
 */
function splitAcrossColumns(words: Word[], columns: NumericColumns): Word[] {
  const out: Word[] = [];
  for (const word of words) {
    const inside = [columns.goals, columns.assists].filter(
      (x) => x !== undefined && x > word.x0 && x < word.x1,
    );
    const chars = [...word.text];
    if (inside.length < 2 || chars.length !== 2 || !/^[\d\-–—]+$/.test(word.text)) {
      out.push(word);
      continue;
    }
    const step = (word.x1 - word.x0) / 2;
    chars.forEach((c, i) =>
      out.push({ ...word, text: c, x0: word.x0 + step * i, x1: word.x0 + step * (i + 1) }),
    );
  }
  return out;
}

/**
 * Right of the numbers, where cards and the injury mark are drawn, up to `limit` (the next table's
 * span, decision 046).
 */
export function marksRegion(
  row: Row,
  pitch: number,
  after: number,
  header: Header | null,
  canvas: Canvas,
  limit: number,
  bounded = false,
) {
  const x0 = Math.round(after);
  // A mark column may have no heading of its own (a phone's last column, cards and the injury cross
  // together), so the region reaches well past the last heading word; a region between two columns
  // (`bounded`) reaches to its end, however far (decision 050).
  const reach = bounded ? limit : Math.max(header ? header.end + row.height * 3 : 0, x0 + row.height * 12);
  const x1 = Math.round(Math.min(canvas.width - 1, reach, limit));
  const mid = (row.y0 + row.y1) / 2;
  return {
    x0,
    x1,
    y0: Math.round(Math.max(0, mid - pitch * 0.45)),
    y1: Math.round(Math.min(canvas.height - 1, mid + pitch * 0.45)),
  };
}

/**
 * A row's goals and assists drawn as icons with their count ('⚽ 1  👟 2') where the table has no
 * column for them (decision 055): the region between the name and the rating, and the row's text
 * height, for `eventIcons` (`events.ts`).
 */
export interface EventsCell {
  box: Box;
  line: number;
  /**
   * Under the name's line, from where its letters start to the rating: a ticket's second line, where its
   * icons or its written counts ('G1 · A-') stand under the name, not after it (decision 058).
   */
  below?: Box;
}

/** A ticket's second line stands within this many of the name's row heights under the name (decision 058). */
const SECOND_LINE_REACH = 1.5;

/**
 * The band under a row's name, from where its letters start (half a row height before; never the shirt
 * number's place) to `end`, from the name's foot down SECOND_LINE_REACH row heights, within three
 * quarters of the pitch from the row's middle (decision 058).
 */
function underName(row: Row, span: RowParts, pitch: number, end: number): Box {
  const letters = row.words
    .slice(span.start, span.end + 1)
    .filter((w) => w !== span.shirtWord && /\p{L}/u.test(w.text));
  const foot = letters.length > 0 ? Math.max(...letters.map((w) => w.y1)) : row.y1;
  return {
    x0: (letters[0] ?? row.words[span.start]!).x0 - row.height / 2,
    x1: end,
    y0: foot + 1,
    y1: Math.min(foot + row.height * SECOND_LINE_REACH, (row.y0 + row.y1) / 2 + pitch * 0.75),
  };
}

/** Where a row's rating and shirt number are drawn, for their own reading (decision 044). */
export interface TableLine extends PlayerLine {
  /**
   * Goals' and assists' cells only where no count was read there on its own (a word run across the
   * rating and both counts, '53:00'), decision 046.
   */
  cells: {
    rating: Box | null;
    shirt: Box | null;
    goals: Box | null;
    assists: Box | null;
    /** The rating's cell is the row past the name, searched for the last rating in it (decision 050). */
    search?: boolean;
    /** The engine's confidence in the rating read in the whole capture, where one was. */
    ratingConf?: number;
    /** Three digits read at the shirt number's place ('517' for '#17', the '#' read as a digit), decision 053. */
    shirtRead?: string;
    /** Between the name and the rating of a table with no count columns: icons and counts (decision 055). */
    events?: EventsCell;
    /** A name read unsurely: where it is drawn, for its own reading (decision 056). */
    name?: Box;
    /** A nameless row's: where its name is looked for if its own place held no letter (decision 066). */
    nameAbove?: Box;
  };
  /** A row under the headings kept for its name alone, if its cells' own reading finds a number (decision 047). */
  tentative?: boolean;
  /** A row kept for its numbers, its name not read: it counts if its name's own reading finds one (decision 057). */
  nameless?: boolean;
}

/** A cell of `half` each side of x, on the row's middle, most of the row pitch high. */
export function cellAt(row: Row, x: number, half: number, pitch: number): Box {
  const mid = (row.y0 + row.y1) / 2;
  return { x0: x - half, x1: x + half, y0: mid - pitch * 0.42, y1: mid + pitch * 0.42 };
}

/**
 * The rating's cell: on the value read, else under the rating column. Half a column's reach each side,
 * and never narrower than the value read and 0.4 row height each side of it (or 1.8 row heights each
 * side of the column, where nothing was read: a rating of three characters and a margin, decision 047):
 * the goals and assists columns may stand closer together than the rating is wide (decision 046), and
 * a digit cut at its edge reads as another ('8' as '3', '4' as '1').
 */
function ratingCell(row: Row, columns: NumericColumns, pitch: number, read: Word | null): Box | null {
  const x = read ? centre(read) : columns.rating;
  if (x === undefined) return null;
  const around = read ? (read.x1 - read.x0) / 2 + row.height * 0.4 : row.height * 1.8;
  return cellAt(row, x, Math.max(around, Math.min(columns.reach, row.height * 2.5)), pitch);
}

/**
 * Counts written with their letter ('G 1', 'A2', 'G: 2'): the letter G or A, then a count right after it
 * (in the same word, or the next word within a row height). A ticket that prints the goals and assists
 * beside the player's position, not in columns, writes them so (decision 052).
 */
export function labelledCounts(words: readonly Word[], height: number): ['goals' | 'assists', number][] {
  const out: ['goals' | 'assists', number][] = [];
  words.forEach((word, i) => {
    const joined = COUNT_WITH_LETTER.exec(word.text);
    const next = words[i + 1];
    const apart =
      COUNT_LETTER.test(word.text) && next && next.x0 - word.x1 <= height ? readGoalCount(next.text) : null;
    const count = joined ? readGoalCount(joined[2]!) : apart;
    if (count !== null) out.push([COUNT_LETTERS[word.text[0]!]!, count]);
  });
  return out;
}

export function parsePlayerRow(
  row: Row,
  columns: NumericColumns,
  header: Header | null,
  canvas: Canvas,
  pitch: number,
  limit = Number.POSITIVE_INFINITY,
  search = false,
  nameless: RowParts | null = null,
  // The row as read, its height not evened (decision 061): its name's gaps are measured in it.
  asRead: Row = row,
): (TableLine & { shirtWord: Word | null; row: Row; nameWords: Word[] }) | null {
  const span = nameless ?? rowParts(asRead);
  if (!span) return null;
  const words = row.words;
  const { name, shirt } = span;
  const line: PlayerLine = {
    shirt_number: shirt,
    name,
    rating: null,
    goals: 0,
    assists: 0,
    is_injured: false,
    amarillas: 0,
    rojas: 0,
  };
  let after = words[span.end]!.x1;
  let ratingWord: Word | null = null;
  const counted = { goals: false, assists: false };
  // Something stands in the rating column that reads as no rating ('4' for a tiny '8.4'), decision 063.
  let unread = false;
  for (const word of splitAcrossColumns(words.slice(span.end + 1), columns)) {
    const column = columnOf(word, columns);
    if (column === 'rating' && line.rating === null) {
      line.rating = readRating(word.text);
      if (line.rating !== null) ratingWord = word;
      else unread = true;
    } else if (column === 'goals' || column === 'assists') {
      const count = readGoalCount(word.text);
      if (count === null) continue;
      line[column] = count;
      counted[column] = true;
    } else continue;
    after = Math.max(after, word.x1);
  }
  // Counts written with their letter beside the name ('G 1', 'A2' on a ticket's second line), decision 052.
  for (const [column, count] of labelledCounts(words.slice(span.end + 1), row.height)) {
    if (counted[column]) continue;
    line[column] = count;
    counted[column] = true;
  }
  // Past the last numeric column, so that a card read as a digit is not mistaken for one.
  const lastColumn = Math.max(columns.rating ?? 0, columns.goals ?? 0, columns.assists ?? 0);
  if (lastColumn > 0) after = Math.max(after, lastColumn + columns.reach);
  // A button prompt at the screen's foot, its button's letter read as a number, or a title over the
  // table (decision 055).
  if (nameless ? line.rating === null && shirt === null : !name || (line.rating === null && isNoPlayer(name)))
    return null;
  // A name read surely under a heading row with a rating column, no number read: kept for its cells' own
  // reading, as a reordered table's are (decision 047), the number drawn in a shape the capture's reading
  // passed over (a hexagon), decision 050.
  const tentative = !nameless && line.rating === null && shirt === null;
  const sure = () =>
    row.words
      .slice(span.start, span.end + 1)
      .some((w) => w.conf >= SURE_NAME && /\p{L}{3}/u.test(w.text) && !isPositionCode(w.text));
  if (tentative && (header?.columns.rating === undefined || !(sure() || unread))) return null;

  // Past the numbers, and between the counts and a rating that comes after them (decision 047); with no
  // count column found, between the name and the rating (decision 049).
  const counts = Math.max(columns.goals ?? 0, columns.assists ?? 0);
  const from = counts > 0 ? counts : words[span.end]!.x1;
  const gap = columns.rating !== undefined && columns.rating > from;
  const regions = [[after, limit], ...(gap ? [[from + columns.reach, columns.rating! - columns.reach]] : [])];
  const marks = regions.map(([x0, x1], i) =>
    readMarks(canvas.rgb, canvas.width, marksRegion(row, pitch, x0!, header, canvas, x1!, i > 0), row.height),
  );
  line.amarillas = marks.reduce((n, m) => n + m.yellow, 0);
  line.rojas = marks.reduce((n, m) => n + m.red, 0);
  line.is_injured = marks.some((m) => m.injured);
  const countCell = (column: 'goals' | 'assists') => {
    const x = columns[column];
    return counted[column] || x === undefined ? null : cellAt(row, x, columns.reach, pitch);
  };
  // Tables found by their rows alone, with no rating column read: the rating is looked for past the name.
  const searched = search && columns.rating === undefined;
  const past = words[span.end]!.x1 + row.height;
  // No count column: goals and assists may be drawn as icons with a count between the name and the
  // rating (decision 055).
  const eventsEnd = columns.rating === undefined ? null : columns.rating - columns.reach;
  const uncounted =
    columns.goals === undefined && columns.assists === undefined && !counted.goals && !counted.assists;
  const events =
    uncounted && eventsEnd !== null && eventsEnd > words[span.end]!.x1 + row.height
      ? { ...cellAt(row, 0, 0, pitch), x0: words[span.end]!.x1 + row.height / 2, x1: eventsEnd }
      : null;
  // A ticket's second line under the name ('DEF ⚽ 1', 'MED G1 · A-'), from where the name's letters
  // start, is searched too (decision 058).
  const eventsCell = events && {
    box: events,
    line: row.height,
    below: underName(row, span, pitch, events.x1),
  };
  const cells = {
    rating: searched
      ? { ...cellAt(row, 0, 0, pitch), x0: past, x1: Math.min(limit, canvas.width - 1) }
      : ratingCell(row, columns, pitch, ratingWord),
    shirt: null,
    goals: countCell('goals'),
    assists: countCell('assists'),
    ...(searched && { search: true }),
    ...(ratingWord && { ratingConf: ratingWord.conf }),
    ...(eventsCell && { events: eventsCell }),
  };
  const nameWords = words.slice(span.start, span.end + 1);
  return {
    ...line,
    cells,
    shirtWord: span.shirtWord,
    row,
    nameWords,
    ...(tentative && { tentative }),
    ...(nameless && { nameless: true }),
  };
}

/**
 * One row read alone, its rating the word given (a player drawn across two tables, decision 050): the
 * rating's column is that word's, and the shirt number's cell is on the number read.
 */
export function parseLoneRow(row: Row, rating: Word, canvas: Canvas): TableLine | null {
  const pitch = row.height * 2.5;
  const columns = { rating: centre(rating), reach: row.height * 2 };
  const line = parsePlayerRow(row, columns, null, canvas, pitch);
  if (!line || line.rating === null) return null;
  const { shirtWord: _, row: __, nameWords: ___, ...rest } = line;
  return { ...rest, cells: { ...rest.cells, shirt: shirtCells([line], pitch)[0]! } };
}

/** Player rows under the heading row (or anywhere, when the table has no headings). */
export function parsePlayers(rows: Row[], canvas: Canvas): PlayerLine[] {
  return parsePlayerTable(rows, canvas).map(({ cells: _, ...line }) => line);
}

/**
 * The shirt number's cell: on the number read when it is one clean number, else under the shirt
 * column (the middle of the numbers read), when at least half of the rows have one.
 */
function shirtCells(lines: { shirtWord: Word | null; row: Row }[], pitch: number): (Box | null)[] {
  const read = lines.flatMap((l) => (l.shirtWord ? [centre(l.shirtWord)] : [])).sort((a, b) => a - b);
  if (read.length === 0 || read.length < lines.length / 2) return lines.map(() => null);
  const column = read[Math.floor(read.length / 2)]!;
  return lines.map(({ shirtWord, row }) => {
    const clean = shirtWord && /^\d{1,2}$/.test(shirtWord.text);
    const half = Math.max(row.height * 1.4, clean ? (shirtWord.x1 - shirtWord.x0) / 2 + row.height * 0.4 : 0);
    return cellAt(row, clean ? centre(shirtWord) : column, half, pitch);
  });
}

/** How many times the table's usual row height a row stands at most before it is evened to it. */
const TALL_ROW = 1.5;

/**
 * The rows, a row standing more than TALL_ROW times the usual height (the rows' median) given the usual
 * height (decision 061). A row whose words the engine read as the shapes they are drawn in (a pill's
 * '#22' and a badge's '8.4' read as tall as the pill and the badge) measures twice its text's height,
 * and its cells, cut to that height, take in the bar and the name beside its values: read there, the
 * row's rating and number came out as nothing and the row was lost. Only its cells are cut to the usual
 * height; its name is still told apart from the words around it by its height as read.
 */
export function evenRows(rows: Row[]): Row[] {
  const usual = median(rows.map((r) => r.height));
  return rows.map((r) => (r.height > usual * TALL_ROW ? { ...r, height: usual } : r));
}

/** The usual distance between the centres of consecutive rows. */
export function rowPitch(body: Row[]): number {
  const centres = body.map((r) => (r.y0 + r.y1) / 2);
  const gaps = centres
    .slice(1)
    .map((c, i) => c - centres[i]!)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? (body[0]?.height ?? 20) * 2;
}

/**
 * The player rows, each with where its rating and shirt number are drawn (decision 044). `limit`: where
 * the table's span ends when another table stands right of it (decision 046). `search`: the table was
 * found by rows reading two players, so a row with no rating column is a player's still (decision 050).
 */
export function parsePlayerTable(
  rows: Row[],
  canvas: Canvas,
  limit = Number.POSITIVE_INFINITY,
  search = false,
): TableLine[] {
  const header = findHeader(rows);
  const asRead = header ? rows.slice(header.index + 1) : rows;
  const body = evenRows(asRead);
  const pitch = rowPitch(body);
  const columns = numericColumns(body, header?.columns ?? null);
  const parsed = body.map((row, i) =>
    parsePlayerRow(row, columns, header, canvas, pitch, limit, search, null, asRead[i]),
  );
  const names = namesColumn(parsed.filter((line) => line !== null));
  const read = parsed
    .map((line, i) => {
      if (line || names === null) return line;
      const parts = namelessParts(body[i]!, names, columns);
      return parts && parsePlayerRow(body[i]!, columns, header, canvas, pitch, limit, search, parts);
    })
    .filter((line) => line !== null);
  const lines = badgeInitials(digitShirts(read), canvas);
  const { names: aligned, marks } = alignedNames(lines);
  // A mark left out of the name stands where the shirt number is drawn (decision 052).
  const shirts = shirtCells(
    lines.map((l, i) => ({ ...l, shirtWord: l.shirtWord ?? marks[i]! })),
    pitch,
  );
  // A name that starts after the others is read again from where they start (decision 060).
  const late = lateNames(lines.map((l) => (l.nameless ? [] : l.nameWords)));
  return lines.map(({ shirtWord, row, nameWords, ...line }, i) => ({
    ...line,
    name: line.nameless ? '' : aligned[i]!,
    cells: {
      ...line.cells,
      shirt: shirts[i]!,
      ...nameCell(nameWords, line.nameless, late[i]),
      ...(line.nameless &&
        names !== null && { nameAbove: nameAbove(nameWords, names, row.height, lines[i - 1]?.row.y1) }),
      ...(shirtWord && /^\d{3}$/.test(shirtWord.text) && { shirtRead: shirtWord.text }),
    },
  }));
}

/**
 * A name with a word read under SURE_NAME's confidence is read again on its own (decision 056): its cell
 * is its words' box, a quarter of their height wider each way. A name that starts late is too, its cell
 * from `from`, where the column's names start (decision 060).
 */
export function nameCell(words: Word[], always = false, from?: number): { name?: Box } {
  if (!always && from === undefined && !words.some((w) => w.conf < SURE_NAME)) return {};
  const [y0, y1] = [Math.min(...words.map((w) => w.y0)), Math.max(...words.map((w) => w.y1))];
  const pad = (y1 - y0) * 0.25;
  return {
    name: {
      x0: Math.min(from ?? Number.POSITIVE_INFINITY, ...words.map((w) => w.x0)) - pad,
      x1: Math.max(...words.map((w) => w.x1)) + pad,
      y0: y0 - pad,
      y1: y1 + pad,
    },
  };
}

/** How many lines of text above a nameless row's words its name is looked for (decision 066). */
const NAME_ABOVE = 1.5;

/**
 * Where a nameless row's name is looked for when its words held no letter (decision 066): they were the
 * ticket's second line (a position code's box, icons and counts), the name drawn on the line above. From
 * the names' column (`names`) to the words' end, from NAME_ABOVE lines (`line` high) above them to their
 * foot, a quarter of a line wider each way; not above the foot of the row before (`after`): a ticket
 * read as two rows, its name on the first, is no row of its own.
 */
export function nameAbove(words: Word[], names: number, line: number, after = Number.NEGATIVE_INFINITY): Box {
  const pad = line * 0.25;
  return {
    x0: Math.min(names, ...words.map((w) => w.x0)) - pad,
    x1: Math.max(...words.map((w) => w.x1)) + pad,
    y0: Math.max(after, Math.min(...words.map((w) => w.y0)) - line * NAME_ABOVE),
    y1: Math.max(...words.map((w) => w.y1)) + pad,
  };
}

/** How far after the column's names, in name heights, a name starts late, and how near them they start together. */
const LATE = 0.4;
const TOGETHER = 0.25;

/**
 * Names that start after the column's others (an initial the capture did not read: 'Castro' for 'J.
 * Castro'), decision 060. Where half the names or more start together (within TOGETHER of a name's
 * height of their median start), a name starting LATE of its height after them is read again on its
 * own from that start. Names centred in their column start anywhere: none is.
 */
function lateNames(names: Word[][]): (number | undefined)[] {
  const firsts = names.map((words) => words[0]);
  const starts = firsts.flatMap((w) => (w ? [w.x0] : []));
  if (starts.length < 3) return names.map(() => undefined);
  const start = median(starts);
  const height = median(firsts.flatMap((w) => (w ? [w.y1 - w.y0] : [])));
  if (starts.filter((x) => Math.abs(x - start) <= height * TOGETHER).length * 2 < starts.length)
    return names.map(() => undefined);
  return firsts.map((w) => (w && w.x0 - start > height * LATE ? start : undefined));
}

/**
 * How much more or less coloured (its chroma: its strongest channel less its weakest) an initial's ink is
 * than its name's for it to be a badge read as one (decision 067).
 */
const BADGE_CHROMA = 20;

const chroma = (c: readonly number[]) => Math.max(...c) - Math.min(...c);

/**
 * A badge drawn before the name read as its initial ('W. CÁCERES' for a club's shield before 'CÁCERES'),
 * decision 067: where a name starts with an initial read from a word of one capital (with its dot or
 * not) whose ink's chroma is BADGE_CHROMA or more apart from the next word's, on that word's fill, the
 * name is read without it. An initial is drawn in its name's colour; a shield is red, a flag coloured.
 * Only where the row's shirt number was read apart: a coloured word where none was may be the number's
 * pill misread ('#23' read as a capital in `pizarra`), which decision 052 reads the number from.
 */
function badgeInitials<L extends { name: string; nameWords: Word[]; shirtWord: Word | null }>(
  lines: L[],
  canvas: Canvas,
): L[] {
  return lines.map((line) => {
    const [first, next, ...rest] = line.nameWords;
    const initial = `${first?.text[0]}. `;
    if (
      !line.shirtWord ||
      !first ||
      !next ||
      !/^\p{Lu}\.?$/u.test(first.text) ||
      !line.name.startsWith(initial)
    )
      return line;
    const fill = commonestColour(canvas, clipTo(canvas, next));
    const [mark, name] = [inkColour(canvas, first, fill), inkColour(canvas, next, fill)];
    if (!mark || !name || Math.abs(chroma(mark) - chroma(name)) < BADGE_CHROMA) return line;
    return { ...line, nameWords: [next, ...rest], name: line.name.slice(initial.length) };
  });
}

/**
 * A one-digit shirt number drawn right before the name, the numbers right-aligned in their column, is
 * taken for the name's initial misread ('4 Facundo Benítez' read 'A. Facundo Benítez'), decision 052.
 * Where at least three rows read their number, a lone digit that starts a row's name and ends where
 * those numbers end (within half a row height) is that row's number; the name is read without it.
 */
function digitShirts<
  L extends {
    shirt_number: number | null;
    name: string;
    shirtWord: Word | null;
    nameWords: Word[];
    row: Row;
  },
>(lines: L[]): L[] {
  const ends = lines.flatMap((l) =>
    l.shirtWord && /^\d{1,2}$/.test(l.shirtWord.text) ? [l.shirtWord.x1] : [],
  );
  if (ends.length < 3) return lines;
  const end = median(ends);
  const lone = (w: Word | undefined): w is Word => w !== undefined && /^[1-9]$/.test(w.text);
  return lines.map((line) => {
    const first = line.nameWords[0]!;
    const before = line.row.words[line.row.words.indexOf(first) - 1];
    const digit = lone(first) ? first : before;
    if (line.shirtWord || !lone(digit) || Math.abs(digit.x1 - end) > line.row.height / 2) return line;
    // Dropped before the name: the name is right as read.
    if (digit === before) return { ...line, shirt_number: Number(digit.text), shirtWord: digit };
    const words = line.row.words.filter((w) => w !== digit);
    const span = rowParts({ ...line.row, words });
    if (!span?.name) return line;
    // Its name's initial is no shirt number either ('8 S Herrera').
    const from = span.shirtWord ? words.indexOf(span.shirtWord) : span.start;
    const nameWords = words.slice(from, span.end + 1);
    const name = span.shirtWord ? cleanName(nameWords.map((w) => w.text).join(' ')) : span.name;
    return { ...line, shirt_number: Number(digit.text), shirtWord: digit, name, nameWords };
  });
}

/**
 * Names start in one column (decision 051, `namesColumn`). A row whose name starts with a short word well
 * left of it, its next word on that place, read a mark of the column before as part of the name (a shirt
 * number on a pill read 'ED', 'CD', '733'): that word is no part of the name, unless it is an initial (a
 * capital and its dot, as wide as a letter: 'G. López' with the surnames aligned).
 */
function alignedNames(lines: { name: string; nameWords: Word[]; row: Row }[]): {
  names: string[];
  marks: (Word | null)[];
} {
  const kept = { names: lines.map((l) => l.name), marks: lines.map(() => null) };
  const column = namesColumn(lines);
  if (column === null) return kept;
  const height = median(lines.map((l) => l.row.height));
  const near = (w: Word | undefined, x: number) => w !== undefined && Math.abs(w.x0 - x) <= height / 2;
  // An initial drawn before the surname: one capital, its dot, no wider than a letter is.
  const initial = (w: Word) => /^\p{Lu}\.?$/u.test(w.text) && w.x1 - w.x0 <= height * 1.3;
  const marks = lines.map(({ nameWords: [first, ...rest] }) =>
    first!.x0 < column - height * 1.5 && first!.text.length <= 3 && !initial(first!) && near(rest[0], column)
      ? first!
      : null,
  );
  const names = lines.map(({ name, nameWords }, i) =>
    marks[i]
      ? cleanName(
          nameWords
            .slice(1)
            .map((w) => w.text)
            .join(' '),
        )
      : name,
  );
  return { names, marks };
}

/**
 * Where names start (decision 051): the place where most rows have a word of their name starting, within
 * half a row height, at least three rows in five, of four rows or more. Null where there is none.
 */
function namesColumn(lines: { nameWords: Word[]; row: Row }[]): number | null {
  if (lines.length < 4) return null;
  const height = median(lines.map((l) => l.row.height));
  const rowsAt = (x: number) =>
    lines.filter((l) => l.nameWords.some((w) => Math.abs(w.x0 - x) <= height / 2)).length;
  const column = lines
    .flatMap((l) => l.nameWords.map((w) => w.x0))
    .map((x) => ({ x, rows: rowsAt(x) }))
    .sort((a, b) => b.rows - a.rows || a.x - b.x)[0]!;
  return column.rows < lines.length * 0.6 ? null : column.x;
}

/**
 * A row whose name the capture did not read as one: 'E' for 'Peña' read with its ticket's second line,
 * '167' for 'LÓPEZ' in 9-pixel capitals (decision 057). Its words from the names' column to the first
 * numeric column's reach are its name's place, read again on their own (`nameCell`); the shirt number is
 * the last number before them. Null where no word stands there.
 */
function namelessParts(row: Row, names: number, columns: NumericColumns): RowParts | null {
  const numeric = [columns.goals, columns.assists, columns.rating].filter(
    (x): x is number => x !== undefined && x > names,
  );
  if (numeric.length === 0) return null;
  const end = Math.min(...numeric) - columns.reach;
  const at = row.words.flatMap((w, i) => (w.x0 >= names - row.height / 2 && w.x1 <= end ? [i] : []));
  if (at.length === 0) return null;
  const [start, last] = [at[0]!, at.at(-1)!];
  // A number as `rowParts` reads one before the name: a '#' read as a digit may make it three digits.
  const number = (w: Word) => {
    const n = readInteger(w.text);
    return n !== null && n >= 1 && n <= PREFIXED ? n : null;
  };
  const shirtWord = row.words.slice(0, start).findLast((w) => number(w) !== null) ?? null;
  return { shirt: shirtWord && shirtNumber(number(shirtWord)), shirtWord, name: '', start, end: last };
}
