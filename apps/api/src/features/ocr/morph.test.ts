import { describe, expect, it } from 'vitest';
import { square } from './morph';

/** The filter by its definition: every pixel the minimum or maximum of its k×k window, moved inward at the edges. */
function bySearch(src: Uint8Array, w: number, h: number, k: number, max: boolean): Uint8Array {
  const start = (i: number, n: number) => (n <= k ? 0 : Math.min(Math.max(0, i - (k >> 1)), n - k));
  const out = new Uint8Array(src.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [x0, y0] = [start(x, w), start(y, h)];
      let best = max ? 0 : 255;
      for (let j = y0; j < Math.min(h, y0 + k); j++)
        for (let i = x0; i < Math.min(w, x0 + k); i++) {
          const v = src[j * w + i]!;
          best = max ? Math.max(best, v) : Math.min(best, v);
        }
      out[y * w + x] = best;
    }
  return out;
}

/** Repeatable noise: the same pixels on every run. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    out[i] = s >> 23;
  }
  return out;
}

describe('square (van Herk / Gil-Werman)', () => {
  // Widths that are and are not multiples of the window, and images narrower or lower than it.
  const sizes = [
    [37, 23, 7],
    [35, 21, 7],
    [5, 40, 9],
    [40, 4, 9],
    [1, 1, 5],
    [64, 48, 1],
  ] as const;
  it.each(sizes)('gives each window’s minimum and maximum (%i×%i, k=%i)', (w, h, k) => {
    const src = noise(w * h, w * 31 + h * 7 + k);
    expect(square(src, w, h, k, false)).toEqual(bySearch(src, w, h, k, false));
    expect(square(src, w, h, k, true)).toEqual(bySearch(src, w, h, k, true));
  });

  it('leaves its source as it was', () => {
    const src = noise(30 * 20, 3);
    const copy = Uint8Array.from(src);
    square(src, 30, 20, 5, true);
    square(src, 30, 20, 5, false);
    expect(src).toEqual(copy);
  });
});
