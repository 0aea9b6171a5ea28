import type { RecognitionData } from '@liga/domain';
import { analyse } from './analyse';
import type { Box, Canvas } from './boxes';
import { readEvents } from './events';
import {
  type CellReading,
  countOf,
  EMPTY_CELL_CONFIDENCE,
  lastRating,
  markedColumn,
  nameOf,
  ratingOf,
  readCells,
  shirtOf,
  unmarked,
} from './cell-reading';
import { wordsLine } from './layout';
import { mergeReadings, readOnce, rescaleWords } from './merge';
import { nameStatistics, settleStatistics, STATISTIC_CHARS, statisticCells } from './parse-statistics';
import { readScore, SCORE_CHARS } from './parse-teams';
import type { OcrPool } from './pool';
import type { Prepared } from './preprocess';
import { isSquadName, restoreAccents, snapNames, spelledName, type Vocabulary } from './snap';
import { placeWords } from './tsv';
import { isNoPlayer } from './vocabulary';

export interface Recognition {
  data: RecognitionData | null;
  table_structure: { rows: number; estimated_columns: number };
  /** Read names spelled against the squads, for matching (decision 037). */
  spellings: string[];
  prepared: Prepared;
}

export interface RecognizeOptions {
  vocabulary?: Vocabulary;
  onProgress?: (share: number) => void;
  /** Milliseconds each stage took, as it ends (the speed bench's breakdown). */
  onStage?: (stage: string, ms: number) => void;
}

/**
 * One capture, end to end: decode and clean up (in the pool's threads), read the words twice (the top-hat ink
 * and decision 010's binarisation of the same levelled pixels), keep the more confident word per
 * place, rebuild the table, then read each rating and shirt number once more on its own (decision 044).
 */
export async function recognize(
  pool: OcrPool,
  image: Buffer,
  options: RecognizeOptions = {},
): Promise<Recognition> {
  const progress = options.onProgress;
  let since = performance.now();
  const lap = (stage: string) => {
    const now = performance.now();
    options.onStage?.(stage, now - since);
    since = now;
  };
  // Both looks are read at once: one progress, the first look's reading 60 % of it, the second's 40 %.
  const shares = [0, 0];
  const share = (look: 0 | 1) =>
    progress &&
    ((s: number) => {
      shares[look] = s;
      progress(0.6 * shares[0]! + 0.4 * shares[1]!);
    });
  const looks = pool.prepare(image);
  // The second look is read while the first is still being made (decision 069).
  const secondRead = looks.second.then(
    async (look) => [await pool.recognize({ image: look.ocrImage, onProgress: share(1) }), look] as const,
  );
  // A capture that cannot be decoded fails both looks: its error is the first look's.
  secondRead.catch(() => undefined);
  let prepared = await looks.prepared;
  lap('prepare');
  const [first, [again, second]] = await Promise.all([
    pool.recognize({ image: prepared.ocrImage, onProgress: share(0) }),
    secondRead,
  ]);
  lap('readings');
  let read = first;
  const line = wordsLine(
    [
      { words: first, scale: prepared.scale },
      { words: again, scale: second.scale },
    ],
    prepared.textHeight,
  );
  if (line !== null) {
    // The words read are much smaller than the line measured: read again at their size (decision 049).
    prepared = await pool.prepare(image, line).prepared;
    read = await pool.recognize({ image: prepared.ocrImage });
    lap("again at the words' size");
  }
  const words = mergeReadings(
    readOnce(placeWords(read, prepared.origin, prepared.scale)),
    // The second look may read only the text's region (small text, decision 052).
    readOnce(rescaleWords(placeWords(again, second.origin, second.scale), second.scale, prepared.scale)),
  );
  const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
  const {
    cells,
    tentative,
    statisticRows: rowsRead,
    scoreGap,
    ...analysis
  } = analyse(words, prepared.scale, canvas, options.vocabulary);
  const data = analysis.data;
  lap('analyse');
  if (data && scoreGap) {
    // The score drawn in a box of its own, read there: with it, the two names beside it are the teams (decision 046).
    const [read] = await readCells(pool, canvas, [scoreGap.box], SCORE_CHARS);
    if ((read && readScore(read.text)) || (await scoreInTwoBoxes(pool, canvas, scoreGap.box))) {
      const teams = { home: scoreGap.home, away: scoreGap.away };
      data.teams = options.vocabulary ? snapNames([], teams, options.vocabulary).teams : teams;
    }
    lap('score');
  }
  // A statistic's label the capture did not read, read on its own (decision 053).
  const labels = rowsRead.flatMap((r) => (r.label ? [r.label] : []));
  const statisticRows =
    data && labels.length > 0
      ? nameStatistics(rowsRead, await readCells(pool, canvas, labels, '', { judged: true, worn: true }))
      : rowsRead;
  if (data && statisticRows.length > 0) {
    // Each statistic's values read again on their own (decision 045): one strip (a strip per side, both
    // read at once, lost one value of the first fixture set).
    const boxes = statisticCells(statisticRows);
    const read = await readCells(
      pool,
      canvas,
      [...boxes.map((b) => b.home), ...boxes.map((b) => b.away)],
      STATISTIC_CHARS,
      { judged: true },
    );
    data.statistics = settleStatistics(
      statisticRows,
      boxes.map((_, i) => ({ home: read[i] ?? null, away: read[boxes.length + i] ?? null })),
    );
    lap('statistic cells');
  }
  // Rows kept for their numbers, their names not read (decision 057).
  const unnamed = data?.players.map((p) => p.name === '') ?? [];
  if (data && cells.some((c) => c.rating || c.shirt || c.goals || c.assists || c.events || c.name)) {
    // Each rating and shirt number read again on its own, digits only (decision 044), and the goals and
    // assists no word was read for (decision 046): one strip (a strip per column, read on both workers at
    // once, misread two more shirt numbers of the held-out set).
    const kinds = ['rating', 'shirt', 'goals', 'assists'] as const;
    // Goals and assists drawn as icons with a count, where no column holds them (decision 055), and the
    // names read unsurely (decision 056), each on a strip of its own, read on both workers at once.
    const [read, events, names] = await Promise.all([
      readCells(
        pool,
        canvas,
        kinds.flatMap((kind) => cells.map((c) => c[kind])),
      ),
      readEvents(
        pool,
        canvas,
        cells.map((c) => c.events),
      ),
      readCells(
        pool,
        canvas,
        cells.map((c) => c.name ?? null),
        '',
      ),
    ]);
    // A nameless row whose name's place held no letter, its ticket's second line: its name looked for on
    // the line above, on a strip of its own (decision 066).
    const above = namesAbove(names, unnamed, cells);
    // Shirt numbers drawn after a '#', read again with it erased (decision 065).
    const firstShirt = kinds.indexOf('shirt') * cells.length;
    const shirts = read.slice(firstShirt, firstShirt + cells.length);
    // Both read again at once, one on each worker (decision 069).
    const [namesAgain, shirtsAgain] = await Promise.all([
      above.length > 0
        ? readCells(
            pool,
            canvas,
            above.map((i) => cells[i]!.nameAbove!),
            '',
          )
        : [],
      markedColumn(shirts)
        ? readCells(
            pool,
            canvas,
            cells.map((c) => c.shirt),
            undefined,
            { marked: true },
          )
        : [],
    ]);
    above.forEach((i, n) => {
      names[i] = namesAgain[n] ?? null;
    });
    shirtsAgain.forEach((cell, i) => {
      read[firstShirt + i] = unmarked(shirts[i] ?? null, cell, cells[i]!.shirtRead);
    });
    // Names the capture read unsurely, read again on their own (decision 056): spelled as analyse spells them.
    const vocabulary = options.vocabulary;
    names.forEach((cell, i) => {
      const asRead = data.players[i]!.name;
      const name = nameOf(asRead, cell);
      // A name the squads know, read again as one they do not, stays as read: it was right, only less sure.
      const known = (n: string) => vocabulary !== undefined && isSquadName(n, vocabulary);
      if (name === asRead || (known(asRead) && !known(name))) return;
      data.players[i]!.name = vocabulary ? restoreAccents(name, vocabulary) : name;
      analysis.spellings[i] = vocabulary ? spelledName(name, vocabulary) : name;
    });
    const at = (kind: (typeof kinds)[number], i: number) =>
      read[kinds.indexOf(kind) * cells.length + i] ?? null;
    data.players = data.players.map((p, i) => ({
      ...p,
      rating: ratingOf(
        p.rating,
        cells[i]!.search ? lastRating(at('rating', i)) : at('rating', i),
        cells[i]!.ratingConf,
      ),
      shirt_number: shirtOf(p.shirt_number, at('shirt', i), cells[i]!.shirtRead),
      goals: countOf(p.goals, at('goals', i)) ?? p.goals,
      assists: countOf(p.assists, at('assists', i)) ?? p.assists,
      ...events[i]!,
    }));
    lap('cells');
  }
  const keep = data ? keptRows(data.players, tentative, unnamed) : [];
  if (data && keep.some((k) => !k)) {
    data.players = data.players.filter((_, i) => keep[i]);
    data.total_players = data.players.length;
    analysis.spellings = analysis.spellings.filter((_, i) => keep[i]);
  }
  return { ...analysis, prepared };
}

/**
 * The rows whose name is looked for on the line above (decision 066): kept for their numbers (`unnamed`),
 * with a place above (`nameAbove`), and their name's place read on its own with no letter in it.
 */
export function namesAbove(
  names: readonly (CellReading | null)[],
  unnamed: readonly boolean[],
  cells: readonly { nameAbove?: Box }[],
): number[] {
  return names.flatMap((cell, i) =>
    unnamed[i] && cells[i]?.nameAbove && !/\p{L}/u.test(cell?.text ?? '') ? [i] : [],
  );
}

/**
 * The rows that stay once their cells are read. A row kept for its name alone stays only if its own cells
 * gave a rating or a shirt number (decision 047); one kept for its numbers alone (`unnamed`), only if its
 * name's own reading found a name, and, with no rating, not a title's ('DE LOS JUGADORES'), decision 057.
 */
export function keptRows(
  players: readonly { name: string; rating: number | null; shirt_number: number | null }[],
  tentative: readonly boolean[],
  unnamed: readonly boolean[],
): boolean[] {
  return players.map(
    (p, i) =>
      p.name !== '' &&
      !(unnamed[i] && p.rating === null && isNoPlayer(p.name)) &&
      (!tentative[i] || p.rating !== null || p.shirt_number !== null),
  );
}

/**
 * A score drawn as two boxes ('[1] [3]') that the engine passes over when read as one value: each half
 * of the gap between the teams read alone as one number, both sure enough (decision 054).
 */
export async function scoreInTwoBoxes(pool: OcrPool, canvas: Canvas, box: Box): Promise<boolean> {
  const mid = (box.x0 + box.x1) / 2;
  const halves = await readCells(pool, canvas, [
    { ...box, x1: mid },
    { ...box, x0: mid },
  ]);
  return halves.every((h) => h !== null && h.conf >= EMPTY_CELL_CONFIDENCE && /^\d{1,2}$/.test(h.text));
}
