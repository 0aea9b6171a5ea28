/**
 * Pixel work of the preprocessing (decision 037), on one-channel images: minimum and maximum over a
 * window (van Herk / Gil-Werman: a few comparisons per pixel whatever the window), the skew of the
 * text lines and the height of the text, both from horizontal edges.
 */

/**
 * Minimum (erosion) or maximum (dilation) over a k×k square. Rows and columns are filtered apart;
 * the column pass runs over whole rows, so memory is read in order. Dilation is erosion of the
 * negative, so one loop serves both.
 */
export function square(src: Uint8Array, w: number, h: number, k: number, max: boolean): Uint8Array {
  if (!max) return columns(rows(src, w, h, k), w, h, k);
  const negative = src.map((v) => 255 - v);
  return columns(rows(negative, w, h, k), w, h, k).map((v) => 255 - v);
}

/** Window start for position i of n: exactly k pixels, shifted inward at the ends. */
const startOf = (i: number, n: number, k: number) =>
  n <= k ? 0 : Math.min(Math.max(0, i - (k >> 1)), n - k);

function rows(src: Uint8Array, w: number, h: number, k: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const forward = new Uint8Array(w);
  const backward = new Uint8Array(w);
  const span = Math.min(k, w) - 1;
  for (let y = 0; y < h; y++) {
    const base = y * w;
    for (let i = 0, block = 0; i < w; i++, block++) {
      const v = src[base + i]!;
      if (block === k) block = 0;
      const p = forward[i - 1]!;
      forward[i] = block === 0 || v < p ? v : p;
    }
    for (let i = w - 1; i >= 0; i--) {
      const v = src[base + i]!;
      const p = backward[i + 1]!;
      backward[i] = i % k === k - 1 || i === w - 1 || v < p ? v : p;
    }
    for (let i = 0; i < w; i++) {
      const a = startOf(i, w, k);
      const x = backward[a]!;
      const z = forward[a + span]!;
      out[base + i] = x < z ? x : z;
    }
  }
  return out;
}

function columns(src: Uint8Array, w: number, h: number, k: number): Uint8Array {
  const forward = new Uint8Array(src.length);
  const backward = new Uint8Array(src.length);
  for (let y = 0; y < h; y++) {
    const base = y * w;
    if (y % k === 0) forward.set(src.subarray(base, base + w), base);
    else
      for (let x = base; x < base + w; x++) {
        const v = src[x]!;
        const p = forward[x - w]!;
        forward[x] = v < p ? v : p;
      }
  }
  for (let y = h - 1; y >= 0; y--) {
    const base = y * w;
    if (y % k === k - 1 || y === h - 1) backward.set(src.subarray(base, base + w), base);
    else
      for (let x = base; x < base + w; x++) {
        const v = src[x]!;
        const p = backward[x + w]!;
        backward[x] = v < p ? v : p;
      }
  }
  const out = new Uint8Array(src.length);
  const span = Math.min(k, h) - 1;
  for (let y = 0; y < h; y++) {
    const from = startOf(y, h, k) * w;
    const to = from + span * w;
    const base = y * w;
    for (let x = 0; x < w; x++) {
      const p = backward[from + x]!;
      const q = forward[to + x]!;
      out[base + x] = p < q ? p : q;
    }
  }
  return out;
}

/** Points where the brightness jumps along a row (letters' sides), in a small copy of the capture. */
export function edgePoints(
  grey: Uint8Array,
  w: number,
  h: number,
  jump = 40,
): { xs: Int32Array; ys: Int32Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x + 1 < w; x++) {
      const i = y * w + x;
      if (Math.abs(grey[i + 1]! - grey[i]!) >= jump) {
        xs.push(x);
        ys.push(y);
      }
    }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

/**
 * The angle (degrees) that lines the edge points up in the sharpest rows: text lines and table
 * rows are horizontal once the capture is turned back by it. Searched within ±4°.
 */
export function skewOf(points: { xs: Int32Array; ys: Int32Array }, h: number): number {
  const { xs, ys } = points;
  if (xs.length < 200) return 0;
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const bins = new Float64Array(h * 2 + 1);
    for (let i = 0; i < xs.length; i++) {
      const y = Math.round(ys[i]! - xs[i]! * t + h * 0.5);
      if (y >= 0 && y < bins.length) bins[y]! += 1;
    }
    let s = 0;
    for (const b of bins) s += b * b;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (const [from, to, step] of [
    [-4, 4, 0.25],
    [-0.25, 0.25, 0.05],
  ] as const) {
    const centre = best;
    for (let a = centre + from; a <= centre + to + 1e-9; a += step) {
      const s = score(a);
      if (s > bestScore * 1.0001) [best, bestScore] = [a, s];
    }
  }
  return Math.round(best * 100) / 100;
}

/** The usual height of a text line: a low run (the third) of rows rich in edge points. */
export function textHeight(points: { xs: Int32Array; ys: Int32Array }, h: number): number | null {
  const counts = new Uint32Array(h);
  for (const y of points.ys) counts[y]! += 1;
  const sorted = [...counts].filter((c) => c > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const limit = Math.max(3, sorted[Math.floor(sorted.length * 0.9)]! * 0.2);
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y <= h; y++) {
    if (y < h && counts[y]! >= limit) run += 1;
    else if (run > 0) {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (runs.length === 0) return null;
  // Rows close together can merge into one run: the lower third is a line, not two.
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 3)]!;
}
