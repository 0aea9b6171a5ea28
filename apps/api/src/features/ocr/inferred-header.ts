import { isWordy } from '@liga/domain';
import type { Row, Word } from './layout';
import { readInteger, readRating } from './numbers';
import type { Header } from './parse-players';

/** Rows of a table, the name first, that a heading row is inferred from: fewer are no table. */
const MIN_ROWS = 4;

const centre = (w: { x0: number; x1: number }) => (w.x0 + w.x1) / 2;

interface Cluster {
  x: number;
  words: Word[];
}

/** The values' words of the rows, gathered into columns: a word joins the column whose centre is near it. */
function clustersOf(rows: Row[], height: number): Cluster[] {
  const clusters: Cluster[] = [];
  const words = rows.flatMap((row) => row.words.slice(row.cells[0]!.words.length));
  for (const w of words.sort((a, b) => centre(a) - centre(b))) {
    const last = clusters.at(-1);
    if (last && centre(w) - last.x < height * 1.5) {
      last.words.push(w);
      last.x = last.words.reduce((sum, v) => sum + centre(v), 0) / last.words.length;
    } else clusters.push({ x: centre(w), words: [w] });
  }
  return clusters;
}

/**
 * A table whose heading row was not read (small grey headings drawn into a card's edge), the name first
 * in each row: its headings are inferred from the columns under it (decision 047). The column of
 * ratings, some of them with their decimal, is the rating's; a column of whole numbers 1–99 after it, the shirt
 * number's; the first two columns between the name and the rating, the goals' and the assists'. The
 * rows are returned under a heading row made of those words, to be read as `headedTable` reads any
 * table, or null when the rows tell no such table.
 */
export function inferHeader(rows: Row[]): { rows: Row[]; header: Header } | null {
  const body = rows.filter((r) => r.cells.length >= 3 && isWordy(r.cells[0]!.text));
  if (body.length < MIN_ROWS) return null;
  const height = body.map((r) => r.height).sort((a, b) => a - b)[Math.floor(body.length / 2)]!;
  const clusters = clustersOf(body, height);
  const share = (c: Cluster, test: (w: Word) => boolean) => c.words.filter(test).length / body.length;
  // Ratings, a few of them at least with their decimal read ('51' is 5.1 whose point was lost).
  const rated = (w: Word) => readRating(w.text) !== null;
  const decimal = (w: Word) => /\d[.,:]\d/.test(w.text) && rated(w);
  const rating = clusters.find((c) => share(c, rated) >= 0.5 && share(c, decimal) >= 0.15);
  if (!rating) return null;
  // Numbers in circles often read as nothing or as letters: a third of the rows, if the column's words
  // are mostly numbers, is enough (decision 048).
  const shirt = clusters.find((c) => {
    const n = (w: Word) => readInteger(w.text);
    const number = (w: Word) => n(w) !== null && n(w)! >= 1 && n(w)! <= 99;
    return c.x > rating.x && share(c, number) >= 0.3 && c.words.filter(number).length >= c.words.length * 0.6;
  });
  const nameEnd = Math.max(...body.map((r) => r.cells[0]!.x1));
  const counts = clusters.filter(
    (c) => c.x > nameEnd && c.x < rating.x && c.words.length >= body.length * 0.3,
  );
  const names = { x0: Math.min(...body.map((r) => r.cells[0]!.x0)), x1: nameEnd };
  const heading = (text: string, x: number): Word => ({
    text,
    conf: 100,
    x0: x - 1,
    x1: x + 1,
    y0: 0,
    y1: 0,
  });
  const words = [
    { ...heading('JUGADOR', names.x0), x1: names.x0 + height },
    ...counts.slice(0, 2).map((c, i) => heading(i === 0 ? 'G' : 'A', c.x)),
    heading('NOTA', rating.x),
    ...(shirt ? [heading('Nº', shirt.x)] : []),
  ];
  // The table starts at the first row with a value in the rating's column (not at a title above it).
  const top = body.find((r) => r.words.some((w) => Math.abs(centre(w) - rating.x) < height * 1.5))!;
  const head: Row = { words, cells: [], y0: top.y0 - height, y1: top.y0 - height, height };
  const columns: Header['columns'] = { name: names.x0, rating: rating.x };
  if (shirt) columns.shirt = shirt.x;
  return {
    rows: [head, ...rows.slice(rows.indexOf(top))],
    header: { index: 0, columns, end: Math.max(...words.map((w) => w.x1)) },
  };
}
