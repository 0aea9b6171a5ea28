import type { Row, Word } from './layout';
import { rowParts } from './name-span';
import { readRating } from './numbers';
import { headingOf, type Heading } from './vocabulary';

/** Where one of several tables drawn side by side stands: the words whose centre is within x0–x1. */
export interface TableSpan {
  x0: number;
  x1: number;
  /** Found by rows that read two players, not by headings (decision 049). */
  paired?: boolean;
}

/** Row heights between the name's and the rating's headings of a list with no other column. */
const LIST_GAP = 8;

/** Where each column's heading stands on a row (its centre). */
export type Headings = Partial<Record<Heading, number>>;

/**
 * Whether headings read on one row head a table: at least three columns, one of them the name or the
 * rating; or a list's, only the name and the rating, a column apart, with nothing else on the row
 * (decision 048). A title's words stand a space apart ('PLAYER RATINGS') or beside other words ('PLAYER
 * PERFORMANCE — Racing Puerto', 'Racing' read as 'rating'); a short word ('Ne' for 'Nº') may stand
 * with the headings.
 */
export function headsTable(row: Row, columns: Headings): boolean {
  const { name, rating } = columns;
  if (Object.keys(columns).length >= 3) return name !== undefined || rating !== undefined;
  return (
    name !== undefined &&
    rating !== undefined &&
    Math.abs(rating - name) > row.height * LIST_GAP &&
    row.words.every((w) => headingOf(w.text) !== null || w.text.length <= 2)
  );
}

interface HeadingGroup {
  x0: number;
  x1: number;
  columns: Headings;
  words: Word[];
}

/**
 * A heading row's words, split where a column's heading comes again ('Nº JUGADOR NOTA G A  Nº
 * JUGADOR NOTA G A'): each group that heads a table (`headsTable`) heads one of its own. A group's last
 * heading that the next group lacks and that stands nearer that group than its own ('JUGADOR NOTA  #
 * JUGADOR NOTA', the first '#' not read) heads the next table (decision 050).
 */
function headingGroups(row: Row): HeadingGroup[] {
  const groups: HeadingGroup[] = [];
  let current: HeadingGroup | null = null;
  for (const word of row.words) {
    const kind = headingOf(word.text);
    if (!kind) continue;
    if (!current || current.columns[kind] !== undefined) {
      current = { x0: word.x0, x1: word.x1, columns: {}, words: [] };
      groups.push(current);
    }
    current.columns[kind] = (word.x0 + word.x1) / 2;
    current.words.push(word);
    current.x1 = word.x1;
  }
  for (const [i, group] of groups.entries()) {
    const next = groups[i + 1];
    const [before, last] = group.words.slice(-2);
    if (!next || !before || !last) continue;
    const kind = headingOf(last.text)!;
    if (next.columns[kind] !== undefined || next.x0 - last.x1 >= last.x0 - before.x1) continue;
    group.words.pop();
    delete group.columns[kind];
    group.x1 = before.x1;
    next.words.unshift(last);
    next.columns[kind] = (last.x0 + last.x1) / 2;
    next.x0 = last.x0;
  }
  return groups.filter((g) => headsTable(row, g.columns));
}

/**
 * Tables side by side (decision 046), found by their headings, not by where a layout draws them:
 * two or more heading groups that do not overlap across the screen, on one row or on rows of their
 * own. Each table reaches halfway to its neighbour's heading, where the cards and marks drawn past
 * its last heading still belong to it. One table, or none found: null.
 */
export function tableSpans(rows: Row[]): TableSpan[] | null {
  const groups = rows.flatMap(headingGroups).sort((a, b) => a.x0 - b.x0);
  const apart: HeadingGroup[] = [];
  for (const group of groups) if (!apart.some((g) => group.x0 < g.x1 && g.x0 < group.x1)) apart.push(group);
  if (apart.length < 2) return pairedSpans(rows);
  return apart.map((group, i) => ({
    x0: i === 0 ? Number.NEGATIVE_INFINITY : (apart[i - 1]!.x1 + group.x0) / 2,
    x1: i === apart.length - 1 ? Number.POSITIVE_INFINITY : (group.x1 + apart[i + 1]!.x0) / 2,
  }));
}

/** Rows that read two players, at least this many, show two tables side by side with no headings. */
const PAIRED_ROWS = 3;
/** Row heights between a player's name and the next player's shirt number where no rating was read between. */
const PLAYERS_GAP = 8;

/**
 * Where a row reads a player (a name, then a rating), then another after the first rating: the second
 * player's start. A shirt number with a name right after it, well apart from the first name and with no
 * rating read between (a rating drawn in a ring or a hexagon), is the second player, the split a row
 * height before the number (decision 050). Null when the row reads one player.
 */
function secondPlayer(row: Row): number | null {
  const first = rowParts(row);
  if (!first) return null;
  const words = row.words;
  // A shirt number, a name right after it, before any rating (two digits read as one, '19' as 1.9).
  for (let k = first.end + 1; k < words.length; k++) {
    const word = words[k]!;
    if (!/^\d{1,2}$/.test(word.text)) {
      if (readRating(word.text) !== null) break;
      continue;
    }
    if (word.x0 - words[first.end]!.x1 < row.height * PLAYERS_GAP) continue;
    const second = rowParts({ ...row, words: words.slice(k) });
    if (second?.shirtWord === word && second.start === 1) return word.x0 - row.height;
  }
  const rating = words.findIndex((w, i) => i > first.end && readRating(w.text) !== null);
  if (rating < 0 || rating + 1 >= words.length) return null;
  const rest = words.slice(rating + 1);
  const second = rowParts({ ...row, words: rest });
  if (!second || !rest.some((w, i) => i > second.end && readRating(w.text) !== null)) return null;
  return (words[rating]!.x1 + words[rating + 1]!.x0) / 2;
}

/**
 * Two tables side by side with no heading row, or one table's headings not read as such (decision 049):
 * at least three rows read two players each (`secondPlayer`), split at one place that no word of the rows
 * from the first such row to the last crosses. The split is the middle of the places the rows give.
 */
function pairedSpans(rows: Row[]): TableSpan[] | null {
  const paired = rows.flatMap((r, i) => {
    const at = secondPlayer(r);
    return at === null ? [] : [{ i, at }];
  });
  if (paired.length < PAIRED_ROWS) return null;
  const split = paired.map((p) => p.at).sort((a, b) => a - b)[Math.floor(paired.length / 2)]!;
  // Among the tables' rows: a title above them or a footer under them may run across.
  const within = rows.slice(paired[0]!.i, paired.at(-1)!.i + 1);
  if (within.some((r) => r.words.some((w) => w.x0 < split && w.x1 > split))) return null;
  return [
    { x0: Number.NEGATIVE_INFINITY, x1: split, paired: true },
    { x0: split, x1: Number.POSITIVE_INFINITY, paired: true },
  ];
}

/** The words of `rows` that stand in the span, by their centre. */
export function wordsIn(rows: Row[], span: TableSpan): Word[] {
  return rows.flatMap((row) =>
    row.words.filter((w) => {
      const centre = (w.x0 + w.x1) / 2;
      return centre >= span.x0 && centre < span.x1;
    }),
  );
}
