import { describe, expect, it } from 'vitest';
import { rowsOf, tableStructure, wordsLine, type Word } from './layout';
import type { OcrWord } from './tsv';

const word = (text: string, x0: number, y0: number, width = text.length * 10, height = 20): Word => ({
  text,
  conf: 90,
  x0,
  y0,
  x1: x0 + width,
  y1: y0 + height,
});

describe('rows and columns rebuilt from word boxes', () => {
  const words = [
    word('8', 600, 101),
    word('Tiros', 300, 100),
    word('12', 100, 99),
    word('Tiros', 280, 150),
    word('a', 335, 152),
    word('puerta', 350, 150),
    word('5', 100, 151),
    word('3', 600, 149),
  ];

  it('groups words by their vertical centre and orders them left to right', () => {
    const rows = rowsOf(words);
    expect(rows.map((r) => r.words.map((w) => w.text))).toEqual([
      ['12', 'Tiros', '8'],
      ['5', 'Tiros', 'a', 'puerta', '3'],
    ]);
  });

  it('joins close words into one cell and splits at wide gaps', () => {
    const rows = rowsOf(words);
    expect(rows[1]!.cells.map((c) => c.text)).toEqual(['5', 'Tiros a puerta', '3']);
    expect(tableStructure(rows)).toEqual({ rows: 2, estimated_columns: 3 });
  });

  it('an empty page has no table', () => {
    expect(tableStructure(rowsOf([]))).toEqual({ rows: 0, estimated_columns: 0 });
  });
});

describe("the text's line height, from the words read (decision 049)", () => {
  // Engine pixels at scale 2: names 20 capture px high.
  const names = ['Zárate', 'Acuña', 'Muñoz', 'Herrera', 'Toledo', 'Medina', 'Giménez'];
  const read = (height: number, conf = 90): OcrWord[] =>
    names.map((text, i) => ({ text, conf, x0: 0, x1: 100, y0: i * 100, y1: i * 100 + height, line: `${i}` }));

  it('is the words’ height where the line measured was half as tall again', () => {
    expect(wordsLine(read(40), 2, 30)).toBe(20);
  });

  it('keeps the measure where the words agree with it, or are too few or unsure to judge by', () => {
    expect(wordsLine(read(40), 2, 22)).toBe(null);
    expect(wordsLine(read(40).slice(0, 5), 2, 30)).toBe(null);
    expect(wordsLine(read(40, 50), 2, 30)).toBe(null);
    expect(wordsLine(read(40), 2, null)).toBe(null);
  });

  it('counts only words of letters: numbers and badges are drawn at their own sizes', () => {
    const numbers = read(40).map((w) => ({ ...w, text: '7.5' }));
    expect(wordsLine(numbers, 2, 30)).toBe(null);
  });
});
