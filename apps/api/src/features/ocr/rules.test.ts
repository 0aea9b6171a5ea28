import { describe, expect, it } from 'vitest';
import { dropOutlines, dropRules } from './morph';

// Ink as the engine gets it: dark (0) on white (255), lines about 16 px high (decision 051).
const W = 200;
const H = 40;
const LENGTH = 64;
const THICK = 8;

function page(): Uint8Array {
  return new Uint8Array(W * H).fill(255);
}
function fill(ink: Uint8Array, x0: number, x1: number, y0: number, y1: number) {
  for (let y = y0; y < y1; y++) ink.fill(0, y * W + x0, y * W + x1);
}
/** Letters: strokes 3 px wide, 3 px apart, from x0 to x1, rows y0 to y1. */
function letters(ink: Uint8Array, x0: number, x1: number, y0: number, y1: number) {
  for (let x = x0; x + 3 <= x1; x += 6) fill(ink, x, x + 3, y0, y1);
}
const dark = (ink: Uint8Array, x: number, y: number) => ink[y * W + x]! < 128;

describe('rules touching letters are cut from under them (decision 051)', () => {
  it('cuts a bar right under a label, a line either side of the label, and keeps the letters', () => {
    const ink = page();
    letters(ink, 80, 120, 10, 26);
    fill(ink, 10, 190, 26, 30);
    dropRules(ink, W, H, LENGTH, THICK);
    expect(dark(ink, 100, 27)).toBe(false);
    expect(dark(ink, 81, 20)).toBe(true);
    // Far from the label the bar stays: only where it touches text is it in the way.
    expect(dark(ink, 20, 27)).toBe(true);
    expect(dark(ink, 180, 27)).toBe(true);
  });

  it('takes a bar drawn in two colours with a gap as one rule', () => {
    const ink = page();
    letters(ink, 80, 120, 10, 26);
    fill(ink, 20, 100, 26, 30);
    fill(ink, 102, 140, 26, 30);
    dropRules(ink, W, H, LENGTH, THICK);
    expect(dark(ink, 110, 27)).toBe(false);
  });

  it('leaves a rule apart from the text, a short piece, a thick band and a box around a score', () => {
    const apart = page();
    letters(apart, 80, 120, 4, 20);
    fill(apart, 10, 190, 30, 33);
    dropRules(apart, W, H, LENGTH, THICK);
    expect(dark(apart, 100, 31)).toBe(true);

    const short = page();
    letters(short, 80, 120, 10, 26);
    fill(short, 85, 130, 26, 30);
    dropRules(short, W, H, LENGTH, THICK);
    expect(dark(short, 100, 27)).toBe(true);

    const band = page();
    letters(band, 80, 120, 4, 16);
    fill(band, 10, 190, 16, 36);
    dropRules(band, W, H, LENGTH, THICK);
    expect(dark(band, 100, 20)).toBe(true);

    const box = page();
    fill(box, 40, 150, 5, 7);
    fill(box, 40, 150, 33, 35);
    fill(box, 40, 42, 5, 35);
    fill(box, 148, 150, 5, 35);
    letters(box, 60, 130, 8, 32);
    dropRules(box, W, H, LENGTH, THICK);
    expect(dark(box, 100, 6)).toBe(true);
    expect(dark(box, 100, 34)).toBe(true);
  });
});

/** A box's outline, 2 px thick, from (x0, y0) to (x1, y1) exclusive. */
function frame(ink: Uint8Array, x0: number, x1: number, y0: number, y1: number) {
  fill(ink, x0, x1, y0, y0 + 2);
  fill(ink, x0, x1, y1 - 2, y1);
  fill(ink, x0, x0 + 2, y0, y1);
  fill(ink, x1 - 2, x1, y0, y1);
}

describe('outlines round a number are cut away (decision 051)', () => {
  const LINE = 16;

  it('cuts a pill round a value and keeps the value', () => {
    const ink = page();
    frame(ink, 20, 80, 4, 34);
    letters(ink, 35, 65, 11, 27);
    dropOutlines(ink, W, H, LINE);
    expect(dark(ink, 50, 5)).toBe(false);
    expect(dark(ink, 21, 20)).toBe(false);
    expect(dark(ink, 36, 20)).toBe(true);
  });

  it('keeps a ring about as wide as tall, an empty frame, a frame too tall and a frame round a speck', () => {
    const ring = page();
    frame(ring, 20, 52, 4, 34);
    letters(ring, 29, 44, 11, 27);
    dropOutlines(ring, W, H, LINE);
    expect(dark(ring, 30, 5)).toBe(true);

    const empty = page();
    frame(empty, 20, 80, 4, 34);
    dropOutlines(empty, W, H, LINE);
    expect(dark(empty, 50, 5)).toBe(true);

    const speck = page();
    frame(speck, 20, 80, 4, 34);
    fill(speck, 48, 52, 17, 21);
    dropOutlines(speck, W, H, LINE);
    expect(dark(speck, 50, 5)).toBe(true);

    const tall = new Uint8Array(W * 80).fill(255);
    for (let y = 0; y < 80; y++)
      for (let x = 0; x < W; x++) {
        const edge = y < 2 || y >= 78 || x < 2 || x >= 198;
        if (edge) tall[y * W + x] = 0;
      }
    for (let x = 40; x < 100; x += 6) for (let y = 30; y < 46; y++) tall.fill(0, y * W + x, y * W + x + 3);
    dropOutlines(tall, W, 80, LINE);
    expect(tall[W + 50]).toBe(0);
  });
});
