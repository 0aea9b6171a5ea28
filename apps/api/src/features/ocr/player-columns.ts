import type { Row } from './layout';
import { rowParts } from './name-span';
import { readCount, readRating } from './numbers';
import type { Heading } from './vocabulary';

/** Centres of the rating, goals and assists columns, and how far from a centre a value may sit. */
export interface NumericColumns {
  rating?: number;
  goals?: number;
  assists?: number;
  reach: number;
}

interface Cluster {
  centre: number;
  count: number;
  decimals: number;
  /** Values shaped as a rating, its point read or lost ('5.3', '53'): counts are single digits. */
  ratings: number;
}

/** Row heights from its heading that a rating column's decimals may stand (a bar between them). */
const RATING_REACH = 6;
/** Row heights apart two count columns stand at most. */
const BESIDE = 4;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Finds the numeric columns from the values themselves: the centres of the values right of the
 * names line up in columns. The one holding decimals is the rating; the next two are goals and
 * assists, in that order unless the headings say otherwise. Headings the engine merged or misread
 * ('GA', 'IN).') then cost nothing.
 */
export function numericColumns(
  body: Row[],
  headings: Partial<Record<Heading, number>> | null,
): NumericColumns {
  const values: { x: number; decimal: boolean; rating: boolean }[] = [];
  for (const row of body) {
    const span = rowParts(row);
    if (!span) continue;
    for (const word of row.words.slice(span.end + 1)) {
      const decimal = /[.,:]\d/.test(word.text) && readRating(word.text) !== null;
      if (decimal || readCount(word.text) !== null || readRating(word.text) !== null)
        values.push({
          x: (word.x0 + word.x1) / 2,
          decimal,
          rating: decimal || (/^\d\d$/.test(word.text) && readRating(word.text) !== null),
        });
    }
  }
  const height = median(body.map((r) => r.height)) || 20;
  values.sort((a, b) => a.x - b.x);
  const clusters: Cluster[] = [];
  let group: typeof values = [];
  const close = () => {
    if (group.length > 0)
      clusters.push({
        centre: median(group.map((v) => v.x)),
        count: group.length,
        decimals: group.filter((v) => v.decimal).length,
        ratings: group.filter((v) => v.rating).length,
      });
    group = [];
  };
  for (const v of values) {
    if (group.length > 0 && v.x - group.at(-1)!.x > height * 1.2) close();
    group.push(v);
  }
  close();
  const rows = body.filter((r) => rowParts(r)).length;
  const dense = clusters.filter((c) => c.count >= Math.max(2, rows * 0.3));
  const best = dense.reduce<Cluster | undefined>(
    (b, c) => (!b || c.decimals > b.decimals ? c : b),
    undefined,
  );
  // A heading is moved onto the values under it, when some are there: values nearer another heading are
  // that one's (a goals column with values and an assists column with none, decision 046).
  const headed = [headings?.rating, headings?.goals, headings?.assists].filter((x) => x !== undefined);
  const onto = (x: number) => {
    const near = clusters
      .filter(
        (c) =>
          Math.abs(c.centre - x) < height * 1.5 &&
          headed.every((other) => Math.abs(c.centre - x) <= Math.abs(c.centre - other)),
      )
      .sort((a, b) => b.count - a.count)[0];
    return near?.centre ?? x;
  };
  // A rating heading over a bar and its value (the bar first, the value at the cell's end) stands far from
  // the values: it is moved onto the column of ratings nearest it, when no other heading is nearer them
  // (decision 048).
  const ratingsBy = (x: number) =>
    dense
      .filter(
        (c) =>
          c.ratings * 2 >= c.count &&
          Math.abs(c.centre - x) < height * RATING_REACH &&
          headed.every((other) => Math.abs(c.centre - x) <= Math.abs(c.centre - other)),
      )
      .sort((a, b) => Math.abs(a.centre - x) - Math.abs(b.centre - x))[0]?.centre;
  const ratingAt = (x: number) => {
    const moved = onto(x);
    return moved !== x ? moved : (ratingsBy(x) ?? x);
  };
  const rating = headings?.rating !== undefined ? ratingAt(headings.rating) : best?.centre;
  let goals = headings?.goals !== undefined ? onto(headings.goals) : undefined;
  let assists = headings?.assists !== undefined ? onto(headings.assists) : undefined;
  // One count's heading read and its neighbour's misread ('GL' read 'SL'): the column of counts right
  // beside it, on the side the order puts it (goals before assists), decision 052.
  const beside = (x: number, side: 1 | -1) =>
    dense
      .filter((c) => c.ratings * 2 < c.count && c.centre !== rating)
      .map((c) => ({ c, d: side * (c.centre - x) }))
      .filter(({ d }) => d > height * 0.8 && d < height * BESIDE)
      .sort((a, b) => a.d - b.d)[0]?.c.centre;
  if (goals === undefined && assists !== undefined) goals = beside(assists, -1);
  else if (assists === undefined && goals !== undefined) assists = beside(goals, 1);
  if (rating !== undefined && (goals === undefined || assists === undefined)) {
    // No usable headings: the columns right of the rating, dense ones first, never under the cards.
    const limit = Math.min(headings?.cards ?? Infinity, headings?.injury ?? Infinity) - height;
    const right = (list: Cluster[]) => list.filter((c) => c.centre > rating + height && c.centre < limit);
    const found = right(dense).length >= 2 ? right(dense) : right(clusters);
    const free = found.map((c) => c.centre).filter((x) => x !== goals && x !== assists);
    if (goals === undefined && assists === undefined) [goals, assists] = [free[0], free[1]];
    else if (goals === undefined) goals = free.filter((x) => x < assists!)[0];
    else assists = free.filter((x) => x > goals!)[0];
  }
  const centres = [rating, goals, assists].filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  const gaps = centres.slice(1).map((x, i) => x - centres[i]!);
  const reach = (gaps.length > 0 ? Math.min(...gaps) : height * 4) * 0.5;
  return { rating, goals, assists, reach };
}
