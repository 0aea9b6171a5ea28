/** One recognised word with its box in the image that was recognised. */
export interface OcrWord {
  text: string;
  /** Engine confidence, 0–100. */
  conf: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The engine's own line (block.paragraph.line), a hint for rebuilding rows. */
  line: string;
}

/**
 * Tesseract's TSV output: level, page, block, paragraph, line, word, left, top, width, height,
 * confidence, text. Level 5 rows are words; empty words are dropped.
 */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cells.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    words.push({
      text,
      conf,
      x0: left,
      y0: top,
      x1: left + width,
      y1: top + height,
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
    });
  }
  return words;
}

/** Words read from a region whose corner is at `origin` (capture pixels) of a capture scaled by `scale`. */
export const placeWords = (words: OcrWord[], origin: { x: number; y: number }, scale: number): OcrWord[] =>
  words.map((w) => ({
    ...w,
    x0: w.x0 + origin.x * scale,
    x1: w.x1 + origin.x * scale,
    y0: w.y0 + origin.y * scale,
    y1: w.y1 + origin.y * scale,
  }));
