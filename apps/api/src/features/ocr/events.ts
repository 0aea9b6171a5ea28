import type { Box } from './boxes';
import { countOf, readCells } from './cell-reading';
import type { Canvas, EventsCell } from './parse-players';
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
/** The count stands within this share of the text height after its icon. */
const NEAR = 0.9;
/** Colour distance from the row's background over which a pixel is ink. */
const INK = 60;

/** A card's yellow or red: counted by `readMarks`, never an event's icon. */
function cardColour(rgb: Uint8Array, i: number): boolean {
  const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
  return Math.max(r, g, b) - Math.min(r, g, b) > 90;
}

/**
 * The icons of a row's region that have a count after them (decision 055). Pieces of ink (far from
 * the row's background, not a card's colour) a glyph's height are icons when about as wide as tall or
 * wider and solid, digits when narrower; the digits standing right after an icon are its count. A
 * round icon (a ball) counts goals, a wide one (a boot, an arrow) assists. An icon with no digits after
 * it (a dash for none, a substitution's mark) gives nothing.
 */
export function eventIcons(canvas: Canvas, cell: EventsCell): EventIcon[] {
  const box = clipTo(canvas, cell.box);
  const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  if (w < 4 || h < 4) return [];
  // The commonest colour of the region: the row's background.
  const background = commonestColour(canvas, box);
  const at = (i: number) => ((box.y0 + Math.floor(i / w)) * canvas.width + box.x0 + (i % w)) * 3;
  const pieces = piecesOf(w, h, (i) => {
    const p = at(i);
    return colourDistance(canvas.rgb, p, background) > INK && !cardColour(canvas.rgb, p);
  })
    .map((p) => ({ ...p, w: p.x1 - p.x0 + 1, h: p.y1 - p.y0 + 1 }))
    .filter((p) => p.h >= cell.line * GLYPH && p.h <= cell.line * TOO_TALL)
    .sort((a, b) => a.x0 - b.x0);
  const icons: EventIcon[] = [];
  for (const [n, icon] of pieces.entries()) {
    const shaped = icon.w >= icon.h * ICON && icon.w <= icon.h * TOO_WIDE;
    if (!shaped || icon.pixels.length < icon.w * icon.h * SOLID) continue;
    const digits: typeof pieces = [];
    for (const next of pieces.slice(n + 1)) {
      const end = (digits.at(-1) ?? icon).x1;
      if (next.w >= next.h * ICON || next.x0 <= end || next.x0 - end > cell.line * NEAR) break;
      digits.push(next);
    }
    if (digits.length === 0 || digits.length > 2) continue;
    // Room around the digits, so that the row's colour, not the digits', is the commonest of the cell;
    // none of the icon nor of what follows.
    const [side, above] = [Math.ceil(cell.line * 0.8), Math.ceil(cell.line * 0.4)];
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
  if (icons.every((row) => row.length === 0)) return cells.map(() => ({}));
  const read = await readCells(
    pool,
    canvas,
    icons.flat().map((icon) => icon.digits),
  );
  let next = 0;
  return icons.map((row) => {
    const sum: EventCounts = {};
    for (const icon of row) {
      const count = countOf(null, read[next++] ?? null);
      if (count !== null) sum[icon.kind] = (sum[icon.kind] ?? 0) + count;
    }
    return sum;
  });
}
