import type { RecognitionData } from '@liga/domain';
import { analyse } from './analyse';
import type { OcrPool } from './pool';
import { prepare, type Prepared } from './preprocess';
import type { Vocabulary } from './snap';
import { placeWords } from './tsv';

export interface Recognition {
  data: RecognitionData | null;
  table_structure: { rows: number; estimated_columns: number };
  /** Read names spelled against the squads, for matching (decision 037). */
  spellings: string[];
  prepared: Prepared;
}

/** One capture, end to end: decode and clean up, read the words in the pool, rebuild the table. */
export async function recognize(
  pool: OcrPool,
  image: Buffer,
  options: { vocabulary?: Vocabulary; onProgress?: (share: number) => void } = {},
): Promise<Recognition> {
  const prepared = await prepare(image);
  const read = await pool.recognize({ image: prepared.ocrImage, onProgress: options.onProgress });
  const words = placeWords(read, prepared.origin, prepared.scale);
  const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
  return { ...analyse(words, prepared.scale, canvas, options.vocabulary), prepared };
}
