import type { RecognitionData } from '@liga/domain';
import { analyse } from './analyse';
import { ratingOf, readCells, shirtOf } from './cell-reading';
import { mergeReadings, rescaleWords } from './merge';
import { settleStatistics, STATISTIC_CHARS, statisticCells } from './parse-statistics';
import type { OcrPool } from './pool';
import type { Prepared } from './preprocess';
import type { Vocabulary } from './snap';
import { placeWords } from './tsv';

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
  const looks = pool.prepare(image);
  const prepared = await looks.prepared;
  lap('prepare');
  // The first look is read while the second is still being made.
  const [first, [again, second]] = await Promise.all([
    pool.recognize({ image: prepared.ocrImage, onProgress: progress && ((s) => progress(s * 0.6)) }),
    looks.second.then(async (look) => {
      const onProgress = progress && ((s: number) => progress(0.6 + s * 0.4));
      return [await pool.recognize({ image: look.ocrImage, onProgress }), look] as const;
    }),
  ]);
  lap('readings');
  const words = mergeReadings(
    placeWords(first, prepared.origin, prepared.scale),
    rescaleWords(again, second.scale, prepared.scale),
  );
  const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
  const { cells, statisticRows, ...analysis } = analyse(words, prepared.scale, canvas, options.vocabulary);
  const data = analysis.data;
  lap('analyse');
  if (data && statisticRows.length > 0) {
    // Each statistic's values read again on their own (decision 045): one strip (a strip per side, both
    // read at once, lost one value of the first fixture set).
    const boxes = statisticCells(statisticRows);
    const read = await readCells(
      pool,
      canvas,
      [...boxes.map((b) => b.home), ...boxes.map((b) => b.away)],
      STATISTIC_CHARS,
    );
    data.statistics = settleStatistics(
      statisticRows,
      boxes.map((_, i) => ({ home: read[i] ?? null, away: read[boxes.length + i] ?? null })),
    );
    lap('statistic cells');
  }
  if (data && cells.some((c) => c.rating || c.shirt)) {
    // Each rating and shirt number read again on its own, digits only (decision 044): one strip (a strip per
    // column, read on both workers at once, misread two more shirt numbers of the held-out set).
    const read = await readCells(pool, canvas, [...cells.map((c) => c.rating), ...cells.map((c) => c.shirt)]);
    data.players = data.players.map((p, i) => ({
      ...p,
      rating: ratingOf(p.rating, read[i] ?? null),
      shirt_number: shirtOf(p.shirt_number, read[cells.length + i] ?? null),
    }));
    lap('cells');
  }
  return { ...analysis, prepared };
}
