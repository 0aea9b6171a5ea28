/** A rectangle in capture pixels, edges included. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The capture's pixels, for the marks drawn in colour. */
export interface Canvas {
  rgb: Uint8Array;
  width: number;
  height: number;
}

interface Run {
  y: number;
  x0: number;
  x1: number;
}

/**
 * Filled bright boxes behind text (a rating printed in dark digits on a coloured badge): their top
 * and bottom margins are long bright runs with the same ends, and every row between them is bright
 * at both ends even where the digits cut the run. Plain text never makes runs that long.
 */
export function findBadges(grey: Uint8Array, width: number, height: number, bright: number): Box[] {
  const minRun = Math.max(24, Math.round(width / 60));
  const maxRun = Math.round(width / 6);
  const runs: Run[] = [];
  const byRow: Run[][] = Array.from({ length: height }, () => []);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && grey[row + x]! >= bright;
      if (on && start < 0) start = x;
      else if (!on && start >= 0) {
        const length = x - start;
        if (length >= minRun && length <= maxRun) {
          const run = { y, x0: start, x1: x - 1 };
          runs.push(run);
          byRow[y]!.push(run);
        }
        start = -1;
      }
    }
  }
  const lit = (x: number, y: number) => grey[y * width + x]! >= bright;
  const used = new Set<Run>();
  const boxes: Box[] = [];
  for (const top of runs) {
    if (used.has(top)) continue;
    if (boxes.some((b) => top.y >= b.y0 && top.y <= b.y1 && top.x0 >= b.x0 - 2 && top.x1 <= b.x1 + 2))
      continue;
    used.add(top);
    // Walk down while both edges stay lit (the badge's own edge, outside any digit); the last long
    // run with the same ends closes the box.
    const edge = (from: number, to: number, y: number) => {
      for (let x = Math.max(0, from); x <= Math.min(width - 1, to); x++) if (lit(x, y)) return true;
      return false;
    };
    let bottom = top;
    for (let y = top.y + 1; y < height; y++) {
      if (!edge(top.x0 - 3, top.x0 + 1, y) || !edge(top.x1 - 1, top.x1 + 3, y)) break;
      const same = byRow[y]!.find(
        (r) => Math.abs(r.x0 - top.x0) <= 2 && Math.abs(r.x1 - top.x1) <= 2 && !used.has(r),
      );
      if (same) {
        used.add(same);
        bottom = same;
      }
    }
    const tall = bottom.y - top.y + 1;
    const wide = top.x1 - top.x0 + 1;
    if (tall < 10 || tall > wide * 1.2) continue;
    // Rounded corners make the first run shorter than the badge: grow to the lit sides.
    const box = { x0: top.x0, y0: top.y, x1: top.x1, y1: bottom.y };
    const midY = (box.y0 + box.y1) >> 1;
    while (box.x0 > 0 && lit(box.x0 - 1, midY)) box.x0 -= 1;
    while (box.x1 < width - 1 && lit(box.x1 + 1, midY)) box.x1 += 1;
    const midX = (box.x0 + box.x1) >> 1;
    while (box.y0 > 0 && lit(midX, box.y0 - 1)) box.y0 -= 1;
    while (box.y1 < height - 1 && lit(midX, box.y1 + 1)) box.y1 += 1;
    boxes.push(box);
  }
  return boxes;
}

/**
 * Inverts each badge so that its dark digits read like light text on a dark screen. The rounded
 * corners inside the box and a thin ring around it were background or soft edge: they are blanked,
 * or they would read as brackets and specks.
 */
export function invertBoxes(grey: Uint8Array, width: number, height: number, boxes: readonly Box[]): void {
  const ring = 2;
  for (const b of boxes) {
    const corner = Math.max(2, Math.round(Math.min(b.x1 - b.x0, b.y1 - b.y0) * 0.2));
    for (let y = Math.max(0, b.y0 - ring); y <= Math.min(height - 1, b.y1 + ring); y++)
      for (let x = Math.max(0, b.x0 - ring); x <= Math.min(width - 1, b.x1 + ring); x++) {
        const i = y * width + x;
        const outside = x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1;
        const inCorner = (x - b.x0 < corner || b.x1 - x < corner) && (y - b.y0 < corner || b.y1 - y < corner);
        grey[i] = outside || inCorner ? 0 : 255 - grey[i]!;
      }
  }
}
