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
  const out = columns(rows(negative(src), w, h, k), w, h, k);
  for (let i = 0; i < out.length; i++) out[i] = 255 - out[i]!;
  return out;
}

function negative(src: Uint8Array): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let i = 0; i < src.length; i++) out[i] = 255 - src[i]!;
  return out;
}

/** Window start for position i of n: exactly k pixels, shifted inward at the ends. */
const startOf = (i: number, n: number, k: number) =>
  n <= k ? 0 : Math.min(Math.max(0, i - (k >> 1)), n - k);

function rows(src: Uint8Array, w: number, h: number, k: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const forward = new Uint8Array(w);
  const backward = new Uint8Array(w);
  const span = Math.min(k, w) - 1;
  // Each pixel's window start, the same on every row.
  const starts = new Int32Array(w);
  for (let i = 0; i < w; i++) starts[i] = startOf(i, w, k);
  // Where a block of k ends, going backward: at i % k === k - 1 and at the row's end.
  const lastBlock = w - 1 - ((w - 1) % k);
  for (let y = 0; y < h; y++) {
    const base = y * w;
    for (let i = 0; i < w; i += k) {
      const end = Math.min(w, i + k);
      let m = src[base + i]!;
      forward[i] = m;
      for (let j = i + 1; j < end; j++) {
        const v = src[base + j]!;
        if (v < m) m = v;
        forward[j] = m;
      }
    }
    for (let i = lastBlock; i >= 0; i -= k) {
      const end = Math.min(w, i + k);
      let m = src[base + end - 1]!;
      backward[end - 1] = m;
      for (let j = end - 2; j >= i; j--) {
        const v = src[base + j]!;
        if (v < m) m = v;
        backward[j] = m;
      }
    }
    for (let i = 0; i < w; i++) {
      const a = starts[i]!;
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

/** Ink for the rule search: any visible mark (a light bar's soft colour included). */
const RULE_INK = 200;
/** A letter's ink, solid, for where a rule touches text. */
const SOLID_INK = 128;

/**
 * Rules cut from under text (decision 051), on ink as the engine gets it (dark on white): a bar, an
 * underline or a row's rule right under a label's feet makes the engine read the line as marks.
 * A rule is a run of ink at least `length` pixels along a row and at most `thick` tall (pieces in
 * line with it a short gap apart are the same rule: a bar of two colours); a box's side is none
 * (its ends turn into the box's upright sides). Where a rule touches a letter's ink, it is cut a
 * quarter of `length` either side; the rest of it, apart from the text, stays as drawn.
 */
export function dropRules(ink: Uint8Array, w: number, h: number, length: number, thick: number): void {
  const long = ruleRows(ink, w, h, length);
  const { thin, touch } = touchingText(ink, long, w, h, thick);
  const reach = Math.round(length / 4);
  const sums = new Int32Array(w + 1);
  for (let y = 0; y < h; y++) {
    const base = y * w;
    for (let x = 0; x < w; x++) sums[x + 1] = sums[x]! + touch[base + x]!;
    for (let x = 0; x < w; x++) {
      if (!thin[base + x]) continue;
      if (sums[Math.min(w, x + reach + 1)]! === sums[Math.max(0, x - reach)]!) continue;
      ink[base + x] = 255;
      // The rule's soft edge right above and below it.
      for (const i of [base - w + x, base + w + x])
        if (i >= 0 && i < ink.length && !long[i] && ink[i]! >= RULE_INK) ink[i] = 255;
    }
  }
}

/** Pixels on a rule's rows: long runs, not a box's sides, with the pieces in line with them. */
function ruleRows(ink: Uint8Array, w: number, h: number, length: number): Uint8Array {
  const long = new Uint8Array(ink.length);
  const runs: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    const base = y * w;
    runs.length = 0;
    for (let x = 0; x < w;) {
      if (ink[base + x]! >= RULE_INK) {
        x++;
        continue;
      }
      let end = x;
      while (end < w && ink[base + end]! < RULE_INK) end++;
      runs.push([x, end]);
      x = end;
    }
    // The tallest stroke through a run's end: a box's side is a fifth of `length` or more.
    const upright = (x: number) => {
      let most = 0;
      for (let c = Math.max(0, x - 2); c <= Math.min(w - 1, x + 2); c++) {
        let [up, down] = [y, y];
        while (up > 0 && ink[(up - 1) * w + c]! < RULE_INK) up--;
        while (down + 1 < h && ink[(down + 1) * w + c]! < RULE_INK) down++;
        most = Math.max(most, down - up + 1);
      }
      return most >= length / 5;
    };
    const rule = runs.map(([a, b]) => b - a >= length && !(upright(a) && upright(b - 1)));
    // Left to right, then right to left: a piece of 0.4 `length` within a quarter of it of a rule.
    for (const step of [1, -1])
      for (let k = 0; k < runs.length; k++) {
        const i = step === 1 ? k : runs.length - 1 - k;
        const j = i - step;
        if (rule[i] || !rule[j]) continue;
        const [a, b] = runs[i]!;
        const gap = step === 1 ? a - runs[j]![1] : runs[j]![0] - b;
        if (b - a >= length * 0.4 && gap <= length / 4) rule[i] = true;
      }
    runs.forEach(([a, b], i) => rule[i] && long.fill(1, base + a, base + b));
  }
  return long;
}

/** Of a rule's pixels, the thin ones (a filled area is no rule) and those with a letter right by. */
function touchingText(ink: Uint8Array, long: Uint8Array, w: number, h: number, thick: number) {
  const thin = new Uint8Array(ink.length);
  const touch = new Uint8Array(ink.length);
  const near = Math.max(2, Math.round(thick / 3));
  const solid = (x: number, y: number) => y >= 0 && y < h && !long[y * w + x] && ink[y * w + x]! < SOLID_INK;
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h;) {
      if (!long[y * w + x]) {
        y++;
        continue;
      }
      let end = y;
      while (end < h && long[end * w + x]) end++;
      if (end - y <= thick) {
        let touching = false;
        for (let d = 1; d <= near && !touching; d++) touching = solid(x, y - d) || solid(x, end - 1 + d);
        for (let yy = y; yy < end; yy++) {
          thin[yy * w + x] = 1;
          if (touching) touch[yy * w + x] = 1;
        }
      }
      y = end;
    }
  return { thin, touch };
}

/** Ink for the outline search: a box's soft-coloured edge included. */
const OUTLINE_INK = 160;

/**
 * Outlines of boxes around a word cut away (decision 051): a pill or a frame drawn as a line round a
 * number (a statistic's value) reads to the engine as one wide glyph ('(ED', 'Co)'). An outline is a
 * connected mark between 1.2 and 4 lines tall, at least 1.6 times as wide as tall and up to 8 lines
 * wide, mostly empty, that closes round another mark at least 0.4 of a line tall: from that mark's
 * middle, the outline is met going up, down, left and right. Its pixels and their soft edge go white;
 * what it held stays. Rings and hexagons round a rating (about as wide as tall) stay: the rows of
 * decisions 049 and 050 are read by them. `line` is the text line height in pixels.
 */
export function dropOutlines(ink: Uint8Array, w: number, h: number, line: number): void {
  const label = new Int32Array(w * h).fill(-1);
  const boxes: { x0: number; y0: number; x1: number; y1: number; n: number }[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < ink.length; start++) {
    if (label[start]! >= 0 || ink[start]! >= OUTLINE_INK) continue;
    const id = boxes.length;
    const box = { x0: w, y0: h, x1: 0, y1: 0, n: 0 };
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top]!;
      const y = (i / w) | 0;
      const x = i - y * w;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
      box.n++;
      for (let ny = y - 1; ny <= y + 1; ny++) {
        if (ny < 0 || ny >= h) continue;
        for (let nx = x - 1; nx <= x + 1; nx++) {
          if (nx < 0 || nx >= w) continue;
          const j = ny * w + nx;
          if (label[j]! >= 0 || ink[j]! >= OUTLINE_INK) continue;
          label[j] = id;
          stack[top++] = j;
        }
      }
    }
    boxes.push(box);
  }
  const held = boxes.map((b, id) => ({ ...b, id })).filter((b) => b.y1 - b.y0 + 1 >= line * 0.4);
  const hits = (id: number, x: number, y: number, dx: number, dy: number, limit: number) => {
    for (let step = 1; step <= limit; step++) {
      const [px, py] = [x + dx * step, y + dy * step];
      if (px < 0 || py < 0 || px >= w || py >= h) return false;
      if (label[py * w + px] === id) return true;
    }
    return false;
  };
  boxes.forEach((b, id) => {
    const [bw, bh] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    if (bh < line * 1.2 || bh > line * 4 || bw < bh * 1.6 || bw > line * 8) return;
    if (b.n > bw * bh * 0.4) return;
    const closes = held.some((c) => {
      if (c.id === id || c.x0 <= b.x0 || c.x1 >= b.x1 || c.y0 <= b.y0 || c.y1 >= b.y1) return false;
      const [cx, cy] = [(c.x0 + c.x1) >> 1, (c.y0 + c.y1) >> 1];
      return (
        hits(id, cx, cy, 0, -1, bh) &&
        hits(id, cx, cy, 0, 1, bh) &&
        hits(id, cx, cy, -1, 0, bw) &&
        hits(id, cx, cy, 1, 0, bw)
      );
    });
    if (!closes) return;
    for (let y = b.y0; y <= b.y1; y++)
      for (let x = b.x0; x <= b.x1; x++) {
        if (label[y * w + x] !== id) continue;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [x + dx, y + dy];
            if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
            const j = ny * w + nx;
            if (label[j] === id || (label[j]! < 0 && ink[j]! < 255)) ink[j] = 255;
          }
      }
  });
}
