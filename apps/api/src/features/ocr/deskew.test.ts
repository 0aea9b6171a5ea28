import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ocrScale, prepare } from './preprocess';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../bench/ocr/fixtures',
);

/** A capture turned by `degrees` (clockwise), cut back to its own size as a phone photo would be. */
async function turned(file: string, degrees: number): Promise<Buffer> {
  const source = sharp(readFileSync(path.join(FIXTURES, file)));
  const { width, height } = await source.metadata();
  const { data, info } = await source
    .rotate(degrees, { background: '#101018' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({
      left: Math.floor((info.width - width!) / 2),
      top: Math.floor((info.height - height!) / 2),
      width: width!,
      height: height!,
    })
    .png()
    .toBuffer();
}

describe('levelling a tilted capture (decision 037)', () => {
  it.each([
    ['02-ratings-1280x720.jpg', -3],
    ['02-ratings-1280x720.jpg', -1.2],
    ['02-ratings-1280x720.jpg', 0],
    ['02-ratings-1280x720.jpg', 0.5],
    ['01-stats-1280x720.jpg', 2.3],
    ['12-ratings-720x1560.jpg', 3],
    ['05-stats-1920x1080.jpg', -0.8],
  ])('finds the tilt of %s turned by %f° within ±0.3°', async (file, degrees) => {
    const { skew } = await prepare(await turned(file, degrees));
    expect(Math.abs(skew - degrees)).toBeLessThanOrEqual(0.3);
  });
});

describe("the engine's scale (decision 048)", () => {
  it('brings ordinary lines to 24 px and small ones, whose strokes are few pixels, to 32 px', () => {
    expect(ocrScale(900, 500, 16)).toBeCloseTo(24 / 16);
    expect(ocrScale(900, 500, 13)).toBeCloseTo(24 / 13);
    expect(ocrScale(900, 500, 12)).toBeCloseTo(32 / 12);
  });

  it('stays within the pixel budget and three times the capture', () => {
    expect(ocrScale(2560, 1440, 12)).toBeCloseTo(Math.sqrt(5_000_000 / (2560 * 1440)));
    expect(ocrScale(640, 360, 8)).toBe(3);
  });
});

describe('a line height given (decision 049)', () => {
  it('is taken instead of the one measured, and sets the scale', async () => {
    const image = readFileSync(path.join(FIXTURES, '02-ratings-1280x720.jpg'));
    const measured = await prepare(image);
    const given = await prepare(image, 30);
    expect(measured.textHeight).not.toBe(30);
    expect(given.textHeight).toBe(30);
    expect(given.scale).toBeCloseTo(24 / 30);
  });
});
