import type { OcrWord } from './tsv';

export type Rgb = [number, number, number];

export const YELLOW: Rgb = [247, 210, 30];
export const RED: Rgb = [229, 57, 53];

/** A dark capture of `width` × `height` with blocks of colour painted on it (cards, crests). */
export function paintedCanvas(
  width: number,
  height: number,
  blocks: { x: number; y: number; w: number; h: number; rgb: Rgb }[] = [],
) {
  const rgb = new Uint8Array(width * height * 3).fill(20);
  for (const b of blocks)
    for (let y = b.y; y < b.y + b.h; y++)
      for (let x = b.x; x < b.x + b.w; x++) rgb.set(b.rgb, (y * width + x) * 3);
  return { rgb, width, height };
}

/** A word as the engine gives it: 20 px high on row `row` (rows 40 px apart from y = 40), 10 px a character. */
export const rowWord = (text: string, x: number, row: number): OcrWord => ({
  text,
  conf: 90,
  x0: x,
  x1: x + text.length * 10,
  y0: 40 + row * 40,
  y1: 60 + row * 40,
  line: `1.1.${row}`,
});
