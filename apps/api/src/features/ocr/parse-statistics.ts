import { fold, isWordy } from '@liga/domain';
import type { Box } from './boxes';
import { CELL_CONFIDENCE, EMPTY_CELL_CONFIDENCE, type CellReading } from './cell-reading';
import type { Cell, Row } from './layout';
import { readStatValue, twoOnes } from './numbers';
import { isEnglishLabel, knownStat } from './vocabulary';

export interface StatisticLine {
  stat: string;
  home_value: string;
  away_value: string;
}

/**
 * A statistic row as the whole capture read it: a value not read is null. `cells` are where the
 * values are drawn (the words read there, or nothing when none was), for their own reading
 * (decision 045).
 */
export interface StatisticRow {
  stat: string;
  home: string | null;
  away: string | null;
  words: { home: Box | null; away: Box | null };
  row: Row;
  /** The rows the two values stand on, where they are not `row` (a box score's team rows, decision 049). */
  sides?: { home: Row; away: Row };
  /** Where the label is drawn, when the capture read none: `stat` is empty until it is read (decision 053). */
  label?: Box;
}

interface Token {
  text: string;
  box: Box;
}

/**
 * '55 %' arrives as two words: a lone '%' belongs to the number before it. A word the two looks both
 * read at one place ('320' at 726 and at 728) is one (decision 051).
 */
function tokens(row: Row): Token[] {
  const out: Token[] = [];
  for (const w of row.words) {
    const last = out.at(-1);
    if (last && last.text === w.text && w.x0 < last.box.x1) continue;
    if (/^%$/.test(w.text) && last) {
      last.text += '%';
      last.box = { ...last.box, x1: w.x1 };
    } else out.push({ text: twoOnes(w), box: { x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 } });
  }
  return out;
}

const cleanLabel = (words: string[]) => words.join(' ').replace(/^[^\p{L}]+|[^\p{L}%)]+$/gu, '');

/**
 * One statistic per row: home value, label, away value. The label snaps to a known statistic when
 * it is close to one; otherwise it is kept as read.
 */
function strictRow(row: Row, english?: boolean): StatisticRow | null {
  const t = tokens(row);
  if (t.length < 3) return null;
  const home = readStatValue(t[0]!.text);
  const away = readStatValue(t.at(-1)!.text);
  // Between the values only words: a row with numbers inside is a table row, not a statistic.
  const label = t.slice(1, -1).map((x) => x.text);
  if (home === null || away === null || !label.some(isWordy) || label.some((x) => /\d/.test(x))) return null;
  const read = cleanLabel(label);
  const stat = knownStat(read, english)?.label ?? read;
  return { stat, home, away, words: { home: t[0]!.box, away: t.at(-1)!.box }, row };
}

/** A word read as one pair, cut where its home value's characters end. */
function splitPair(word: Token, home: string, away: string): [Token, Token] {
  const { box } = word;
  const cut = box.x0 + ((box.x1 - box.x0) * home.length) / word.text.length;
  return [
    { text: home, box: { ...box, x1: cut } },
    { text: away, box: { ...box, x0: cut } },
  ];
}

/**
 * The two values at a row's end: two words, or one pair written 'home – away' ('10-16', '10 – 16'),
 * decision 047.
 */
function lastPair(t: Token[]): [Token, Token] | null {
  // A digit misread as a letter ('n' for 11) may stand on either side; the other value is still read.
  const last = t.at(-1)?.text ?? '';
  // Both values misread as letters, the dash between them read ('n-o' for '11-0'): still a pair, taken only
  // after a known label (decision 063).
  const pair =
    /\d/.test(last) || [...last].length <= 5
      ? /^([\d\p{L}.,%]{1,5})\s*[-–—:]\s*([\d\p{L}.,%]{1,5})$/u.exec(last)
      : null;
  if (pair) return splitPair(t.at(-1)!, pair[1]!, pair[2]!);
  // A pair whose away value was read as nothing ('n-' for '11-21'): that value is read in its own cell,
  // after the dash (decision 060).
  const open = /^([\d\p{L}.,%]{1,5})\s*[-–—]$/u.exec(last);
  if (open && valueOf(open[1]!) !== null) return splitPair(t.at(-1)!, open[1]!, '');
  // A dash read twice over (a long bar: '—-') is one (decision 051).
  const dash = t.length >= 3 && /^[-–—:]{1,3}$/.test(t.at(-2)!.text);
  return t.length >= 2 ? [t.at(dash ? -3 : -2)!, t.at(-1)!] : null;
}

/**
 * A label as read, or without an icon read as a short word before it ('A TIROS', '4 GOLES ESPERADOS'),
 * whichever is known; an unknown label written in capitals is given in the vocabulary's sentence case.
 * Null when what is left holds a digit or no word: a table row, not a label.
 */
function labelOf(words: string[]) {
  const icon = words.length >= 2 && words[0]!.length <= 3;
  const options = icon ? [words.slice(1), words] : [words];
  const read = options.map((w) => ({ words: w, read: cleanLabel(w), known: knownStat(cleanLabel(w)) }));
  const best = read.find((r) => r.known) ?? read[0]!;
  if (!best.words.some(isWordy) || best.words.some((x) => /\d/.test(x))) return null;
  const capitals = best.read === best.read.toLocaleUpperCase('es') && best.read.length > 5;
  const text = capitals ? best.read[0] + best.read.slice(1).toLocaleLowerCase('es') : best.read;
  return { read: text, known: best.known };
}

/** What the engine reads for '11' in a narrow face: two strokes taken for one letter ('n', 'll', 'II'). */
const ELEVEN = /^(n|ll|Il|lI|II|\|\|)$/;

/** A value as read; '11' misread as letters is '11' (decision 052): its cell's own reading may still correct it. */
const valueOf = (text: string) => readStatValue(text) ?? (ELEVEN.test(text) ? '11' : null);

/**
 * A table of statistics with the label first and the two values after it, in columns under the teams
 * ('Faltas   6   15') or as a pair ('FALTAS   11 – 6'), decision 047. Read so only when two labels at
 * least are known statistics: a player's name with two numbers after it is not one. After a known
 * label, two short words that did not read as values ('n' for 11) are its values still, to be read on
 * their own.
 */
function labelsFirst(rows: Row[]): StatisticRow[] {
  const lines = rows.flatMap((row) => {
    const t = tokens(row);
    const pair = lastPair(t);
    if (!pair) return [];
    const [left, right] = pair;
    const label = labelOf(t.slice(0, t.indexOf(left) >= 0 ? t.indexOf(left) : -1).map((x) => x.text));
    if (!label) return [];
    const { read, known } = label;
    const [home, away] = [valueOf(left.text), valueOf(right.text)];
    const short = (x: Token) => [...x.text].length <= 4;
    if ((home === null || away === null) && !(known && short(left) && short(right))) return [];
    // A label that is no known statistic ('LON de pases') is read again on its own, from its first word to
    // the home value (decision 063); kept as read if that reads none.
    const gap = row.height * 0.5;
    const again = known ? {} : { label: labelSpan(row, t[0]!.box.x0 - gap, left.box.x0 - gap) };
    return [{ read, known, home, away, words: { home: left.box, away: right.box }, row, ...again }];
  });
  if (lines.filter((l) => l.known).length < 2) return [];
  const pairs = lines.map(({ read, known, ...line }) => ({ ...line, stat: known?.label ?? read }));
  return [...pairs, ...oneValueRows(rows, pairs)].sort((a, b) => a.row.y0 - b.row.y0);
}

/**
 * Rows of a label-first table with one value read after the label: the other (drawn bold, underlined
 * as the better side's, and read as nothing) is read on its own in its column (decision 055). The value
 * read goes to the column it stands in; a label that is no known statistic is read again on its own
 * (decision 053), and the row counts only if that reads one.
 */
function oneValueRows(rows: Row[], pairs: StatisticRow[]): StatisticRow[] {
  const { home, away } = valueColumns(pairs);
  if (home === undefined || away === undefined) return [];
  return rows.flatMap((row) => {
    if (pairs.some((l) => l.row === row)) return [];
    const t = tokens(row);
    const value = t.at(-1);
    const read = value ? valueOf(value.text) : null;
    if (t.length < 2 || !value || read === null) return [];
    const label = labelOf(t.slice(0, -1).map((x) => x.text));
    if (!label) return [];
    const side = Math.abs(middle(value.box) - home) < Math.abs(middle(value.box) - away) ? 'home' : 'away';
    if (Math.abs(middle(value.box) - (side === 'home' ? home : away)) > row.height * 2) return [];
    return [
      {
        stat: label.known?.label ?? '',
        home: side === 'home' ? read : null,
        away: side === 'away' ? read : null,
        words: { home: side === 'home' ? value.box : null, away: side === 'away' ? value.box : null },
        row,
        ...(!label.known && {
          label: labelSpan(row, t[0]!.box.x0 - row.height * 0.5, home - row.height * 2),
        }),
      },
    ];
  });
}

/** A cell that can only be a value: a few characters, no word of a label. */
const valueLike = (cell: Cell | undefined) => cell !== undefined && [...cell.text].length <= 4;

/**
 * A row whose label is a known statistic but whose values did not read as numbers (a '4' in a
 * coloured pill read 'á', a value not read at all): the cells left and right of the label are its
 * values, to be read on their own; where neither was read, the values' columns are (decision 053).
 */
function labelledRow(row: Row, english?: boolean): StatisticRow | null {
  const at = row.cells.findIndex((c) => isWordy(c.text) && !valueLike(c));
  if (at < 0) return null;
  const known = knownStat(cleanLabel([row.cells[at]!.text]), english);
  const [left, right] = [row.cells.slice(0, at), row.cells.slice(at + 1)];
  if (left.length > 1 || right.length > 1 || ![...left, ...right].every(valueLike)) return null;
  const value = (cell: Cell | undefined) => (cell ? valueOf(cell.text) : null);
  const box = (cell: Cell | undefined) =>
    cell ? { x0: cell.x0, x1: cell.x1, y0: row.y0, y1: row.y1 } : null;
  const [home, away] = [box(left[0]), box(right[0])];
  const line = { home: value(left[0]), away: value(right[0]), words: { home, away }, row };
  if (known) return { stat: known.label, ...line };
  // A label that is no known statistic between two cells that can only be values ('Cs)  Cowes  9' for
  // '3  Corners  9'): the label is read on its own, and the row counts only if that reads a known one
  // (decision 063).
  return home && away ? { stat: '', ...line, label: labelBox(row, home, away) } : null;
}

/** The language most of the statistics are in, when they tell one. */
function languageOf(lines: { stat: string }[]): boolean | undefined {
  const english = lines.filter((l) => isEnglishLabel(l.stat)).length;
  return english * 2 === lines.length ? undefined : english * 2 > lines.length;
}

/** Digits of one value the engine split in two ('2 5' for 25): pieces under half a row height apart. */
function joinDigits(values: Token[], height: number): Token[] {
  const out: Token[] = [];
  for (const t of values) {
    const last = out.at(-1);
    if (last && /^\d+$/.test(last.text) && /^\d/.test(t.text) && t.box.x0 - last.box.x1 < height * 0.5) {
      last.text += t.text;
      last.box = { ...last.box, x1: t.box.x1 };
    } else out.push({ ...t });
  }
  return out;
}

const middle = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;

/** The values nearer `label`'s middle than any other label's. */
const nearest = (values: Token[], labels: Cell[], label: Cell) =>
  values.filter((t) => {
    const d = Math.abs(middle(t.box) - middle(label));
    return labels.every((other) => d <= Math.abs(middle(t.box) - middle(other)));
  });

/**
 * Labels on a row of their own, each with its two values on the next row, one either side of the label's
 * middle ('Posesión' above '55% ━━━━ 45%'), one block or several side by side (decision 046). Each value
 * goes to the label nearest it. A row of labels none of which is a known statistic counts only once
 * others have shown that the screen is drawn so (decision 047).
 */
function labelsAbove(rows: Row[], anyLabel = false): StatisticRow[] {
  const out: StatisticRow[] = [];
  rows.slice(0, -1).forEach((row, i) => {
    const labels = row.cells.filter((c) => isWordy(c.text));
    const known = labels.map((c) => knownStat(cleanLabel([c.text])));
    // Words only, one of them at least a known statistic; the others are kept as read.
    if (labels.length !== row.cells.length || !(anyLabel || known.some((k) => k))) return;
    const next = rows[i + 1]!;
    const values = joinDigits(
      tokens(next).filter((t) => readStatValue(t.text) !== null),
      next.height,
    );
    if (values.some((t) => isWordy(t.text))) return;
    labels.forEach((label, n) => {
      const mine = nearest(values, labels, label);
      const [left, right] = [
        mine.filter((t) => middle(t.box) < middle(label)),
        mine.filter((t) => middle(t.box) > middle(label)),
      ];
      if (left.length !== 1 || right.length !== 1) return;
      out.push({
        stat: known[n]?.label ?? cleanLabel([label.text]),
        home: readStatValue(left[0]!.text),
        away: readStatValue(right[0]!.text),
        words: { home: left[0]!.box, away: right[0]!.box },
        row: next,
      });
    });
  });
  return anyLabel || out.length < 2 ? out : labelsAbove(rows, true);
}

/** Cells of a box score's label row that are not statistics: the teams' column ('TEAM', 'EQUIPO'). */
const TEAM_HEADINGS = ['team', 'teams', 'equipo', 'equipos', 'club'];

/** Characters at most of a word under a box score's label that read as no value ('nn' for 11, decision 059). */
const UNREAD = 3;

/**
 * A box score (decision 049): a row of labels, at least two of them known statistics, over two rows of
 * values, one per team, each perhaps led by the team's name or code ('CES 60% 1.6 185'). Each value goes
 * to the label nearest it; a statistic needs a value on both rows. The first row is the home team's.
 */
function labelsOverTeams(rows: Row[]): StatisticRow[] {
  const out: StatisticRow[] = [];
  rows.slice(0, -2).forEach((row, i) => {
    const cells = row.cells.filter((c) => !TEAM_HEADINGS.includes(fold(c.text)));
    const labels = cells.filter((c) => isWordy(c.text));
    if (
      labels.length + 1 < row.cells.length ||
      labels.filter((c) => knownStat(cleanLabel([c.text]))).length < 2
    )
      return;
    const [home, away] = [rows[i + 1]!, rows[i + 2]!];
    const valuesOf = (team: Row) => {
      // A team's name or code may lead the row ('CES', '10E' for 'IOE'). A value misread as a few letters
      // ('nn' for 11) is kept apart: it stands for its statistic's value only where no value was read
      // under the label, and its cell is then read on its own (decision 059).
      const cells = team.cells.slice(/\p{L}/u.test(team.cells[0]?.text ?? '') ? 1 : 0);
      const all = cells.flatMap((c) => tokens({ ...team, words: c.words }));
      const values = joinDigits(
        all.filter((t) => readStatValue(t.text) !== null),
        team.height,
      );
      const unread = all.filter((t) => readStatValue(t.text) === null && [...t.text].length <= UNREAD);
      return values.length >= 2 ? { values, unread } : null;
    };
    const [homeValues, awayValues] = [valuesOf(home), valuesOf(away)];
    if (!homeValues || !awayValues) return;
    // Every cell of the label row stands over its own values, a label misread as no word ('F:' for
    // 'Faltas') too: they are not the next label's. A label that is no known statistic is read again
    // on its own, from its neighbours' ends (decision 055); its values count only if that reads one.
    const under = (team: { values: Token[]; unread: Token[] }, label: Cell) => {
      const read = nearest(team.values, cells, label);
      return read.length > 0 ? read : nearest(team.unread, cells, label);
    };
    const found = cells.map((label) => [under(homeValues, label), under(awayValues, label)] as const);
    const owns = found.map(([h, a]) => h.length === 1 && a.length === 1);
    cells.forEach((label, n) => {
      const [h, a] = found[n]!;
      if (!owns[n]) return;
      const known = knownStat(cleanLabel([label.text]));
      const gap = row.height * 0.5;
      // A label read as two cells ('Tres' 'libres') is read again between the labels with values of their
      // own (decision 059).
      const [before, after] = [
        cells.findLast((_, k) => k < n && owns[k]),
        cells.find((_, k) => k > n && owns[k]),
      ];
      out.push({
        stat: known?.label ?? '',
        home: valueOf(h[0]!.text),
        away: valueOf(a[0]!.text),
        words: { home: h[0]!.box, away: a[0]!.box },
        row: home,
        sides: { home, away },
        ...(!known && {
          label: labelSpan(
            row,
            before ? before.x1 + gap : label.x0 - row.height * 3,
            after ? after.x0 - gap : label.x1 + row.height * 3,
          ),
        }),
      });
    });
  });
  return out;
}

/**
 * Two passes: the labels first tell the screen's language, which then settles look-alike labels. A screen
 * whose labels stand above their values (decision 046) or before them (decision 047) is read so when that
 * gives more statistics.
 */
export function parseStatistics(rows: Row[]): StatisticRow[] {
  const first = rows.map((row) => strictRow(row)).filter((line) => line !== null);
  const other = [labelsAbove(rows), labelsFirst(rows), labelsOverTeams(rows)].sort(
    (a, b) => b.length - a.length,
  )[0]!;
  if (other.length > first.length) {
    const language = languageOf(other);
    return other.map((line) => ({ ...line, stat: knownStat(line.stat, language)?.label ?? line.stat }));
  }
  const language = languageOf(first);
  const lines = rows
    .map((row) => strictRow(row, language) ?? (first.length > 0 ? labelledRow(row, language) : null))
    .filter((line) => line !== null);
  const unlabelled = unlabelledRows(rows, lines);
  const all = unlabelled.length === 0 ? lines : [...lines, ...unlabelled].sort((a, b) => a.row.y0 - b.row.y0);
  // A label read that is no known statistic ('fas' for 'Passes') is read again on its own (decision 053).
  return all.map((line) =>
    line.label || knownStat(line.stat, language) || !line.words.home || !line.words.away
      ? line
      : { ...line, label: labelBox(line.row, line.words.home, line.words.away) },
  );
}

/** A label's box from x0 to x1 on its row, a little taller than the row, for its own reading (decision 053). */
const labelSpan = (row: Row, x0: number, x1: number): Box => ({
  x0,
  x1,
  y0: row.y0 - row.height * 0.4,
  y1: row.y1 + row.height * 0.4,
});

/** Where a row's label is drawn: between its two values. */
const labelBox = (row: Row, home: Box, away: Box): Box =>
  labelSpan(row, home.x1 + row.height * 0.5, away.x0 - row.height * 0.5);

/** The middles of the home and away values' columns, from the statistics read on one row each. */
function valueColumns(lines: StatisticRow[]) {
  const column = (side: 'home' | 'away') =>
    median(lines.flatMap((l) => (l.words[side] && !l.sides ? [middle(l.words[side])] : [])));
  return { home: column('home'), away: column('away') };
}

/** Statistic rows read, at least, for a row with two values and no label to be one too. */
const LABELLED_ROWS = 3;

/**
 * Rows with two values in the columns of the other statistics and no label read between them ('3 — 8',
 * the label's letters lost over its bar): a statistic whose label is read on its own, and kept only if
 * that reads a known one (decision 053). Within a row pitch and a half of the statistics read.
 */
function unlabelledRows(rows: Row[], lines: StatisticRow[]): StatisticRow[] {
  if (lines.length < LABELLED_ROWS) return [];
  const { home, away } = valueColumns(lines);
  if (home === undefined || away === undefined) return [];
  const centres = lines.map((l) => (l.row.y0 + l.row.y1) / 2);
  const pitch = pitchOf(lines);
  const [top, bottom] = [Math.min(...centres) - pitch * 1.5, Math.max(...centres) + pitch * 1.5];
  return rows.flatMap((row) => {
    const mid = (row.y0 + row.y1) / 2;
    if (lines.some((l) => l.row === row) || mid < top || mid > bottom) return [];
    const t = tokens(row);
    if (t.length < 2 || t.length > 3) return [];
    if (t.length === 3 && (isWordy(t[1]!.text) || /\d/.test(t[1]!.text))) return [];
    const [left, right] = [t[0]!, t.at(-1)!];
    const [h, a] = [valueOf(left.text), valueOf(right.text)];
    const near = (box: Box, x: number) => Math.abs(middle(box) - x) <= row.height * 1.5;
    if (h === null || a === null || !near(left.box, home) || !near(right.box, away)) return [];
    const label = labelBox(row, left.box, right.box);
    if (label.x1 - label.x0 < row.height * 2) return [];
    return [{ stat: '', home: h, away: a, words: { home: left.box, away: right.box }, row, label }];
  });
}

/**
 * Each label read on its own: a known statistic names its row; otherwise a row with no label read is
 * left out and one with an unknown label keeps it as read.
 */
export function nameStatistics(lines: StatisticRow[], labels: (CellReading | null)[]): StatisticRow[] {
  const language = languageOf(lines.filter((l) => l.stat !== ''));
  let n = 0;
  return lines.flatMap((line) => {
    if (!line.label) return [line];
    const read = labels[n++];
    const known = read ? knownStat(cleanLabel([read.text]), language) : null;
    if (known) return [{ ...line, stat: known.label }];
    return line.stat === '' ? [] : [line];
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The usual distance between the middles of consecutive statistic rows; 0 for one row. */
function pitchOf(lines: StatisticRow[]): number {
  const centres = lines.map((l) => (l.row.y0 + l.row.y1) / 2);
  return median(centres.slice(1).map((c, i) => c - centres[i]!)) ?? 0;
}

/**
 * Where each row's two values are drawn (decision 045): around the words read there, a little wider
 * than them (a pill's or box's fill is then the cell's commonest colour), else under the middle of
 * the values read in that column.
 */
export function statisticCells(lines: StatisticRow[]): { home: Box | null; away: Box | null }[] {
  const pitch = pitchOf(lines);
  const column = (side: 'home' | 'away') => {
    const boxes = lines.flatMap((l) => (l.words[side] ? [l.words[side]] : []));
    return {
      x: median(boxes.map((b) => (b.x0 + b.x1) / 2)),
      half: median(boxes.map((b) => (b.x1 - b.x0) / 2)) ?? 0,
    };
  };
  const columns = { home: column('home'), away: column('away') };
  return lines.map((line) => {
    const { row } = line;
    const reach = Math.max(row.height * 0.9, Math.min(pitch * 0.42, row.height * 1.2));
    const cell = (side: 'home' | 'away'): Box | null => {
      const on = line.sides?.[side] ?? row;
      const mid = (on.y0 + on.y1) / 2;
      const read = line.words[side];
      const x = read ? (read.x0 + read.x1) / 2 : columns[side].x;
      if (x === undefined) return null;
      const half = (read ? (read.x1 - read.x0) / 2 : columns[side].half) + row.height * 0.6;
      return { x0: x - half, x1: x + half, y0: mid - reach, y1: mid + reach };
    };
    return { home: cell('home'), away: cell('away') };
  });
}

/** What a statistic's value cell may hold: '12', '55%', '1,8', '5/12'. */
export const STATISTIC_CHARS = '0123456789.,%/';

/**
 * The statistics as the league client shows them: each value its cell's own reading when read
 * with confidence, else the whole capture's; a row with a value read nowhere is left out.
 */
export function settleStatistics(
  lines: StatisticRow[],
  cells: { home: CellReading | null; away: CellReading | null }[] = [],
): StatisticLine[] {
  // Where the whole capture read no value, the cell's own reading is taken at a lower confidence, as a
  // player's (decision 048).
  const own = (cell: CellReading | null | undefined, read: string | null) =>
    cell && cell.conf >= (read === null ? EMPTY_CELL_CONFIDENCE : CELL_CONFIDENCE)
      ? readStatValue(cell.text)
      : null;
  return lines.flatMap((line, i) => {
    if (line.stat === '') return [];
    const home = own(cells[i]?.home, line.home) ?? line.home;
    const away = own(cells[i]?.away, line.away) ?? line.away;
    if (home === null || away === null) return [];
    if (DECIMAL_STATS.has(line.stat)) {
      // Expected goals always carry one decimal: '34' lost its separator.
      const separator = isEnglishLabel(line.stat) ? '.' : ',';
      return [
        {
          stat: line.stat,
          home_value: withDecimal(home, separator),
          away_value: withDecimal(away, separator),
        },
      ];
    }
    return [{ stat: line.stat, home_value: home, away_value: away }];
  });
}

const DECIMAL_STATS = new Set(['Goles esperados', 'Expected Goals']);
const withDecimal = (value: string, separator: string) =>
  /^\d{2}$/.test(value) ? `${value[0]}${separator}${value[1]}` : value;
