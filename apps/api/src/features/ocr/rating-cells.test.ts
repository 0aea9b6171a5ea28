import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  lastRating,
  markedColumn,
  nameOf,
  onesIn,
  ratingOf,
  readCells,
  shirtOf,
  slotReading,
  twoBars,
  unmarked,
} from './cell-reading';
import { createOcrPool } from './pool';
import { scoreInTwoBoxes } from './recognize';
import { cellInk, cellStrip, thinBold } from './rating-cells';

const W = 200;
const H = 60;
/** A dark row with a light-green round pill (x 40–160, y 10–50) and two dark digit strokes inside. */
function pillCanvas() {
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) rgb.set([20, 30, 50], i * 3);
  for (let y = 10; y <= 50; y++)
    for (let x = 40; x <= 160; x++) {
      const dx = x < 60 ? 60 - x : x > 140 ? x - 140 : 0;
      if (dx * dx + (y - 30) ** 2 <= 400) rgb.set([163, 224, 95], (y * W + x) * 3);
    }
  for (const x0 of [80, 110])
    for (let y = 20; y < 40; y++) for (let x = x0; x < x0 + 4; x++) rgb.set([17, 17, 17], (y * W + x) * 3);
  return { rgb, width: W, height: H };
}

describe('rating cells (decision 044)', () => {
  it("keeps the digits inside a pill as ink, not the pill's round ends nor the row around it", () => {
    const box = { x0: 30, y0: 5, x1: 170, y1: 55 };
    const ink = cellInk(pillCanvas(), box);
    const at = (x: number, y: number) => ink[(y - box.y0) * (box.x1 - box.x0 + 1) + x - box.x0]!;
    expect(at(81, 30)).toBe(1); // a digit stroke
    expect(at(100, 30)).toBe(0); // the pill
    expect(at(42, 30)).toBe(0); // the pill's round end
    expect(at(35, 30)).toBe(0); // the dark row beside the pill, as dark as the digits
    expect(at(45, 14)).toBe(0); // the corner outside the round end
  });

  it('stacks the cells on one white strip at the same height', () => {
    const canvas = pillCanvas();
    const strip = cellStrip(canvas, [
      { x0: 30, y0: 5, x1: 170, y1: 55 },
      { x0: 30, y0: 15, x1: 170, y1: 45 },
    ]);
    expect(strip.slots).toEqual([
      { y0: 24, y1: 88 },
      { y0: 120, y1: 184 },
    ]);
    expect(strip.grey[5 * strip.width + 5]).toBe(255);
    const row = 24 + Math.round((30 - 5) * (64 / 51));
    expect(Math.min(...strip.grey.subarray(row * strip.width, (row + 1) * strip.width))).toBe(0);
  });

  it('enlarges a value small in its cell to the size the engine reads best, and only a value (decision 048)', () => {
    // A light cell 60 px high with a dark mark 10 px high in its middle (a '0': an outline).
    const rgb = new Uint8Array(W * H * 3).fill(240);
    for (let y = 25; y < 35; y++)
      for (let x = 40; x < 46; x++)
        if (y === 25 || y === 34 || x === 40 || x === 45) rgb.set([30, 30, 30], (y * W + x) * 3);
    const canvas = { rgb, width: W, height: H };
    const inkRows = (oneValue: boolean) => {
      const strip = cellStrip(canvas, [{ x0: 0, y0: 0, x1: 89, y1: H - 1 }], oneValue);
      const dark = (y: number) =>
        strip.grey.subarray(y * strip.width, (y + 1) * strip.width).some((v) => v < 128);
      return Array.from({ length: strip.height }, (_, y) => y).filter(dark).length;
    };
    expect(inkRows(true)).toBeGreaterThanOrEqual(38);
    expect(inkRows(false)).toBeLessThanOrEqual(12);
  });

  it("drops a ring drawn on the row's own colour around a shirt number, not the digits inside it", () => {
    // A light row, a dark ring (radius 24 at 40,30) and two strokes inside, the left one touching it.
    const rgb = new Uint8Array(W * H * 3).fill(240);
    const dark = (x: number, y: number) => rgb.set([30, 30, 30], (y * W + x) * 3);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < 90; x++) if (Math.abs(Math.hypot(x - 40, y - 30) - 24) < 1.5) dark(x, y);
    for (let y = 20; y < 40; y++) for (let x = 18; x < 24; x++) dark(x, y);
    for (let y = 20; y < 40; y++) for (let x = 44; x < 49; x++) dark(x, y);
    const box = { x0: 0, y0: 0, x1: 89, y1: H - 1 };
    const ink = cellInk({ rgb, width: W, height: H }, box);
    const at = (x: number, y: number) => ink[y * 90 + x]!;
    expect([at(40, 6), at(64, 30), at(40, 54)]).toEqual([0, 0, 0]); // the ring
    expect([at(46, 30), at(22, 30)]).toEqual([1, 1]); // both strokes, the touching one but for its tip
  });

  it("drops an outlined pill around a value when the next row's pill shows under it (decision 048)", () => {
    // A light row, a dark pill outline (x 10–80, y 10–44), two strokes inside, and the top edge of the
    // next row's pill at the cell's last rows (y 56–58).
    const rgb = new Uint8Array(W * H * 3).fill(240);
    const dark = (x: number, y: number) => rgb.set([30, 30, 30], (y * W + x) * 3);
    for (let y = 10; y <= 44; y++)
      for (let x = 10; x <= 80; x++) {
        const [dx, dy] = [Math.max(0, Math.abs(x - 45) - 18), y - 27];
        if (Math.abs(Math.hypot(dx, dy) - 16) < 1.5) dark(x, y);
      }
    for (let y = 20; y < 35; y++) for (const x0 of [36, 50]) for (let x = x0; x < x0 + 4; x++) dark(x, y);
    for (let y = 56; y < 59; y++) for (let x = 20; x < 70; x++) dark(x, y);
    const box = { x0: 0, y0: 0, x1: 89, y1: H - 1 };
    const ink = cellInk({ rgb, width: W, height: H }, box);
    const at = (x: number, y: number) => ink[y * 90 + x]!;
    expect([at(45, 11), at(45, 43)]).toEqual([0, 0]); // the pill's outline
    expect([at(37, 27), at(51, 27)]).toEqual([1, 1]); // the strokes
  });

  it('drops the top and bottom of a ring cut at its sides, not the digits between them (decision 047)', () => {
    // A light row and a green ring 80 wide (at 20–100, y 8–52) cut by a cell that keeps x 30–90 only:
    // what is left of the ring is an arc above and one below two digit strokes.
    const rgb = new Uint8Array(W * H * 3).fill(240);
    const green = (x: number, y: number) => rgb.set([20, 130, 60], (y * W + x) * 3);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < 120; x++)
        if (Math.abs(Math.hypot((x - 60) / 40, (y - 30) / 22) - 1) < 0.06) green(x, y);
    for (let y = 20; y < 40; y++) for (const x0 of [48, 66]) for (let x = x0; x < x0 + 4; x++) green(x, y);
    const box = { x0: 30, y0: 0, x1: 90, y1: H - 1 };
    const ink = cellInk({ rgb, width: W, height: H }, box);
    const at = (x: number, y: number) => ink[(y - box.y0) * 61 + x - box.x0]!;
    expect([at(60, 8), at(60, 52)]).toEqual([0, 0]); // the arcs
    expect([at(49, 30), at(67, 30)]).toEqual([1, 1]); // the strokes
  });

  it("drops a shield's point, in two halves under the digits (decision 047)", () => {
    // A light row; two digit strokes (y 18–32); under them a shield's point as two slanted lines (y 33–43).
    const rgb = new Uint8Array(W * H * 3).fill(240);
    const ink = (x: number, y: number) => rgb.set([200, 40, 40], (y * W + x) * 3);
    for (let y = 18; y <= 32; y++) for (const x0 of [40, 52]) for (let x = x0; x < x0 + 4; x++) ink(x, y);
    for (let x = 26; x <= 45; x++)
      for (let t = 0; t < 2; t++) ink(x, 34 + Math.round(((x - 26) * 9) / 19) + t - 1);
    for (let x = 49; x <= 68; x++)
      for (let t = 0; t < 2; t++) ink(x, 43 - Math.round(((x - 49) * 9) / 19) + t - 1);
    const box = { x0: 10, y0: 0, x1: 90, y1: H - 1 };
    const cell = cellInk({ rgb, width: W, height: H }, box);
    const at = (x: number, y: number) => cell[(y - box.y0) * 81 + x - box.x0]!;
    expect([at(30, 35), at(64, 36)]).toEqual([0, 0]); // the point's halves
    expect([at(41, 24), at(53, 24)]).toEqual([1, 1]); // the strokes
  });

  it("keeps a one-value cell's middle group, not a neighbouring badge's edge a digit's height away (decision 047)", () => {
    // A light row: a tall stroke at x 12–15 (a badge's edge) and two digit strokes at 60–63 and 70–73.
    const rgb = new Uint8Array(W * H * 3).fill(240);
    const dark = (x: number, y: number) => rgb.set([30, 30, 30], (y * W + x) * 3);
    for (let y = 18; y <= 40; y++)
      for (const x0 of [12, 60, 70]) for (let x = x0; x < x0 + 4; x++) dark(x, y);
    const box = { x0: 6, y0: 0, x1: 126, y1: H - 1 };
    const at = (ink: Float32Array, x: number) => ink[30 * 121 + x - box.x0]!;
    const one = cellInk({ rgb, width: W, height: H }, box, true);
    expect([at(one, 13), at(one, 61), at(one, 71)]).toEqual([0, 1, 1]);
    // A cell that may hold several values (a score) keeps every piece.
    const any = cellInk({ rgb, width: W, height: H }, box);
    expect(at(any, 13)).toBe(1);
  });

  it('keeps the last group of a rating searched past the name, a card nearer the middle (decision 054)', () => {
    // A searched cell, 200 wide and 36 tall: a card at x 60–66 near its middle, the rating's two strokes
    // at its end (x 180–183 and 190–193).
    const [w, h] = [200, 36];
    const rgb = new Uint8Array(w * h * 3).fill(240);
    const dark = (x: number, y: number) => rgb.set([30, 30, 30], (y * w + x) * 3);
    for (let y = 8; y <= 28; y++)
      for (const [x0, x1] of [
        [60, 66],
        [180, 183],
        [190, 193],
      ])
        for (let x = x0!; x <= x1!; x++) dark(x, y);
    const box = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
    const ink = cellInk({ rgb, width: w, height: h }, box, true);
    expect([ink[18 * w + 62], ink[18 * w + 181], ink[18 * w + 191]]).toEqual([0, 1, 1]);
  });

  it("prefers the cell's own reading only when it is a rating read with confidence", () => {
    expect(ratingOf(3.3, { text: '8.3', conf: 96 })).toBe(8.3);
    expect(ratingOf(null, { text: '4.7', conf: 90 })).toBe(4.7);
    expect(ratingOf(9, { text: '50', conf: 41 })).toBe(9);
    expect(ratingOf(null, { text: '45', conf: 60 })).toBe(4.5); // nothing else was read (decision 047)
    expect(ratingOf(null, { text: '45', conf: 41 })).toBe(null);
    expect(ratingOf(5.8, { text: '5', conf: 96 })).toBe(5.8);
    expect(ratingOf(7.1, null)).toBe(7.1);
    // Read more surely in the whole capture than in the cell: the capture's value stands (decision 053).
    expect(ratingOf(9.7, { text: '3.7', conf: 88 }, 96)).toBe(9.7);
    expect(ratingOf(3.3, { text: '8.3', conf: 96 }, 90)).toBe(8.3);
    expect(shirtOf(35, { text: '36', conf: 93 })).toBe(36);
    expect(shirtOf(12, { text: '120', conf: 96 })).toBe(12);
    expect(shirtOf(null, { text: '33', conf: 40 })).toBe(null);
  });

  it("takes a shirt number read with its '#' over a piece of it read with the capture (decision 048)", () => {
    expect(shirtOf(5, { text: '#36', conf: 60 })).toBe(36);
    expect(shirtOf(5, { text: '36', conf: 60 })).toBe(5);
    expect(shirtOf(5, { text: '#36', conf: 30 })).toBe(5);
    expect(shirtOf(5, { text: '#', conf: 90 })).toBe(5);
  });

  it("reads three digits in a shirt cell as a '#' and the number where the capture read none (decision 049)", () => {
    expect(shirtOf(null, { text: '437', conf: 62 })).toBe(37);
    expect(shirtOf(null, { text: '115', conf: 58 })).toBe(15);
    expect(shirtOf(null, { text: '437', conf: 30 })).toBe(null);
    expect(shirtOf(12, { text: '120', conf: 96 })).toBe(12);
  });

  it("falls back on three digits the capture read ('517' for '#17') where no reading gave a number (decision 053)", () => {
    expect(shirtOf(null, null, '517')).toBe(17);
    expect(shirtOf(null, { text: '', conf: 0 }, '231')).toBe(31);
    // The cell's own reading comes first, then the capture's number.
    expect(shirtOf(null, { text: '22', conf: 54 }, '127')).toBe(22);
    expect(shirtOf(9, null, '517')).toBe(9);
    expect(shirtOf(null, null, '500')).toBe(null);
  });
});

describe('a row searched past the name for its rating (decision 050)', () => {
  it('takes the last word that reads as a rating, alone', () => {
    const words = [
      { text: '0', conf: 90 },
      { text: '(8.9)', conf: 70 },
      { text: '1', conf: 95 },
    ];
    expect(lastRating({ text: '0(8.9)1', conf: 70, words })).toEqual({
      text: '(8.9)',
      conf: 70,
      words: [words[1]],
    });
    expect(lastRating({ text: '00', conf: 90, words: [{ text: '00', conf: 90 }] })).toBeNull();
    expect(lastRating(null)).toBeNull();
  });
});

/** An SVG drawn as a capture's pixels. */
async function canvasOf(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

describe('rating cells read by the engine', () => {
  const pool = createOcrPool({ size: 1 });
  afterAll(() => pool.close());

  it('reads ratings in round pills of any colour, light or dark digits, and a shirt number in a circle', async () => {
    const pills = [
      ['#a3e05f', '#111111', '8.3'],
      ['#1565c0', '#ffffff', '7.2'],
      ['#c0392b', '#ffffff', '4.6'],
      ['#1f3554', '#9fb0c3', '36'],
    ];
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="${pills.length * 60}">` +
      `<rect width="300" height="${pills.length * 60}" fill="#13233b"/>` +
      pills
        .map(
          ([fill, ink, text], i) =>
            (text!.includes('.')
              ? `<rect x="100" y="${i * 60 + 12}" width="80" height="36" rx="18" fill="${fill}"/>`
              : `<circle cx="140" cy="${i * 60 + 30}" r="20" fill="${fill}"/>`) +
            `<text x="140" y="${i * 60 + 38}" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="${ink}" text-anchor="middle">${text}</text>`,
        )
        .join('') +
      '</svg>';
    const canvas = await canvasOf(svg);
    const cells = pills.map((_, i) => ({ x0: 90, x1: 190, y0: i * 60 + 4, y1: i * 60 + 56 }));
    const read = await readCells(pool, canvas, [...cells, null]);
    expect(read.slice(0, 3).map((r) => ratingOf(null, r))).toEqual([8.3, 7.2, 4.6]);
    expect([shirtOf(null, read[3]!), read[4]]).toEqual([36, null]);
  }, 90_000);

  it("reads a ticket's name on its own, without the line under it (decision 056)", async () => {
    // 'Toledo' in bold white over 'DEL  0  0' in small grey, on a dark ticket.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="70">' +
      '<rect width="240" height="70" fill="#1d1533"/>' +
      '<text x="20" y="30" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#ffffff">Toledo</text>' +
      '<text x="20" y="55" font-family="DejaVu Sans" font-size="12" fill="#b9b0d0">DEL  0  0</text>' +
      '</svg>';
    const canvas = await canvasOf(svg);
    const [cell] = await readCells(pool, canvas, [{ x0: 14, x1: 120, y0: 8, y1: 62 }], '');
    expect(cell!.words!.length).toBeGreaterThan(1);
    expect(nameOf('eo', cell!)).toBe('Toledo');
  }, 90_000);

  it("reads a score drawn as two boxes, the page between them no '1' (decision 054)", async () => {
    // 'Norte [1] [3] Unión' on a light page: two dark boxes 8 px apart between the names' ends.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60">' +
      '<rect width="200" height="60" fill="#f4f6f8"/>' +
      '<rect x="64" y="16" width="30" height="30" rx="4" fill="#1b2330"/>' +
      '<rect x="102" y="16" width="30" height="30" rx="4" fill="#1b2330"/>' +
      '<text x="79" y="38" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#ffffff" text-anchor="middle">1</text>' +
      '<text x="117" y="38" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#ffffff" text-anchor="middle">3</text>' +
      '</svg>';
    const canvas = await canvasOf(svg);
    const box = { x0: 56, x1: 140, y0: 6, y1: 56 };
    const ink = cellInk(canvas, box);
    const at = (x: number, y: number) => ink[(y - box.y0) * (box.x1 - box.x0 + 1) + x - box.x0]!;
    expect(at(98, 30)).toBe(0);
    expect(await scoreInTwoBoxes(pool, canvas, box)).toBe(true);
    // A lone box is no score.
    expect(await scoreInTwoBoxes(pool, canvas, { ...box, x1: 98 })).toBe(false);
  }, 90_000);
});

describe("a statistic's cells (decision 059)", () => {
  /** The ink of the pixels of `box` whose grey `pick` holds. */
  const inkWhere = (
    canvas: { rgb: Uint8Array; width: number },
    ink: Float32Array,
    box: { x0: number; y0: number; x1: number; y1: number },
    pick: (grey: number) => boolean,
  ) => {
    const values: number[] = [];
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++)
        if (pick(canvas.rgb[(y * canvas.width + x) * 3]!))
          values.push(ink[(y - box.y0) * (box.x1 - box.x0 + 1) + x - box.x0]!);
    return values;
  };
  const share = (values: number[], test: (v: number) => boolean) =>
    values.filter(test).length / values.length;

  it('tells the row from big bold digits that cover as much of the middle: the fill is the solid colour', async () => {
    // '22' in bold white, 28 px high, on a dark row; the cell as statisticCells draws it.
    const canvas = await canvasOf(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="#262626"/>' +
        '<text x="80" y="54" text-anchor="middle" font-family="DejaVu Sans Condensed" font-weight="bold" font-size="40" fill="#ffffff">22</text></svg>',
    );
    const box = { x0: 41, x1: 118, y0: 11, y1: 67 };
    const judged = cellInk(canvas, box, false, { frame: false }, { judged: true });
    // The digits' white is ink, the row between and around them is not.
    expect(
      share(
        inkWhere(canvas, judged, box, (g) => g >= 250),
        (v) => v >= 0.9,
      ),
    ).toBe(1);
    expect(
      share(
        inkWhere(canvas, judged, box, (g) => g <= 40),
        (v) => v === 0,
      ),
    ).toBe(1);
    // Taken by count alone, the middle's commonest colour is the digits' white.
    const counted = cellInk(canvas, box);
    expect(
      share(
        inkWhere(canvas, counted, box, (g) => g >= 250),
        (v) => v >= 0.9,
      ),
    ).toBe(0);
  });

  it("wears a label strip's letters down a pixel each side", () => {
    // A light row with a dark bar 6 px wide.
    const rgb = new Uint8Array(W * H * 3).fill(240);
    for (let y = 20; y < 40; y++) for (let x = 60; x < 66; x++) rgb.set([30, 30, 30], (y * W + x) * 3);
    const canvas = { rgb, width: W, height: H };
    const cell = { x0: 40, y0: 0, x1: 90, y1: H - 1 };
    const darkIn = (strip: { grey: Uint8Array }) => strip.grey.filter((v) => v < 128).length;
    const [drawn, worn] = [cellStrip(canvas, [cell]), cellStrip(canvas, [cell], false, 1, { worn: true })];
    expect(darkIn(worn)).toBeGreaterThan(0);
    expect(darkIn(worn)).toBeLessThan(darkIn(drawn) * 0.85);
  });
});

describe("a slot's reading (decision 052)", () => {
  const read = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
    text,
    conf: 90,
    x0,
    x1,
    y0,
    y1,
    line: '1.1.1',
  });

  it("reads a '1' as wide as two as '11', and keeps a narrow one", () => {
    const slot = { y0: 100, y1: 164 };
    expect(slotReading([read('1', 30, 66, 110, 150)], slot).text).toBe('11');
    expect(slotReading([read('1', 30, 44, 110, 150)], slot).text).toBe('1');
    // Only the slot's own words, left to right.
    const words = [read('5', 60, 80, 110, 150), read('#', 30, 50, 110, 150), read('9', 30, 50, 200, 240)];
    expect(slotReading(words, slot)).toMatchObject({ text: '#5', conf: 90 });
  });

  it("reads a '1' whose box shows two bars as '11' (decision 053)", () => {
    // A 60 × 40 strip: two bars (x 10–15 and 22–27) from y 5 to 35, or one with a foot.
    const strip = (bars: number[][]) => {
      const grey = new Uint8Array(60 * 40).fill(255);
      for (const [x0, x1, y0, y1] of bars)
        for (let y = y0!; y <= y1!; y++) for (let x = x0!; x <= x1!; x++) grey[y * 60 + x] = 0;
      return { grey, width: 60 };
    };
    const one = read('1', 8, 30, 4, 36);
    expect(
      onesIn(
        strip([
          [10, 15, 5, 35],
          [22, 27, 5, 35],
        ]),
        one,
      ),
    ).toBe('11');
    expect(
      onesIn(
        strip([
          [16, 21, 5, 35],
          [10, 27, 32, 35],
        ]),
        one,
      ),
    ).toBe('1');
    expect(
      onesIn(
        strip([
          [10, 15, 5, 35],
          [22, 27, 5, 35],
        ]),
        { ...one, text: '7' },
      ),
    ).toBe('7');
  });

  it("reads '– 11' as '11' where the dash crosses the middle (decision 054)", () => {
    const grey = new Uint8Array(60 * 40).fill(255);
    const paint = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grey[y * 60 + x] = 0;
    };
    // A thick dash (x 1–7, y 14–26) and two bars: every middle line crosses three runs of ink.
    paint(1, 7, 14, 26);
    paint(12, 17, 5, 35);
    paint(24, 29, 5, 35);
    expect(onesIn({ grey, width: 60 }, read('1', 0, 31, 4, 36))).toBe('11');
  });
});

describe('two bars read as nothing (decision 054)', () => {
  // A 60-pixel-wide strip with one slot (y 0–63): shapes drawn as [x0, x1, y0, y1] rectangles.
  const slot = { y0: 0, y1: 63 };
  const strip = (shapes: number[][]) => {
    const grey = new Uint8Array(60 * 64).fill(255);
    for (const [x0, x1, y0, y1] of shapes)
      for (let y = y0!; y <= y1!; y++) for (let x = x0!; x <= x1!; x++) grey[y * 60 + x] = 0;
    return { grey, width: 60 };
  };

  it("finds a heavy '11', apart or joined at the top, behind a dash", () => {
    expect(
      twoBars(
        strip([
          [10, 17, 12, 50],
          [26, 33, 12, 50],
        ]),
        slot,
      ),
    ).toBe(true);
    // Flags touching: one piece, two upright stems.
    expect(
      twoBars(
        strip([
          [10, 17, 12, 50],
          [26, 33, 12, 50],
          [10, 33, 12, 15],
        ]),
        slot,
      ),
    ).toBe(true);
    expect(
      twoBars(
        strip([
          [0, 6, 30, 33],
          [10, 17, 12, 50],
          [26, 33, 12, 50],
        ]),
        slot,
      ),
    ).toBe(true);
  });

  it("is not a '1' beside a '7', a single bar or a '0'", () => {
    // A '7': its bar across the top, its stem leaning down to the left.
    const seven = [
      [24, 40, 12, 16],
      ...Array.from({ length: 34 }, (_, i) => [
        36 - Math.floor(i / 3),
        41 - Math.floor(i / 3),
        16 + i,
        16 + i,
      ]),
    ];
    expect(twoBars(strip([[10, 15, 12, 50], ...seven]), slot)).toBe(false);
    // Joined at the top ('17' in a heavy face): the gap between the stems closes towards their feet.
    expect(twoBars(strip([[10, 17, 12, 50], [10, 40, 12, 16], ...seven]), slot)).toBe(false);
    expect(twoBars(strip([[10, 17, 12, 50]]), slot)).toBe(false);
    expect(
      twoBars(
        strip([
          [10, 30, 12, 16],
          [10, 30, 46, 50],
          [10, 14, 12, 50],
          [26, 30, 12, 50],
        ]),
        slot,
      ),
    ).toBe(false);
    // A '1' with a foot as wide as a bowl.
    expect(
      twoBars(
        strip([
          [14, 19, 12, 50],
          [8, 25, 46, 50],
          [34, 39, 12, 50],
        ]),
        slot,
      ),
    ).toBe(false);
  });
});

describe('digits drawn too bold (decision 052)', () => {
  const W = 80;
  /** A value as wide as tall ('00' run together): a ring, its box 40 × 40 at (20, 20), its hole inset by `stroke`. */
  const ring = (stroke: number) => {
    const grey = new Uint8Array(W * W).fill(255);
    for (let y = 20; y < 60; y++)
      for (let x = 20; x < 60; x++) {
        const inHole = x >= 20 + stroke && x < 60 - stroke && y >= 20 + stroke && y < 60 - stroke;
        if (!inHole) grey[y * W + x] = 0;
      }
    return grey;
  };
  const cover = (grey: Uint8Array) => {
    let [x0, y0, x1, y1, dark] = [W, W, -1, -1, 0];
    for (let i = 0; i < grey.length; i++)
      if (grey[i]! < 128) {
        const [x, y] = [i % W, Math.floor(i / W)];
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
        dark += 1;
      }
    return { dark, share: dark / ((x1 - x0 + 1) * (y1 - y0 + 1)) };
  };

  it('wears strokes that nearly close the hole down until they cover at most 0.62 of the box', () => {
    const bold = ring(12);
    expect(cover(bold).share).toBeGreaterThan(0.8);
    thinBold(bold, W, 10, 10, 60, 60);
    expect(cover(bold).share).toBeLessThanOrEqual(0.62);
    expect(cover(bold).dark).toBeGreaterThan(300);
  });

  it("leaves a value's usual strokes, and one glyph alone, as drawn", () => {
    const usual = ring(6);
    const before = cover(usual);
    thinBold(usual, W, 10, 10, 60, 60);
    expect(cover(usual)).toEqual(before);
    // A bar ('1'): it fills its box, but it is one glyph.
    const bar = new Uint8Array(W * W).fill(255);
    for (let y = 20; y < 60; y++) for (let x = 30; x < 40; x++) bar[y * W + x] = 0;
    thinBold(bar, W, 10, 10, 60, 60);
    expect(cover(bar).dark).toBe(400);
  });
});

describe('a value drawn wider for a second reading (decision 052)', () => {
  it('draws the same ink half as wide again, as tall', () => {
    const [w, h] = [90, 60];
    const rgb = new Uint8Array(w * h * 3).fill(240);
    for (let y = 20; y < 40; y++)
      for (let x = 30; x < 60; x++) if (x % 10 < 4) rgb.set([30, 30, 30], (y * w + x) * 3);
    const canvas = { rgb, width: w, height: h };
    const box = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
    const extent = (wider: number) => {
      const strip = cellStrip(canvas, [box], false, wider);
      const columns = new Set<number>();
      const rows = new Set<number>();
      strip.grey.forEach((v, i) => {
        if (v >= 128) return;
        columns.add(i % strip.width);
        rows.add(Math.floor(i / strip.width));
      });
      return { across: Math.max(...columns) - Math.min(...columns), down: rows.size };
    };
    const [usual, wide] = [extent(1), extent(1.5)];
    expect(wide.across / usual.across).toBeCloseTo(1.5, 1);
    expect(wide.down).toBe(usual.down);
  });
});

describe('small digits cut finer for another reading (decision 062)', () => {
  // A '0' 5 px wide and 9 high on a light cell, its 1-px hole blurred to 60 % of the stroke's darkness.
  const [w, h] = [40, 30];
  const rgb = new Uint8Array(w * h * 3).fill(240);
  for (let y = 10; y < 19; y++)
    for (let x = 18; x < 23; x++)
      rgb.set(Array(3).fill(x === 20 && y > 11 && y < 17 ? 120 : 40), (y * w + x) * 3);
  const canvas = { rgb, width: w, height: h };
  const box = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  const at = (ink: Float32Array, x: number, y: number) => ink[y * w + x]!;

  it("keeps a blurred hole open that the usual cut closes, and the strokes' ink whole", () => {
    const [usual, fine] = [cellInk(canvas, box, true), cellInk(canvas, box, true, undefined, { fine: true })];
    expect(at(usual, 20, 14)).toBeGreaterThan(0.5);
    expect(at(fine, 20, 14)).toBeLessThan(0.5);
    expect([at(fine, 18, 14), at(fine, 22, 14), at(fine, 20, 10)]).toEqual([1, 1, 1]);
    expect(at(fine, 10, 14)).toBe(0);
  });
});

describe('a name read again on its own (decision 056)', () => {
  const w = (text: string, conf: number, y0: number, y1: number) => ({ text, conf, y0, y1 });
  const cell = (...words: ReturnType<typeof w>[]) => ({
    text: words.map((x) => x.text).join(''),
    conf: 0,
    words,
  });

  it("keeps the first line's words: a ticket's position code and counts under it are no part of the name", () => {
    expect(nameOf('eo', cell(w('Toledo', 96, 35, 53), w('DEL', 90, 63, 75), w('HO', 64, 60, 76)))).toBe(
      'Toledo',
    );
    expect(nameOf('A. Ríos', cell(w('R.', 91, 332, 352), w('Ríos', 93, 330, 352)))).toBe('R. Ríos');
  });

  it("leaves out a badge taller than the name's letters, not an initial whose box is", () => {
    expect(nameOf('FERNANDEZ', cell(w('FERNÁNDEZ', 92, 39, 66), w('UD', 71, 34, 76)))).toBe('FERNÁNDEZ');
    expect(nameOf('Salazar', cell(w('G.', 93, 40, 76), w('Salazar', 97, 44, 65)))).toBe('G. Salazar');
  });

  it('keeps the name as read where the new reading is unsure, no word of letters, or a position code', () => {
    expect(nameOf('fre', cell(w('Alvarez', 60, 133, 154)))).toBe('fre');
    expect(
      nameOf('S. NGfez', cell(w('-', 93, 152, 154), w('5.', 65, 136, 170), w('NÚñez', 65, 140, 160))),
    ).toBe('S. NGfez');
    expect(nameOf('meo', cell(w('MED', 97, 140, 164)))).toBe('meo');
    expect(nameOf('WI', cell(w('E', 77, 230, 265)))).toBe('WI');
    expect(nameOf('Díaz', null)).toBe('Díaz');
  });

  it("reads an initial I read as a bar, an l or a 1 before its dot ('|.Ríos'), decision 064", () => {
    expect(nameOf('Ríos', cell(w('|.Ríos', 91, 40, 60)))).toBe('I. Ríos');
    expect(nameOf('Peña', cell(w('l.', 90, 40, 60), w('Peña', 95, 40, 60)))).toBe('I. Peña');
    expect(nameOf('Sosa', cell(w('1.Sosa', 90, 40, 60)))).toBe('I. Sosa');
    // Before a small letter it is no initial.
    expect(nameOf('Vera', cell(w('|.vera', 90, 40, 60)))).toBe('Vera');
  });

  it('finds no name for a row whose name was not read where its own reading has none (decision 057)', () => {
    expect(nameOf('', cell(w('+0', 90, 40, 52)))).toBe('');
    expect(nameOf('', cell(w('Peña', 92, 40, 60), w('POR', 88, 66, 76)))).toBe('Peña');
  });
});

describe("shirt numbers drawn after a '#' (decision 065)", () => {
  // Light cells 40 px high, each a '#' (two bars across two bars) and then a digit bar; the third's '#' is
  // drawn twice as wide (a '#' and a digit run together), the fourth's touches its digit.
  const [w, h] = [60, 40];
  const cellOf = (n: number) => ({ x0: 0, y0: n * h, x1: w - 1, y1: n * h + h - 1 });
  const canvasOfMarks = () => {
    const rgb = new Uint8Array(w * h * 4 * 3).fill(240);
    const dark = (x: number, y: number, n: number) => rgb.set([30, 30, 30], ((n * h + y) * w + x) * 3);
    const hash = (n: number, x0: number, wide: number) => {
      for (let y = 10; y < 30; y++)
        for (let x = x0; x < x0 + wide; x++) {
          const across = y === 16 || y === 17 || y === 23 || y === 24;
          const down = [x0 + 2, x0 + 3, x0 + wide - 4, x0 + wide - 3].includes(x);
          if (across || down) dark(x, y, n);
        }
    };
    const bar = (n: number, x0: number) => {
      for (let y = 10; y < 30; y++) for (let x = x0; x < x0 + 3; x++) dark(x, y, n);
    };
    [0, 1].forEach((n) => (hash(n, 10, 10), bar(n, 26)));
    hash(2, 10, 20);
    bar(2, 36);
    hash(3, 10, 10);
    bar(3, 16);
    return { rgb, width: w, height: h * 4 };
  };
  /** Dark pixels of a slot's left and right halves, around the mark and around the digit. */
  const inkOf = (marked: boolean) => {
    const strip = cellStrip(canvasOfMarks(), [0, 1, 2, 3].map(cellOf), true, 1, { marked });
    return strip.slots.map((slot) => {
      let [left, right] = [0, 0];
      for (let y = slot.y0; y < slot.y1; y++)
        for (let x = 0; x < strip.width; x++)
          if (strip.grey[y * strip.width + x]! < 128) {
            if (x < strip.width * 0.45) left += 1;
            else right += 1;
          }
      return { left, right };
    });
  };

  it("erases each value's leading mark and keeps its digits, unless it is wider than usual or touches them", () => {
    const [drawn, erased] = [inkOf(false), inkOf(true)];
    expect(drawn.every((s) => s.left > 0)).toBe(true);
    expect(erased.slice(0, 2).map((s) => s.left)).toEqual([0, 0]);
    expect(erased.slice(0, 2).map((s) => s.right)).toEqual(drawn.slice(0, 2).map((s) => s.right));
    expect(erased[2]).toEqual(drawn[2]); // twice the usual width: a mark and a digit run together
    expect(erased[3]!.left).toBe(drawn[3]!.left); // one piece with its digit
  });

  it("takes a column for marked where two of its cells were read with their '#'", () => {
    const cell = (text: string) => ({ text, conf: 90 });
    const plain = ['22', '5', '17', '9', '4', '2', '8', '3', '1', '6'].map(cell);
    expect(markedColumn([cell('#36'), cell('#5'), ...plain, null])).toBe(true);
    expect(markedColumn([cell('#36'), ...plain, null])).toBe(false);
  });

  it("keeps a reading with its '#' unless the one without found more digits, and restores a '1' lost beside the mark", () => {
    const cell = (text: string, conf = 90) => ({ text, conf });
    expect(unmarked(cell('#39'), cell('19', 84))?.text).toBe('#39');
    expect(unmarked(cell('#2'), cell('21', 88))?.text).toBe('21');
    expect(unmarked(cell('#'), cell('1', 94))?.text).toBe('1');
    expect(unmarked(cell('#2', 40), cell('2', 96))?.text).toBe('2');
    expect(unmarked(cell('536'), cell('36', 95))?.text).toBe('36');
    // '#17' read '817' as drawn and '7' without its mark: the '1' beside the mark was lost.
    expect(unmarked(cell('817'), cell('7', 90))?.text).toBe('17');
    expect(unmarked(cell('13'), cell('7', 74), '517')?.text).toBe('17');
    expect(unmarked(cell('22'), cell('5', 90), '231')?.text).toBe('5');
    expect(unmarked(null, null)).toBe(null);
  });
});
