import { fold, type RecognitionData, type ScreenType } from '@liga/domain';
import { joinSubLines, joinTickets, rowsOf, tableStructure, toCapture, type Row } from './layout';
import { headedTable, isReordered } from './headed-table';
import { inferHeader } from './inferred-header';
import { findScoreLine, scoreGap, type ScoreGap } from './parse-teams';
import type { Canvas } from './boxes';
import { findHeader, parseLoneRow, parsePlayerTable, type TableLine } from './parse-players';
import { parseStatistics, settleStatistics, type StatisticRow } from './parse-statistics';
import type { OcrWord } from './tsv';
import { tableSpans, wordsIn, type TableSpan } from './tables';
import { readGoalCount, readRating } from './numbers';
import { STAT_LABELS, STATISTICS_TITLES } from './vocabulary';
import { restoreAccents, snapNames, type Vocabulary } from './snap';

export interface Analysis {
  data: RecognitionData | null;
  table_structure: { rows: number; estimated_columns: number };
  /**
   * Each read player's name spelled against the match's squads (accents, look-alike letters, word
   * breaks), for matching only: `data.players[i].name` stays as read (decision 037).
   */
  spellings: string[];
  /** Where each player's rating and shirt number are drawn, for their own reading (decision 044). */
  cells: TableLine['cells'][];
  /** Players kept for their name alone: dropped unless their cells' own reading finds a number (decision 047). */
  tentative: boolean[];
  /** The statistic rows as read, for their values' own reading (decision 045). */
  statisticRows: StatisticRow[];
  /** Two team names read with no score between them: the score's place, for its own reading (decision 046). */
  scoreGap: ScoreGap | null;
}

/**
 * Which screen this is, from what was read: a heading row of a ratings table, or rows shaped
 * 'value label value' under a match-facts title. The kind with more evidence wins.
 */
export function screenType(rows: Row[], statisticRows: number, playerRows: number): ScreenType | null {
  const header = findHeader(rows);
  const titled = rows.some((r) => r.words.some((w) => STATISTICS_TITLES.includes(fold(w.text))));
  const players = playerRows + (header ? 3 : 0);
  const statistics = statisticRows + (titled ? 2 : 0);
  if (Math.max(players, statistics) < 2) return null;
  return players > statistics ? 'player_ratings' : 'match_statistics';
}

/** A rating as printed, with its point. */
const pointed = (w: { text: string }) => /\d[.,]\d/.test(w.text);

/** Engine confidence under which a short word by a banner's rating is an icon read as letters. */
const MARK = 60;

/** Row heights left of a heading row's first word that a table's words may still stand. */
const TABLE_LEFT = 5;

/**
 * The player rows of every table: one table as it stands, or tables side by side (decision 046) each
 * rebuilt from its own words, so that its rows are not joined with its neighbour's. A lone table under
 * a heading row is rebuilt from the words from a little left of its headings on (decision 047): what
 * stands further left (a pitch's numbered dots beside the list) is not in its rows.
 */
function playerTables(rows: Row[], canvas: Canvas): TableLine[] {
  const spans = tableSpans(rows);
  if (spans) {
    // The last table's ratings end here: a rating read without its point stands there (decision 053).
    const last = spans.at(-1)!;
    const ends = rows.flatMap((r) => r.words.filter((w) => w.x0 >= last.x0 && pointed(w)).map((w) => w.x1));
    const end = ends.length > 0 ? Math.max(...ends) : Number.POSITIVE_INFINITY;
    const banners = rows.flatMap((row) => {
      const line = bannerLine(row, spans, canvas, end);
      return line ? [{ row, line }] : [];
    });
    const rest = rows.filter((r) => !banners.some((b) => b.row === r));
    return [
      ...banners.map((b) => b.line),
      ...spans.flatMap((span) => playerTable(rowsOf(wordsIn(rest, span)), canvas, span.x1, span.paired)),
    ];
  }
  const header = findHeader(rows);
  const head = header ? rows[header.index]! : null;
  const x0 = head ? Math.min(...head.words.map((w) => w.x0)) - head.height * TABLE_LEFT : -Infinity;
  const beside = rows.some((r) => r.words.some((w) => w.x1 < x0));
  const table = beside ? rowsOf(wordsIn(rows, { x0, x1: Number.POSITIVE_INFINITY })) : rows;
  return playerTable(table, canvas, Number.POSITIVE_INFINITY);
}

/**
 * A player drawn across tables side by side (the man of the match, above both): his name in the first
 * table's span and his rating alone in the last one's, nothing else past the first span but his counts and
 * their icons (decision 053). Read as one row, not as a name with no rating and a rating with no name
 * (decision 050). `end`: where the last table's ratings end.
 */
function bannerLine(row: Row, spans: TableSpan[], canvas: Canvas, end: number): TableLine | null {
  const [first, last] = [spans[0]!, spans.at(-1)!];
  const middle = (w: Row['words'][number]) => (w.x0 + w.x1) / 2;
  // His goals or assists may stand before the rating, each a count alone, their icons read as specks
  // (decision 053).
  const mark = (w: Row['words'][number]) =>
    readGoalCount(w.text) !== null ||
    (w.text.length <= 2 && !/\d/.test(w.text) && (w.conf < MARK || /^\p{Ll}+$/u.test(w.text)));
  const past = row.words.filter((w) => middle(w) >= first.x1 && !mark(w));
  const [rating, ...more] = past;
  // A rating whose point was lost ('96'): two digits that are no count, where the ratings end.
  const rated = (w: Row['words'][number]) =>
    pointed(w) || (/^\d{2}$/.test(w.text) && readRating(w.text) !== null && w.x1 >= end - row.height);
  if (!rating || more.length > 0 || !rated(rating) || middle(rating) < last.x0) return null;
  if (row.words.some((w) => w !== rating && pointed(w))) return null;
  return parseLoneRow(row, rating, canvas);
}

/**
 * One table: read under its headings when its columns stand in another order (decision 046). With no
 * heading row read, under headings inferred from its columns when that reads more rows with both a rating
 * and a shirt number (decision 047).
 */
function playerTable(lines: Row[], canvas: Canvas, limit: number, paired = false): TableLine[] {
  const tickets = joinTickets(lines);
  // Rows above the headings are left as they are: the heading row keeps its place.
  const header = findHeader(tickets);
  const rows = joinSubLines(tickets, header ? header.index + 1 : 0);
  if (header && isReordered(header)) return headedTable(rows, header, canvas, limit);
  const table = parsePlayerTable(rows, canvas, limit, paired);
  const inferred = header ? null : inferHeader(rows);
  if (!inferred) return table;
  const other = headedTable(inferred.rows, inferred.header, canvas, limit);
  const complete = (lines: TableLine[]) =>
    lines.filter((l) => l.rating !== null && l.shirt_number !== null).length;
  return complete(other) > complete(table) ? other : table;
}

/** Share of the names in capitals from which a capture sets all its names so (decision 053). */
const CAPITALS = 0.6;

/**
 * Names set in capitals ('DÍAZ', 'SOSA'), a few read as 'Díaz' or 'Sosa' (small text, the engine
 * guessing the case): where three fifths of the names of three letters or more are in capitals, a name
 * read with a capital and small letters is in capitals too (decision 053). Its letters are as read.
 */
export function inCapitals<P extends { name: string }>(players: P[]): P[] {
  const lettered = players.filter((p) => /\p{L}{3}/u.test(p.name));
  const capitals = lettered.filter((p) => p.name === p.name.toUpperCase());
  if (lettered.length < 3 || capitals.length < lettered.length * CAPITALS) return players;
  const titled = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*$/u;
  return players.map((p) => (titled.test(p.name) ? { ...p, name: p.name.toUpperCase() } : p));
}

/** From the engine's words to the league client's recognition data (decision 012). */
export function analyse(words: OcrWord[], scale: number, canvas: Canvas, vocabulary?: Vocabulary): Analysis {
  const rows = rowsOf(toCapture(words, scale));
  // The score line stands above a ratings table's headings: a row of the table ('Sosa 8.4 1 - 26 L. Gómez',
  // two tables side by side with a dash for no goals) is never taken for it (decision 046).
  const header = findHeader(rows);
  const score = findScoreLine(header ? rows.slice(0, header.index) : rows);
  const below = score ? rows.slice(rows.indexOf(score.row) + 1) : rows;
  const statistics = parseStatistics(below);
  const table = playerTables(below, canvas);
  const players = table.map(({ cells: _, tentative: __, nameless: ___, ...line }) => line);
  // A row of a table found by its rows, its rating still to be searched for, counts (decision 050).
  const complete = table.filter(
    (p) => (p.rating !== null || p.cells.search === true) && p.shirt_number !== null && !p.nameless,
  ).length;
  // Only statistics the vocabulary knows are evidence: a player row 'value name value' ('#37 Ríos 5.5')
  // is shaped as one (decision 047).
  const known = statistics.filter((s) => (STAT_LABELS as readonly string[]).includes(s.stat)).length;
  const type = screenType(below, known, complete);
  const table_structure = tableStructure(below);
  if (!type)
    return {
      data: null,
      table_structure,
      spellings: [],
      cells: [],
      tentative: [],
      statisticRows: [],
      scoreGap: null,
    };
  const teams = { home: score?.home ?? null, away: score?.away ?? null };
  const named = vocabulary ? snapNames(players, teams, vocabulary) : { players, teams };
  const isPlayers = type === 'player_ratings';
  return {
    data: {
      type,
      teams: named.teams,
      statistics: isPlayers ? [] : settleStatistics(statistics),
      // As read; only the accents the engine dropped come back (decision 037), before a name is set in
      // capitals where the others are (decisions 053, 067).
      players: isPlayers
        ? inCapitals(
            players.map((p) => (vocabulary ? { ...p, name: restoreAccents(p.name, vocabulary) } : p)),
          )
        : [],
      total_players: isPlayers ? players.length : 0,
    },
    table_structure,
    spellings: isPlayers ? named.players.map((p) => p.name) : [],
    cells: isPlayers ? table.map((p) => p.cells) : [],
    tentative: isPlayers ? table.map((p) => p.tentative === true) : [],
    statisticRows: isPlayers ? [] : statistics,
    scoreGap: score ? null : scoreGap(rows),
  };
}
