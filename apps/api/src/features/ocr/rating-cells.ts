import type { Box, Canvas } from './boxes';

/**
 * The rating cells of a ratings table, read a third time on their own (decision 044): each cell is
 * cut from the capture's colour pixels, its fill (a badge's or pill's colour, or the row's background
 * when the rating is bare coloured digits) found as the commonest colour of its middle, and only what
 * lies between the fill's left and right ends on each line kept, as dark ink on white. A pill's round
 * ends and a box's edges are outside the fill's span, so they are never read as '(' or a '1'. The
 * cells are stacked one under the other on a white strip, each scaled to the same digit height, for
 * one reading with only digits allowed.
 */
export interface CellStrip {
  /** Grey pixels, one byte each, 255 white. */
  grey: Uint8Array;
  width: number;
  height: number;
  /** Each cell's band of rows in the strip, in the order of the cells given. */
  slots: { y0: number; y1: number }[];
}

/** Height each cell is scaled to in the strip, and the white between cells. */
const SLOT = 64;
const GAP = 32;
const MARGIN = 24;
/** Colour distance under which a pixel is the cell's fill, and over which it starts to be ink. */
const FILL = 40;
const INK_FLOOR = 30;
/** Where ink cut finer starts and is full, in shares of the cell's contrast (decision 062). */
const FINE_FLOOR = 0.55;
const FINE_FULL = 0.85;

/** How far apart a pixel (at byte `i` of `rgb`) and a colour are, in RGB. */
export const colourDistance = (rgb: Uint8Array, i: number, c: readonly number[]) =>
  Math.hypot(rgb[i]! - c[0]!, rgb[i + 1]! - c[1]!, rgb[i + 2]! - c[2]!);

/** A box in whole pixels, within the capture. */
export const clipTo = (canvas: Canvas, b: Box): Box => ({
  x0: Math.max(0, Math.round(b.x0)),
  y0: Math.max(0, Math.round(b.y0)),
  x1: Math.min(canvas.width - 1, Math.round(b.x1)),
  y1: Math.min(canvas.height - 1, Math.round(b.y1)),
});

/** The colours (to 3 bits a channel) of a box of the capture: each one's sums of red, green and blue, and count. */
function coloursOf(canvas: Canvas, box: Box): number[][] {
  const bins = new Map<number, number[]>();
  const rgb = canvas.rgb;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = (y * canvas.width + x) * 3;
      const key = ((rgb[i]! >> 5) << 6) | ((rgb[i + 1]! >> 5) << 3) | (rgb[i + 2]! >> 5);
      const sum = bins.get(key) ?? [0, 0, 0, 0];
      sum[0]! += rgb[i]!;
      sum[1]! += rgb[i + 1]!;
      sum[2]! += rgb[i + 2]!;
      sum[3]! += 1;
      bins.set(key, sum);
    }
  return [...bins.values()];
}

const averaged = (sum: number[]) => sum.slice(0, 3).map((v) => v / sum[3]!);

/** The commonest colour (to 3 bits a channel) of a box of the capture, averaged. */
export function commonestColour(canvas: Canvas, box: Box): number[] {
  return averaged(coloursOf(canvas, box).reduce((a, b) => (b[3]! > a[3]! ? b : a), [0, 0, 0, 1]));
}

/** How far from a box's fill a pixel is ink, for the ink's colour (decision 067). */
const INK_APART = 80;

/** The mean colour of a box's ink: its pixels over INK_APART from `fill`. Null where none is. */
export function inkColour(canvas: Canvas, box: Box, fill: readonly number[]): number[] | null {
  const { x0, y0, x1, y1 } = clipTo(canvas, box);
  const sum = [0, 0, 0, 0];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const i = (y * canvas.width + x) * 3;
      if (colourDistance(canvas.rgb, i, fill) <= INK_APART) continue;
      [0, 1, 2].forEach((c) => (sum[c]! += canvas.rgb[i + c]!));
      sum[3]! += 1;
    }
  return sum[3]! > 0 ? averaged(sum) : null;
}

/**
 * How common, against the fill's count, a second colour of a statistic cell's middle must be for the two
 * to be told apart by which one is solid, and the rows that middle needs for that to tell (decision 059).
 */
const RIVAL = 0.3;
const JUDGED = 16;

/**
 * The commonest colour of the middle half of the cell: its fill. Where `judged` (a statistic's cell), big
 * bold digits may cover as much of the middle as the fill, or more: of its two commonest colours, the
 * fill is the one solid over more pixels (decision 059). A small cell's middle is too small to tell it.
 */
function fillOf(canvas: Canvas, box: Box, judged = false): number[] {
  const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  const [dx, dy] = [Math.floor(w / 4), Math.floor(h / 4)];
  const middle = { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
  if (!judged || middle.y1 - middle.y0 + 1 < JUDGED) return commonestColour(canvas, middle);
  const [first, second] = coloursOf(canvas, middle).sort((a, b) => b[3]! - a[3]!);
  if (!first) return [0, 0, 0];
  const fill = averaged(first);
  if (!second || second[3]! < first[3]! * RIVAL) return fill;
  const rival = averaged(second);
  return solidIn(canvas, middle, rival) > solidIn(canvas, middle, fill) ? rival : fill;
}

/**
 * Pixels of the box near `colour` whose four neighbours are near it too: inside a fill nearly all its
 * pixels are, inside a stroke few.
 */
function solidIn(canvas: Canvas, box: Box, colour: readonly number[]): number {
  const near = (x: number, y: number) =>
    colourDistance(canvas.rgb, (y * canvas.width + x) * 3, colour) < FILL;
  let n = 0;
  for (let y = box.y0 + 1; y < box.y1; y++)
    for (let x = box.x0 + 1; x < box.x1; x++)
      if (near(x, y) && near(x - 1, y) && near(x + 1, y) && near(x, y - 1) && near(x, y + 1)) n += 1;
  return n;
}

/**
 * Ink (0 to 1) of every pixel of the cell: far from the fill and between the fill's ends on its line,
 * drawn as `look` says (decisions 059, 062). Cut finer, what stays of it once frames, bars and arcs are
 * dropped is ramped from FINE_FLOOR to FINE_FULL of the contrast: small blurred digits keep their holes.
 */
export function cellInk(
  canvas: Canvas,
  box: Box,
  oneValue = false,
  found: { frame: boolean } = { frame: false },
  look: CellLook = {},
): Float32Array {
  const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  const fill = fillOf(canvas, box, look.judged);
  const far = new Float32Array(w * h);
  const inside = new Uint8Array(w * h);
  const contrasts: number[] = [];
  // The first and last lines with the fill on them.
  let [top, bottom] = [-1, -1];
  for (let y = 0; y < h; y++) {
    let [left, right] = [-1, -1];
    for (let x = 0; x < w; x++) {
      const d = colourDistance(canvas.rgb, ((box.y0 + y) * canvas.width + box.x0 + x) * 3, fill);
      far[y * w + x] = d;
      if (d < FILL) [left, right] = [left < 0 ? x : left, x];
    }
    if (left >= 0) [top, bottom] = [top < 0 ? y : top, y];
    for (let x = left + 1; left >= 0 && x < right; x++) {
      inside[y * w + x] = 1;
      contrasts.push(far[y * w + x]!);
    }
  }
  contrasts.sort((a, b) => a - b);
  // The digits' full contrast: near the top of what differs from the fill inside the span.
  const top97 = contrasts[Math.floor(contrasts.length * 0.97)] ?? 0;
  const full = Math.max(INK_FLOOR * 2, top97 * 0.7);
  const ink = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++)
    if (inside[i]) ink[i] = Math.min(1, Math.max(0, (far[i]! - INK_FLOOR) / (full - INK_FLOOR)));
  found.frame = dropFrame(ink, w, h);
  dropBars(ink, w, h, top, bottom);
  dropArcs(ink, w, h);
  if (oneValue) keepCentre(ink, w, h);
  if (look.fine) {
    const [floor, whole] = [top97 * FINE_FLOOR, top97 * FINE_FULL];
    for (let i = 0; i < w * h; i++)
      if (ink[i]! > 0) ink[i] = Math.min(1, Math.max(0, (far[i]! - floor) / (whole - floor)));
  }
  return ink;
}

/** How far out from a frame's centre (1 at its bounds, on an ellipse) its line lies. */
const FRAME_LINE = 0.78;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number[];
}

/** The pieces of a w × h grid's marked pixels (`marked(i)`, i = y · w + x), 8-connected. */
export function piecesOf(w: number, h: number, marked: (i: number) => boolean): Blob[] {
  const seen = new Uint8Array(w * h);
  const blobs: Blob[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !marked(start)) continue;
    const blob: Blob = { x0: w, y0: h, x1: 0, y1: 0, pixels: [] };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      const [x, y] = [i % w, Math.floor(i / w)];
      blob.pixels.push(i);
      [blob.x0, blob.x1] = [Math.min(blob.x0, x), Math.max(blob.x1, x)];
      [blob.y0, blob.y1] = [Math.min(blob.y0, y), Math.max(blob.y1, y)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const n = ny * w + nx;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[n] || !marked(n)) continue;
          seen[n] = 1;
          stack.push(n);
        }
    }
    blobs.push(blob);
  }
  return blobs;
}

/** The cell's pieces of ink: 8-connected pixels of ink over a quarter. */
const blobsOf = (ink: Float32Array, w: number, h: number) => piecesOf(w, h, (i) => ink[i]! >= 0.25);

/**
 * A circle or frame drawn as a thin line on the row's own colour (a shirt number in a ring) is not
 * outside the fill's span, so it comes out as ink around the digits, read '(31)' or '0310'. A piece
 * of ink that holds every other piece within its bounds and stands a quarter taller than them is
 * such a frame, never a digit, and its line is dropped. Pieces wholly beside it (a neighbour's circle cut
 * by the cell) are not counted (decision 047), nor pieces wholly above or below it (the next row's pill,
 * decision 048).
 */
function dropFrame(ink: Float32Array, w: number, h: number): boolean {
  const blobs = blobsOf(ink, w, h);
  const height = (b: { y0: number; y1: number }) => b.y1 - b.y0 + 1;
  const frame = blobs.reduce<Blob | undefined>((a, b) => (!a || height(b) > height(a) ? b : a), undefined);
  if (!frame) return false;
  const others = blobs.filter(
    (b) =>
      b !== frame &&
      b.pixels.length >= 4 &&
      b.x0 <= frame.x1 &&
      b.x1 >= frame.x0 &&
      b.y0 <= frame.y1 &&
      b.y1 >= frame.y0,
  );
  if (others.length === 0) return false;
  const inner = {
    x0: Math.min(...others.map((b) => b.x0)),
    x1: Math.max(...others.map((b) => b.x1)),
    y0: Math.min(...others.map((b) => b.y0)),
    y1: Math.max(...others.map((b) => b.y1)),
  };
  const around = frame.x0 < inner.x0 && frame.x1 > inner.x1 && frame.y0 < inner.y0 && frame.y1 > inner.y1;
  if (!around || height(frame) < height(inner) * 1.25) return false;
  // Only the frame's line goes: a digit touching it from inside keeps all but its tip.
  const [cx, cy] = [(frame.x0 + frame.x1) / 2, (frame.y0 + frame.y1) / 2];
  const [rx, ry] = [(frame.x1 - frame.x0 + 1) / 2, (frame.y1 - frame.y0 + 1) / 2];
  for (const i of frame.pixels) {
    const [x, y] = [i % w, Math.floor(i / w)];
    if (Math.hypot((x - cx) / rx, (y - cy) / ry) > FRAME_LINE) ink[i] = 0;
  }
  return true;
}

/**
 * A narrow piece of ink from the fill's first line to its last (`top`, `bottom`) is no character:
 * characters stand inside their box or row. It is the page showing between two boxes of one value (a
 * score drawn as '[1] [3]', the boxes' colour the fill) or a column's rule; read, a '1' between the
 * digits ('113'), decision 054.
 */
function dropBars(ink: Float32Array, w: number, h: number, top: number, bottom: number): void {
  for (const b of blobsOf(ink, w, h))
    if (b.y0 <= top + 1 && b.y1 >= bottom - 1 && b.x1 - b.x0 + 1 <= (bottom - top + 1) / 2)
      for (const i of b.pixels) ink[i] = 0;
}

/**
 * A cell this many times as wide as tall is a row's rating searched past its name (decision 050), not
 * a column's cell.
 */
const SEARCHED = 5;

/**
 * A cell holding one value (a rating, a shirt number, a count): pieces that stand apart from the value
 * by more than a digit's height and are as tall as a character, as a neighbouring badge's edge
 * (read 'J' before a shirt number), are dropped; the group of pieces nearest the cell's middle is the
 * value (decision 047). Where the rating was searched for past the name, the last group is: a card or
 * an injury's cross may stand nearer the middle (decision 054).
 */
function keepCentre(ink: Float32Array, w: number, h: number): void {
  const blobs = blobsOf(ink, w, h)
    .filter((b) => b.pixels.length >= 4)
    .sort((a, b) => a.x0 - b.x0);
  if (blobs.length < 2) return;
  // The tallest piece's height, a digit's ('.' or a badge's corner is smaller): a faint digit whose
  // thin strokes were lost stands about half of it from the '.' after it.
  const tallest = Math.max(...blobs.map((b) => b.y1 - b.y0 + 1));
  const gap = tallest;
  const groups: Blob[][] = [];
  for (const b of blobs) {
    const last = groups.at(-1);
    const end = last ? Math.max(...last.map((x) => x.x1)) : -Infinity;
    if (last && b.x0 - end <= gap) last.push(b);
    else groups.push([b]);
  }
  if (groups.length < 2) return;
  const distance = (g: Blob[]) => {
    const [x0, x1] = [Math.min(...g.map((b) => b.x0)), Math.max(...g.map((b) => b.x1))];
    return x0 <= w / 2 && x1 >= w / 2 ? 0 : Math.min(Math.abs(x0 - w / 2), Math.abs(x1 - w / 2));
  };
  // Only a group with a piece as tall as a character goes: specks of a faint digit stay for the engine.
  const tall = (g: Blob[]) => g.some((b) => b.y1 - b.y0 + 1 >= tallest * 0.6);
  // A row searched past the name for its rating: the value is the last group, cards and icons before it.
  const kept =
    w > h * SEARCHED
      ? (groups.filter(tall).at(-1) ?? groups.at(-1)!)
      : groups.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  for (const g of groups) if (g !== kept && tall(g)) for (const b of g) for (const i of b.pixels) ink[i] = 0;
}

/**
 * A ring, pill or shield drawn as a line around the digits, cut at its sides by the fill's span, leaves
 * its top and bottom (a shield's point in two halves) as pieces above and below the digits, read as '_'
 * or a stray digit. The digits cross the cell's middle line; a piece that does not, and stands (but for
 * a fifth of its height) above or below them, is such a line when it is flat (three times as wide as
 * tall) or wider than any digit. A '.' or ',' is narrower, and a '-' between two numbers stands level
 * with them (decision 047).
 */
function dropArcs(ink: Float32Array, w: number, h: number): void {
  const blobs = blobsOf(ink, w, h).filter((b) => b.pixels.length >= 4);
  const [width, height] = [(b: Blob) => b.x1 - b.x0 + 1, (b: Blob) => b.y1 - b.y0 + 1];
  const flat = (b: Blob) => width(b) >= height(b) * 3;
  const mid = h / 2;
  const upright = blobs.filter((b) => !flat(b));
  const crossing = upright.filter((b) => b.y0 <= mid && b.y1 >= mid);
  const glyphs = crossing.length > 0 ? crossing : upright;
  if (glyphs.length === 0) return;
  // The digits' band: their tops' and bottoms' middle values, so a bracket or a neighbour's cut circle
  // does not widen it.
  const middle = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const [top, bottom] = [middle(glyphs.map((b) => b.y0)), middle(glyphs.map((b) => b.y1))];
  const widest = Math.max(...glyphs.map(width));
  for (const b of blobs) {
    if (glyphs.includes(b) || !(flat(b) || width(b) > widest)) continue;
    const within = Math.min(b.y1, bottom) - Math.max(b.y0, top) + 1;
    if (within <= height(b) * 0.2) for (const i of b.pixels) ink[i] = 0;
  }
  clearFaint(ink, w, h);
}

/**
 * Faint ink (under a quarter) more than two pixels from any piece kept: what was left of a dropped line's
 * soft edge, drawn grey on the strip otherwise.
 */
function clearFaint(ink: Float32Array, w: number, h: number): void {
  const near = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (ink[i]! < 0.25) continue;
    const [x, y] = [i % w, Math.floor(i / w)];
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const [nx, ny] = [x + dx, y + dy];
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) near[ny * w + nx] = 1;
      }
  }
  for (let i = 0; i < w * h; i++) if (!near[i]) ink[i] = 0;
}

/** Height a cell's ink is scaled to when it is small in its cell (decision 048). */
const FIT = 40;
/** Share of its cell's height under which a cell's ink is small: small text in a tall row. */
const SMALL_INK = 0.45;

/** The part of a cell's ink drawn in its slot, and how much it is scaled. */
interface View {
  x0: number;
  y0: number;
  w: number;
  h: number;
  scale: number;
}

/**
 * The whole cell, scaled to the slot; or, where its ink is small in it (small digits in a tall row, a
 * shield's '6.3' in a wide phone card), only its ink and a margin, scaled so that the ink stands FIT
 * rows high, the size the engine reads best (decision 048).
 */
function viewOf(ink: Float32Array, w: number, h: number, fit: boolean): View {
  const whole = { x0: 0, y0: 0, w, h, scale: SLOT / h };
  if (!fit) return whole;
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let i = 0; i < w * h; i++) {
    if (ink[i]! < 0.25) continue;
    const [x, y] = [i % w, Math.floor(i / w)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  const tall = y1 - y0 + 1;
  if (x1 < 0 || tall >= h * SMALL_INK) return whole;
  const pad = Math.ceil(tall * 0.25);
  [x0, y0, x1, y1] = [
    Math.max(0, x0 - pad),
    Math.max(0, y0 - pad),
    Math.min(w - 1, x1 + pad),
    Math.min(h - 1, y1 + pad),
  ];
  const scale = Math.min(FIT / tall, SLOT / (y1 - y0 + 1));
  return { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1, scale };
}

/** Share of its ink's box that a one-value cell's ink covers at most (decision 052). */
const BOLD = 0.62;

/**
 * Digits drawn so bold, or so small and blurred, that their strokes run together and their holes close
 * ('6.3' read '8.3', '14' a blob): the slot's ink (rows `y0` to `y0 + tall`, columns `x0` to `x0 + wide`)
 * is worn down a pixel at a time, at most four times, until it covers at most BOLD of its box (decision
 * 052). A value's strokes cover well under that; a blob nearly all of it. A '1' alone (its ink under
 * 0.45 as wide as tall) is not worn.
 */
export function thinBold(
  grey: Uint8Array,
  width: number,
  x0: number,
  y0: number,
  wide: number,
  tall: number,
) {
  for (let pass = 0; pass < 4; pass++) {
    let [bx0, by0, bx1, by1, dark] = [Infinity, Infinity, -1, -1, 0];
    for (let y = y0; y < y0 + tall; y++)
      for (let x = x0; x < x0 + wide; x++)
        if (grey[y * width + x]! < 128) {
          dark += 1;
          [bx0, by0, bx1, by1] = [Math.min(bx0, x), Math.min(by0, y), Math.max(bx1, x), Math.max(by1, y)];
        }
    const [boxW, boxH] = [bx1 - bx0 + 1, by1 - by0 + 1];
    // A '1' alone is left as drawn: a bar fills its box however thin it is.
    if (bx1 < 0 || boxW < boxH * 0.45 || dark <= BOLD * boxW * boxH) return;
    wearOnce(grey, width, x0, y0, wide, tall);
  }
}

/** The ink of a part of a strip (rows `y0` to `y0 + tall`, columns `x0` to `x0 + wide`) worn down a pixel. */
function wearOnce(grey: Uint8Array, width: number, x0: number, y0: number, wide: number, tall: number) {
  const copy = grey.slice((y0 - 1) * width, (y0 + tall + 1) * width);
  const at = (x: number, y: number) => copy[(y - y0 + 1) * width + x]!;
  for (let y = y0; y < y0 + tall; y++)
    for (let x = x0; x < x0 + wide; x++)
      grey[y * width + x] = Math.max(at(x, y), at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1));
}

/**
 * How a statistic's cells are drawn (decision 059): their fill told from bold digits (`judged`), and for
 * their labels, the letters worn down a pixel (`worn`): a small label scaled to its slot comes out so bold
 * that its letters run together ('Faltas' read as nothing).
 */
export interface CellLook {
  judged?: boolean;
  worn?: boolean;
  /** The values' ink cut finer (decision 062). */
  fine?: boolean;
  /** Each value's leading mark ('#' of '#36') erased (decision 065). */
  marked?: boolean;
}

/**
 * The cells, clipped to the capture, scaled to SLOT rows each (their ink, where it is small in them) and
 * stacked on one white strip.
 */
export function cellStrip(
  canvas: Canvas,
  cells: readonly Box[],
  oneValue = false,
  wider = 1,
  look: CellLook = {},
): CellStrip {
  const clipped = cells.map((b) => clipTo(canvas, b));
  const cut = clipped.map((box) => {
    const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
    if (w < 2 || h < 2) return null;
    const found = { frame: false };
    const ink = cellInk(canvas, box, oneValue, found, look);
    // A statistic's value in a ring or an outlined pill is one value too (decision 048).
    return { ink, w, view: viewOf(ink, w, h, oneValue || found.frame) };
  });
  const width =
    MARGIN * 2 + Math.max(1, ...cut.map((c) => (c ? Math.ceil(c.view.w * c.view.scale * wider) : 0)));
  const height = MARGIN * 2 + cells.length * (SLOT + GAP);
  const grey = new Uint8Array(width * height).fill(255);
  const marks: Mark[] = [];
  const slots = cut.map((c, n) => {
    const top = MARGIN + n * (SLOT + GAP);
    if (!c) return { y0: top, y1: top + SLOT };
    const { ink, w, view } = c;
    const s = view.scale;
    const drawn = Math.min(SLOT, Math.floor(view.h * s));
    const below = top + Math.floor((SLOT - drawn) / 2);
    for (let oy = 0; oy < drawn; oy++)
      for (let ox = 0; ox < Math.floor(view.w * s * wider); ox++) {
        // Bilinear: the strip's pixel between the four cell pixels around it.
        const fx = view.x0 + Math.min(view.w - 1.001, ox / (s * wider));
        const fy = view.y0 + Math.min(view.h - 1.001, oy / s);
        const [x, y] = [Math.floor(fx), Math.floor(fy)];
        const [ax, ay] = [fx - x, fy - y];
        const at = (dx: number, dy: number) => ink[(y + dy) * w + x + dx]!;
        const v =
          (at(0, 0) * (1 - ax) + at(1, 0) * ax) * (1 - ay) + (at(0, 1) * (1 - ax) + at(1, 1) * ax) * ay;
        grey[(below + oy) * width + MARGIN + ox] = Math.round(255 * (1 - v));
      }
    const slot = { grey, width, x0: MARGIN, y0: below, wide: Math.floor(view.w * s * wider), tall: drawn };
    if (oneValue && look.marked) {
      // Not worn (decision 052): without their mark, a condensed face's digits fill their box, and wearing
      // them took a '1' away ('#31' read '3').
      const mark = leadingMark(slot);
      if (mark) marks.push(mark);
    } else if (oneValue) thinBold(grey, width, slot.x0, slot.y0, slot.wide, slot.tall);
    return { y0: top, y1: top + SLOT };
  });
  eraseMarks(marks);
  if (look.worn) wearOnce(grey, width, 1, 1, width - 2, height - 2);
  return { grey, width, height, slots };
}

/** Where a value is drawn in a strip: `wide` × `tall` pixels from (`x0`, `y0`) of a `width`-wide grey strip. */
interface Slot {
  grey: Uint8Array;
  width: number;
  x0: number;
  y0: number;
  wide: number;
  tall: number;
}

/** A value's leading mark in its slot: how wide it is against the value's tallest piece, and its erasing. */
interface Mark {
  ratio: number;
  erase: () => void;
}

/** How much wider than the strip's usual mark a leading piece may be and still be the mark alone. */
const MARK_WIDTH = 1.25;

/**
 * A value's leading mark ('#' of '#36'), decision 065: its leftmost piece of ink, with the pieces whose
 * middle lies over it (a mark drawn in two pieces), at least half as tall as the value's tallest piece
 * and with ink right of it. None where the value is one piece (the mark touching its digits).
 */
export function leadingMark(slot: Slot): Mark | null {
  const { grey, width, x0, y0, wide, tall } = slot;
  const dark = (i: number) => grey[(y0 + Math.floor(i / wide)) * width + x0 + (i % wide)]! < 128;
  const pieces = piecesOf(wide, tall, dark).filter((p) => p.pixels.length > 4);
  if (pieces.length < 2) return null;
  const tallest = Math.max(...pieces.map((p) => p.y1 - p.y0 + 1));
  const first = pieces.reduce((a, b) => (b.x0 < a.x0 ? b : a));
  const mark = pieces.filter((p) => (p.x0 + p.x1) / 2 <= first.x1);
  const rest = pieces.filter((p) => !mark.includes(p));
  const [mx0, mx1] = [Math.min(...mark.map((p) => p.x0)), Math.max(...mark.map((p) => p.x1))];
  const [my0, my1] = [Math.min(...mark.map((p) => p.y0)), Math.max(...mark.map((p) => p.y1))];
  if (rest.length === 0 || my1 - my0 + 1 < tallest * 0.5) return null;
  const erase = () => {
    // The mark's box and a margin made white, all but the digits' own ink: no grey edge of it is left.
    const digits = new Uint8Array(wide * tall);
    for (const p of rest) for (const i of p.pixels) digits[i] = 1;
    for (let y = Math.max(0, my0 - 3); y <= Math.min(tall - 1, my1 + 3); y++)
      for (let x = Math.max(0, mx0 - 3); x <= Math.min(wide - 1, mx1 + 3); x++)
        if (!digits[y * wide + x]) grey[(y0 + y) * width + x0 + x] = 255;
  };
  return { ratio: (mx1 - mx0 + 1) / tallest, erase };
}

/**
 * The strip's leading marks erased, each no wider than MARK_WIDTH times their usual width (the median,
 * against each value's height): a wider one is the mark and a digit run together, and stays.
 */
function eraseMarks(marks: readonly Mark[]) {
  if (marks.length === 0) return;
  const ratios = marks.map((m) => m.ratio).sort((a, b) => a - b);
  const usual = ratios[Math.floor(ratios.length / 2)]!;
  for (const m of marks) if (m.ratio <= usual * MARK_WIDTH) m.erase();
}
