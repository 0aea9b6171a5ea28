import { describe, expect, it } from 'vitest';
import { rowsOf, toCapture } from './layout';
import { parsePlayers } from './parse-players';
import type { OcrWord } from './tsv';

const W = 720;
const H = 200;
const YELLOW: [number, number, number] = [247, 210, 30];
const RED: [number, number, number] = [229, 57, 53];

function canvas(blocks: { x: number; y: number; w: number; h: number; rgb: [number, number, number] }[]) {
  const rgb = new Uint8Array(W * H * 3).fill(20);
  for (const b of blocks)
    for (let y = b.y; y < b.y + b.h; y++)
      for (let x = b.x; x < b.x + b.w; x++) rgb.set(b.rgb, (y * W + x) * 3);
  return { rgb, width: W, height: H };
}

const word = (text: string, x: number, row: number): OcrWord => ({
  text,
  conf: 90,
  x0: x,
  x1: x + text.length * 11,
  y0: 40 + row * 40,
  y1: 60 + row * 40,
  line: `1.1.${row}`,
});

describe('marks in a last column without a heading (a phone list: Nº JUGADOR G A NOTA, then cards)', () => {
  // The heading row ends at NOTA (x 444); the cards and the cross sit 90–150 px further right.
  const words = [
    ...[
      word('Nº', 20, 0),
      word('JUGADOR', 60, 0),
      word('G', 300, 0),
      word('A', 350, 0),
      word('NOTA', 400, 0),
    ],
    ...[word('7', 20, 1), word('Díaz', 60, 1), word('1', 300, 1), word('-', 350, 1), word('8.3', 405, 1)],
    ...[word('9', 20, 2), word('Sosa', 60, 2), word('-', 300, 2), word('-', 350, 2), word('5.8', 405, 2)],
  ];
  const rows = rowsOf(toCapture(words, 1));
  const blocks = [
    { x: 540, y: 82, w: 10, h: 16, rgb: YELLOW },
    { x: 556, y: 82, w: 10, h: 16, rgb: YELLOW },
    { x: 540, y: 122, w: 10, h: 16, rgb: RED },
    { x: 581, y: 121, w: 6, h: 18, rgb: RED },
    { x: 575, y: 127, w: 18, h: 6, rgb: RED },
  ];

  it('are read however far right of the last heading they are drawn', () => {
    const players = parsePlayers(rows, canvas(blocks));
    expect(players.map((p) => [p.name, p.rating, p.amarillas, p.rojas, p.is_injured])).toEqual([
      ['Díaz', 8.3, 2, 0, false],
      ['Sosa', 5.8, 0, 1, true],
    ]);
  });
});
