import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eventIcons, readEvents } from './events';
import { createOcrPool } from './pool';

const [W, H] = [420, 40];
const DIGIT = 'font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#e8e8e8"';
/** A ball: a light disc with a dark patch in its middle. */
const ball = (x: number) =>
  `<circle cx="${x + 8}" cy="20" r="8" fill="#e8e8e8"/><circle cx="${x + 8}" cy="20" r="3" fill="#101820"/>`;
/** A boot: a solid light shape wider than tall, its ankle on the left. */
const boot = (x: number) => `<path d="M${x} 12 h8 v6 l12 4 v6 h-20 z" fill="#e8e8e8"/>`;

/** A dark row 420 × 40 with what `parts` draws on it, as the canvas the recognizer reads. */
async function row(parts: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="#101820"/>${parts}</svg>`;
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
});
