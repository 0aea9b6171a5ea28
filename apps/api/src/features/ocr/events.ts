import type { Box, Canvas } from './boxes';
import { countOf, readCells } from './cell-reading';
import type { EventsCell } from './parse-players';
import { COUNT_LETTERS, readCount } from './numbers';
import type { OcrPool } from './pool';
import { clipTo, colourDistance, commonestColour, piecesOf } from './rating-cells';

/** One icon found with a count after it: what it counts, and where the count's digits are drawn. */
export interface EventIcon {
  kind: 'goals' | 'assists';
  digits: Box;
}

/** A piece at least this share of the text height tall is a glyph or an icon, not a speck. */
const GLYPH = 0.55;
/** Taller than this share of the text height: a box's edge or a separator, not a glyph. */
const TOO_TALL = 1.6;
/**
 * An icon is at least this wide for its height (a ball is round), a digit narrower; at most TOO_WIDE
 * (letters run together are wider).
 */
const ICON = 0.85;
const TOO_WIDE = 2;
/**
 * An icon is solid: its ink covers at least this share of its box. A letter ('A 1', a count's label) or
 * an outlined arrow covers under half of it.
 */
const SOLID = 0.55;
/** A wide icon (a boot, an arrow) is an assist's; a round one (a ball) a goal's. */
const WIDE = 1.25;
/**
 * Under the name (a ticket's second line, decision 058): the text is this share of the name's height, and
 * a wide icon covers at least SOLID_UNDER of its box (an arrow's shaft and head about half of it).
 */
const SECOND_LINE = 0.7;
const SOLID_UNDER = 0.45;
/** A ticket's second line is read this many of the name's heights from where the name starts. */
const TICKET_WIDTH = 8;
/** The count stands within this share of the text height after its icon. */
const NEAR = 0.9;
/** Colour distance from the row's background over which a pixel is ink. */
const INK = 60;

/** A mark wholly inside another's box (a letter in its frame). */
const within = (p: Box, o: Box) => o !== p && o.x0 < p.x0 && o.x1 > p.x1 && o.y0 < p.y0 && o.y1 > p.y1;

/** A card's yellow or red: counted by `readMarks`, never an event's icon. */
function cardColour(rgb: Uint8Array, i: number): boolean {
  const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
  return Math.max(r, g, b) - Math.min(r, g, b) > 90;
}

/** The pixel at `i` (of the canvas' rgb) is ink: far from the region's background, not a card's colour. */
const inkAt = (canvas: Canvas, background: readonly number[], i: number) =>
  colourDistance(canvas.rgb, i, background) > INK && !cardColour(canvas.rgb, i);

/**
 * The icons of a row's region that have a count after them (decision 055). Pieces of ink (far from
 * the row's background, not a card's colour) a glyph's height are icons when about as wide as tall or
 * wider and solid, digits when narrower; the digits standing right after an icon are its count. A
 * round icon (a ball) counts goals, a wide one (a boot, an arrow) assists. An icon with no digits after
 * it (a dash for none, a substitution's mark) gives nothing.
 */
export function eventIcons(canvas: Canvas, cell: EventsCell): EventIcon[] {
  const beside = iconsIn(canvas, cell.box, cell.line, SOLID);
  if (!cell.below) return beside;
  // A ticket's second line (decision 058): its text smaller than the name's, its icons hollower.
  const under = iconsIn(canvas, cell.below, cell.line * SECOND_LINE, SOLID_UNDER);
  const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  return [...beside, ...under.filter((u) => !beside.some((b) => overlap(u.digits, b.digits)))];
}

/** `eventIcons` in one region: `line` its text height, `solid` the share of its box a wide icon's ink covers. */
function iconsIn(canvas: Canvas, region: Box, line: number, solid: number): EventIcon[] {
  const box = clipTo(canvas, region);
  const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  if (w < 4 || h < 4) return [];
  // The commonest colour of the region: the row's background.
  const background = commonestColour(canvas, box);
  const at = (i: number) => ((box.y0 + Math.floor(i / w)) * canvas.width + box.x0 + (i % w)) * 3;
  const all = piecesOf(w, h, (i) => inkAt(canvas, background, at(i))).map((p) => ({
    ...p,
    w: p.x1 - p.x0 + 1,
    h: p.y1 - p.y0 + 1,
  }));
  // A mark inside another's box is a framed label's letter (a position's tag), decision 058.
  const framed = (p: Box) => all.some((o) => within(p, o));
  const pieces = all
    .filter((p) => p.h >= line * GLYPH && p.h <= line * TOO_TALL && !framed(p))
    .sort((a, b) => a.x0 - b.x0);
  const icons: EventIcon[] = [];
  for (const [n, icon] of pieces.entries()) {
    const shaped = icon.w >= icon.h * ICON && icon.w <= icon.h * TOO_WIDE;
    // A hollower icon is only a wide one (an arrow); a letter as wide as tall is never so wide.
    const least = icon.w >= icon.h * WIDE ? solid : SOLID;
    if (!shaped || icon.pixels.length < icon.w * icon.h * least) continue;
    const digits: typeof pieces = [];
    for (const next of pieces.slice(n + 1)) {
      const end = (digits.at(-1) ?? icon).x1;
      if (next.w >= next.h * ICON || next.x0 <= end || next.x0 - end > line * NEAR) break;
      digits.push(next);
    }
    if (digits.length === 0 || digits.length > 2) continue;
    // Room around the digits, so that the row's colour, not the digits', is the commonest of the cell;
    // none of the icon nor of what follows.
    const [side, above] = [Math.ceil(line * 0.8), Math.ceil(line * 0.4)];
    const after = pieces[n + 1 + digits.length];
    icons.push({
      kind: icon.w >= icon.h * WIDE ? 'assists' : 'goals',
      digits: {
        x0: box.x0 + Math.max(icon.x1 + 1, digits[0]!.x0 - side),
        x1: box.x0 + Math.min(after ? after.x0 - 1 : w - 1, digits.at(-1)!.x1 + side),
        y0: box.y0 + Math.min(...digits.map((d) => d.y0)) - above,
        y1: box.y0 + Math.max(...digits.map((d) => d.y1)) + above,
      },
    });
  }
  return icons;
}

/** Goals and assists a row's icons counted; a kind no icon's count was read for is absent. */
export type EventCounts = { goals?: number; assists?: number };

/**
 * Each row's goals and assists from its icons' counts (decision 055), the counts read on a strip of
 * their own: added to the strip of ratings and shirt numbers, they changed how its other cells read.
 */
export async function readEvents(
  pool: OcrPool,
  canvas: Canvas,
  cells: readonly (EventsCell | undefined)[],
): Promise<EventCounts[]> {
  const icons = cells.map((c) => (c ? eventIcons(canvas, c) : []));
  // Each ticket's second line, read as text for counts written with their letter (decision 058): a bold
  // 'G' or 'A' before its count is as solid as a ball.
  const tickets = cells.map((c) =>
    c?.below
      ? secondLine(canvas, {
          ...c.below,
          x1: Math.min(c.below.x1, c.below.x0 + c.line * TICKET_WIDTH),
          y0: c.box.y0,
          y1: c.box.y1,
        })
      : null,
  );
  if (icons.every((row) => row.length === 0) && tickets.every((t) => t === null))
    return cells.map(() => ({}));
  const [read, written] = await Promise.all([
    readCells(
      pool,
      canvas,
      icons.flat().map((icon) => icon.digits),
    ),
    readCells(pool, canvas, tickets, ''),
  ]);
  let next = 0;
  return icons.map((row, i) => {
    const sum: EventCounts = {};
    for (const icon of row) {
      const count = countOf(null, read[next++] ?? null);
      if (count !== null) sum[icon.kind] = (sum[icon.kind] ?? 0) + count;
    }
    // What the ticket writes with its letters wins over what its icons count.
    return { ...sum, ...writtenCounts(written[i]?.words?.map((w) => w.text).join(' ') ?? '') };
  });
}

/**
 * A count written after its letter on a ticket's line ('G1 · A-', 'G 2', 'A:1'): G for goals, A for
 * assists, standing alone (after a space, a dash or a point, not inside a name), a dash for none.
 */
const WRITTEN = /(?<=^|[\s\-.·:|])([GA])[:.]?\s?(\d{1,2}|[-–—])(?=$|[\s\-.·:|])/gu;

/** The goals and assists a ticket's text writes with their letters (decision 058); the first of each kind. */
export function writtenCounts(text: string): EventCounts {
  const out: EventCounts = {};
  for (const [, letter, count] of text.matchAll(WRITTEN)) out[COUNT_LETTERS[letter!]!] ??= readCount(count!)!;
  return out;
}

/**
 * A ticket's second line (decision 058): rows of pixels with ink on them (far from the commonest colour,
 * not a card's) run in lines; the last of two or more, with a margin, if it holds at least two marks of
 * its height that are neither a frame nor inside one (a position's tag alone, 'MED' in its outline, holds
 * none: nothing to read).
 */
export function secondLine(canvas: Canvas, region: Box): Box | null {
  const box = clipTo(canvas, region);
  const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  if (w < 4 || h < 4) return null;
  const background = commonestColour(canvas, box);
  const ink = (x: number, y: number) =>
    inkAt(canvas, background, ((box.y0 + y) * canvas.width + box.x0 + x) * 3);
  const runs: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w && n < 2; x++) if (ink(x, y)) n += 1;
    if (n < 2) continue;
    const last = runs.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else runs.push([y, y]);
  }
  const lines = runs.filter(([a, b]) => b - a + 1 >= 3);
  if (lines.length < 2) return null;
  const [top, foot] = lines.at(-1)!;
  const tall = foot - top + 1;
  const pieces = piecesOf(w, tall, (i) => ink(i % w, top + Math.floor(i / w)));
  const marks = pieces.filter(
    (p) => p.y1 - p.y0 + 1 >= tall * 0.4 && !pieces.some((o) => within(p, o) || within(o, p)),
  );
  if (marks.length < 2) return null;
  const pad = Math.ceil(tall * 0.3);
  return { x0: box.x0, x1: box.x1, y0: box.y0 + top - pad, y1: box.y0 + foot + pad };
}
