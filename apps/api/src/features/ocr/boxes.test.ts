import { describe, expect, it } from 'vitest';
import { findBadges, invertBoxes } from './boxes';

const W = 600;
const H = 60;
/** A bright 44×26 badge with two dark digit strokes inside, on a dark background. */
function badgeImage() {
  const grey = new Uint8Array(W * H).fill(30);
  for (let y = 10; y < 36; y++) for (let x = 50; x < 94; x++) grey[y * W + x] = 210;
  for (let y = 14; y < 32; y++) for (let x = 58; x < 62; x++) grey[y * W + x] = 20;
  for (let y = 14; y < 32; y++) for (let x = 76; x < 80; x++) grey[y * W + x] = 20;
  // Plain text strokes elsewhere: bright, short runs.
  for (let y = 14; y < 32; y++) for (let x = 140; x < 144; x++) grey[y * W + x] = 230;
  return grey;
}

describe('rating badges (dark digits on a coloured box)', () => {
  it('finds the box, not the plain text', () => {
    expect(findBadges(badgeImage(), W, H, 128)).toEqual([{ x0: 50, y0: 10, x1: 93, y1: 35 }]);
  });

  it('inverts it so its digits read like light text, the box itself dark', () => {
    const grey = badgeImage();
    invertBoxes(grey, W, H, findBadges(grey, W, H, 128));
    expect(grey[20 * W + 60]).toBe(235); // a digit stroke
    expect(grey[20 * W + 70]).toBe(45); // the box
    expect(grey[20 * W + 142]).toBe(230); // plain text untouched
  });
});
