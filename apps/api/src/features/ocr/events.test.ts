import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eventIcons, readEvents, secondLine, writtenCounts } from './events';
import { createOcrPool } from './pool';

const [W, H] = [420, 40];
const DIGIT = 'font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#e8e8e8"';
/** A ball: a light disc with a dark patch in its middle. */
const ball = (x: number) =>
  `<circle cx="${x + 8}" cy="20" r="8" fill="#e8e8e8"/><circle cx="${x + 8}" cy="20" r="3" fill="#101820"/>`;
/** A boot: a solid light shape wider than tall, its ankle on the left. */
const boot = (x: number) => `<path d="M${x} 12 h8 v6 l12 4 v6 h-20 z" fill="#e8e8e8"/>`;

/** A dark row 420 × `height` with what `parts` draws on it, as the canvas the recognizer reads. */
async function row(parts: string, height = H) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}">` +
    `<rect width="${W}" height="${height}" fill="#101820"/>${parts}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data), width: info.width, height: info.height };
}

const cell = { box: { x0: 0, y0: 0, x1: W - 1, y1: H - 1 }, line: 16 };

describe('goals and assists drawn as icons with their count (decision 055)', () => {
  it('takes a round icon for goals and a wide one for assists, the digits after each as its count', async () => {
    const canvas = await row(
      `${ball(40)}<text x="62" y="27" ${DIGIT}>2</text>${boot(200)}<text x="226" y="27" ${DIGIT}>1</text>`,
    );
    const icons = eventIcons(canvas, cell);
    expect(icons.map((i) => i.kind)).toEqual(['goals', 'assists']);
    // Each count's box holds its digit (x 62–74, 226–238), not its icon (40–56, 200–220) nor the next.
    expect(icons[0]!.digits).toMatchObject({ x0: expect.toBeOneOf([55, 56, 57]) });
    expect(icons[0]!.digits.x1).toBeGreaterThan(74);
    expect(icons[0]!.digits.x1).toBeLessThan(200);
    expect(icons[1]!.digits.x0).toBeGreaterThanOrEqual(220);
    expect(icons[1]!.digits.x1).toBeGreaterThan(238);
  });

  it('gives nothing for an icon with no digits after it, a card, a letter, or a dash', async () => {
    const canvas = await row(
      // A ball with a dash, a yellow card and its digit, an outlined 'A' with a count (a label the
      // counts' own reading handles), a boot alone.
      `${ball(20)}<text x="42" y="27" ${DIGIT}>-</text>` +
        `<rect x="100" y="10" width="12" height="18" fill="#f5c518"/><text x="118" y="27" ${DIGIT}>1</text>` +
        `<text x="180" y="27" font-family="DejaVu Sans" font-size="18" fill="#e8e8e8">A</text>` +
        `<text x="196" y="27" ${DIGIT}>1</text>${boot(300)}`,
    );
    expect(eventIcons(canvas, cell)).toEqual([]);
  });

  const pool = createOcrPool({ size: 1 });
  afterAll(() => pool.close());

  it("reads each row's counts and sums them by kind", async () => {
    const canvas = await row(
      `${ball(40)}<text x="62" y="27" ${DIGIT}>2</text>${ball(120)}<text x="142" y="27" ${DIGIT}>1</text>` +
        `${boot(200)}<text x="226" y="27" ${DIGIT}>3</text>`,
    );
    expect(await readEvents(pool, canvas, [cell, undefined])).toEqual([{ goals: 3, assists: 3 }, {}]);
  }, 90_000);

  it("reads the counts a ticket's second line writes with their letters", async () => {
    const canvas = await row(
      `<text x="20" y="26" ${NAME}>Pablo Vera</text>` +
        `${TAG}<text x="62" y="52" ${SMALL} font-weight="bold">G1 · A2</text>`,
      TICKET_HEIGHT,
    );
    expect(await readEvents(pool, canvas, [ticketCell])).toEqual([{ goals: 1, assists: 2 }]);
  }, 90_000);
});

/** A ticket: the name on its first line (text 18 px), its position and counts on a second (13 px). */
const TICKET_HEIGHT = 64;
const NAME = 'font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#e8e8e8"';
const SMALL = 'font-family="DejaVu Sans" font-size="13" fill="#e8e8e8"';
/** The player's position in an outlined tag, in letters smaller than the counts', as tickets draw it. */
const TAG =
  '<rect x="20.5" y="40.5" width="34" height="14" fill="none" stroke="#8890a0"/>' +
  '<text x="24" y="51" font-family="DejaVu Sans" font-size="9" fill="#8890a0">MED</text>';
/** The cell `parsePlayerRow` gives such a row: after the name's end, and under the name from its start. */
const ticketCell = {
  box: { x0: 150, y0: 0, x1: W - 1, y1: TICKET_HEIGHT - 1 },
  line: 18,
  below: { x0: 12, y0: 31, x1: W - 1, y1: TICKET_HEIGHT - 1 },
};

describe("a ticket's second line, under the name (decision 058)", () => {
  it('finds the icons drawn under the name, a ball and an arrow, with their counts', async () => {
    // A ball and an arrow (its shaft and head cover about half its box), each with a count, under the name.
    const arrow = (x: number) => `<path d="M${x} 44 h12 v-4 l8 7.5 l-8 7.5 v-4 h-12 z" fill="#e8e8e8"/>`;
    const canvas = await row(
      `<text x="20" y="26" ${NAME}>Hugo Ortiz</text>${TAG}` +
        `<circle cx="${66}" cy="47" r="6" fill="#e8e8e8"/><circle cx="66" cy="47" r="2" fill="#101820"/>` +
        `<text x="76" y="52" ${SMALL}>2</text>${arrow(96)}<text x="120" y="52" ${SMALL}>1</text>`,
      TICKET_HEIGHT,
    );
    expect(eventIcons(canvas, ticketCell).map((i) => i.kind)).toEqual(['goals', 'assists']);
    // Only after the name's end, as before: nothing.
    expect(eventIcons(canvas, { box: ticketCell.box, line: ticketCell.line })).toEqual([]);
  });

  it("finds a ticket's second line, unless it holds its position's tag alone", async () => {
    const whole = { x0: 0, y0: 0, x1: W - 1, y1: TICKET_HEIGHT - 1 };
    const name = `<text x="20" y="26" ${NAME}>Pablo Vera</text>`;
    const counted = await row(`${name}${TAG}<text x="62" y="52" ${SMALL}>G1 · A-</text>`, TICKET_HEIGHT);
    const line = secondLine(counted, whole)!;
    // The tag's outline spans y 40–55; the name (y 12–26) is left out.
    expect(line.y0).toBeGreaterThan(30);
    expect(line.y0).toBeLessThanOrEqual(40);
    expect(line.y1).toBeGreaterThanOrEqual(55);
    expect(secondLine(await row(`${name}${TAG}`, TICKET_HEIGHT), whole)).toBeNull();
    // One line only: no second line.
    expect(secondLine(await row(name, TICKET_HEIGHT), whole)).toBeNull();
  });

  it('takes G and A standing alone, a dash for none, never a letter inside a name', () => {
    expect(writtenCounts('P. MED Vera G1-A-')).toEqual({ goals: 1, assists: 0 });
    expect(writtenCounts('J. DEF Ortiz G-.A2')).toEqual({ goals: 0, assists: 2 });
    expect(writtenCounts('MED G 2')).toEqual({ goals: 2 });
    // An initial with its point, and a name ending in A before a number, are no counts.
    expect(writtenCounts('A. MED Ibáñez')).toEqual({});
    expect(writtenCounts('MEDINA 1')).toEqual({});
  });
});
