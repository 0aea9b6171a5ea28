/** A rectangle in capture pixels, edges included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Marks {
  yellow: number;
  red: number;
  injured: boolean;
}

type Colour = 'yellow' | 'red' | null;

/** Saturated yellow and red, as card and injury icons are drawn; dark or grey pixels are neither. */
function colourAt(rgb: Uint8Array, i: number): Colour {
  const r = rgb[i]!;
  const g = rgb[i + 1]!;
  const b = rgb[i + 2]!;
  if (r > 170 && g > 140 && b < 120 && r - b > 90 && Math.abs(r - g) < 80) return 'yellow';
  if (r > 150 && g < 110 && b < 110 && r - g > 80) return 'red';
  return null;
}

interface Blob {
  colour: Exclude<Colour, null>;
  area: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  filled: (x: number, y: number) => boolean;
}

/** Connected patches of one colour inside the region (4-neighbour flood fill). */
function blobsIn(rgb: Uint8Array, width: number, region: Box): Blob[] {
  const w = region.x1 - region.x0 + 1;
  const h = region.y1 - region.y0 + 1;
  if (w <= 0 || h <= 0) return [];
  const colours: Colour[] = new Array<Colour>(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      colours[y * w + x] = colourAt(rgb, ((region.y0 + y) * width + region.x0 + x) * 3);
  const label = new Int32Array(w * h).fill(-1);
  const blobs: Blob[] = [];
  for (let start = 0; start < w * h; start++) {
    const colour = colours[start];
    if (!colour || label[start]! >= 0) continue;
    const id = blobs.length;
    const blob: Blob = {
      colour,
      area: 0,
      x0: w,
      y0: h,
      x1: -1,
      y1: -1,
      filled: (x, y) => label[y * w + x] === id,
    };
    const stack = [start];
    label[start] = id;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      blob.area += 1;
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      for (const q of [
        x > 0 ? p - 1 : -1,
        x < w - 1 ? p + 1 : -1,
        y > 0 ? p - w : -1,
        y < h - 1 ? p + w : -1,
      ])
        if (q >= 0 && label[q]! < 0 && colours[q] === colour) {
          label[q] = id;
          stack.push(q);
        }
    }
    blobs.push(blob);
  }
  return blobs;
}

/**
 * Reads the cards and the injury mark of one table row from colour: a card is an upright, solid
 * yellow or red rectangle; the injury mark a red cross (solid centre, empty corners). Coloured digits
 * (rating bands) are neither solid nor cross-shaped, and are outside the region anyway.
 */
export function readMarks(rgb: Uint8Array, width: number, region: Box, rowHeight: number): Marks {
  const marks: Marks = { yellow: 0, red: 0, injured: false };
  const minSide = Math.max(3, rowHeight * 0.3);
  for (const blob of blobsIn(rgb, width, region)) {
    const w = blob.x1 - blob.x0 + 1;
    const h = blob.y1 - blob.y0 + 1;
    if (w < minSide * 0.6 || h < minSide) continue;
    const fill = blob.area / (w * h);
    const upright = h / w;
    if (fill >= 0.78 && upright >= 1.1 && upright <= 2.4) {
      if (blob.colour === 'yellow') marks.yellow += 1;
      else marks.red += 1;
      continue;
    }
    const cx = (blob.x0 + blob.x1) >> 1;
    const cy = (blob.y0 + blob.y1) >> 1;
    const corner = Math.max(1, Math.round(Math.min(w, h) * 0.15));
    const cornersEmpty = [
      [blob.x0 + corner, blob.y0 + corner],
      [blob.x1 - corner, blob.y0 + corner],
      [blob.x0 + corner, blob.y1 - corner],
      [blob.x1 - corner, blob.y1 - corner],
    ].every(([x, y]) => !blob.filled(x!, y!));
    if (
      blob.colour === 'red' &&
      fill >= 0.3 &&
      fill <= 0.75 &&
      upright >= 0.7 &&
      upright <= 1.4 &&
      cornersEmpty &&
      blob.filled(cx, cy)
    )
      marks.injured = true;
  }
  return marks;
}
