import { describe, expect, it } from 'vitest';
import {
  joinSubLines,
  joinTickets,
  rowsOf,
  tableStructure,
  toCapture,
  wordsLine,
  type Row,
  type Word,
} from './layout';
import { rowParts } from './name-span';
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

  it("splits a shirt number read run into the name's initial ('34S.'), decision 054", () => {
    const read = (text: string, x0: number) => ({ ...word(text, x0, 100), line: '1.1.1' });
    const words = toCapture([read('MCO', 20), read('34S.', 100), read('Núñez', 150), read('8.9', 400)], 1);
    expect(words.map((w) => [w.text, w.x0, w.x1])).toEqual([
      ['MCO', 20, 50],
      ['34', 100, 120],
      ['S.', 120, 140],
      ['Núñez', 150, 200],
      ['8.9', 400, 430],
    ]);
    expect(rowParts(rowsOf(words)[0]!)).toMatchObject({ name: 'S. Núñez', shirt: 34 });
    // A rating or a word with a dot stays whole.
    expect(toCapture([read('9.1', 20), read('Jr.', 60)], 1).map((w) => w.text)).toEqual(['9.1', 'Jr.']);
  });
});

describe("the text's line height, from the words read (decision 049)", () => {
  // Engine pixels at scale 2: names 20 capture px high.
  const names = ['Zárate', 'Acuña', 'Muñoz', 'Herrera', 'Toledo', 'Medina', 'Giménez'];
  const read = (height: number, conf = 90): OcrWord[] =>
    names.map((text, i) => ({ text, conf, x0: 0, x1: 100, y0: i * 100, y1: i * 100 + height, line: `${i}` }));

  it('is the words’ height where the line measured was half as tall again', () => {
    expect(wordsLine([{ words: read(40), scale: 2 }], 30)).toBe(20);
  });

  it('keeps the measure where the words agree with it, or are too few or unsure to judge by', () => {
    expect(wordsLine([{ words: read(40), scale: 2 }], 22)).toBe(null);
    expect(wordsLine([{ words: read(40).slice(0, 5), scale: 2 }], 30)).toBe(null);
    expect(wordsLine([{ words: read(40, 50), scale: 2 }], 30)).toBe(null);
    expect(wordsLine([{ words: read(40), scale: 2 }], null)).toBe(null);
  });

  it('counts only words of letters: numbers and badges are drawn at their own sizes', () => {
    const numbers = read(40).map((w) => ({ ...w, text: '7.5' }));
    expect(wordsLine([{ words: numbers, scale: 2 }], 30)).toBe(null);
  });
});

describe('tickets: a name over its tag beside a disc as tall as both (decision 049)', () => {
  // Three tickets 52 px apart: the name, the shirt number on its square and the tag under the name each
  // read as a line of their own; the rating's disc spans all three.
  const ticket = (top: number, name: string, shirt: string, rating: string) => [
    word('C.', 233, top + 4, 13, 13),
    word(name, 251, top + 4, 56, 13),
    word(shirt, 184, top + 12, 28, 18),
    word('DEF', 231, top + 21, 34, 15),
    word('0->-', 271, top + 22, 54, 15),
    word(rating, 572, top, 43, 40),
  ];
  const words = [...ticket(110, 'Valdés', '36', '(8.5)'), ...ticket(162, 'Pérez', '7', '(4.5)')];
  const third = ticket(214, 'Núñez', '19', '(7.3)');

  it('joins the lines a column of discs spans into one row, without the tag under the name', () => {
    const rows = joinTickets(rowsOf([...words, ...third]));
    expect(rows.map((r) => r.words.map((w) => w.text))).toEqual([
      ['36', 'C.', 'Valdés', '(8.5)'],
      ['7', 'C.', 'Pérez', '(4.5)'],
      ['19', 'C.', 'Núñez', '(7.3)'],
    ]);
  });

  it('keeps every line of a ticket that two discs span in turn', () => {
    // Per ticket: the name, the number and a count under it are lines of their own; one disc spans the
    // number and the count, another the name and the number. The count's line joins through the number's.
    const line = (...ws: Word[]): Row => ({
      words: ws,
      cells: [],
      y0: Math.min(...ws.map((w) => w.y0)),
      y1: Math.max(...ws.map((w) => w.y1)),
      height: 10,
    });
    const rows = [0, 60, 120].flatMap((t) => [
      line(word('Valdés', 250, t + 2, 60, 10)),
      line(word('36', 180, t + 17, 20, 10)),
      line(word('1', 400, t + 32, 8, 10)),
      line(word('(3)', 150, t + 14, 30, 30), word('(8.5)', 572, t, 40, 26)),
    ]);
    expect(joinTickets(rows).map((r) => r.words.map((w) => w.text))).toEqual(
      [0, 1, 2].map(() => ['(3)', '36', 'Valdés', '1', '(8.5)']),
    );
  });

  it('leaves the lines apart where fewer than three discs stand in one column', () => {
    const rows = rowsOf(words);
    expect(joinTickets(rows)).toEqual(rows);
  });

  it('takes no name read tall (a pill read with it) for a disc', () => {
    const named = [...words, ...third].map((w) => (w.text.startsWith('(') ? { ...w, text: 'ACUÑA' } : w));
    const rows = rowsOf(named);
    expect(joinTickets(rows)).toEqual(rows);
  });

  it('leaves an ordinary table alone: its tall badges stand within their own rows', () => {
    const table = [0, 1, 2, 3].flatMap((i) => [
      word(`${i + 1}`, 100, 100 + i * 50, 20, 20),
      word('Castro', 150, 100 + i * 50),
      word('7.5', 600, 90 + i * 50, 40, 40),
    ]);
    const rows = rowsOf(table);
    expect(joinTickets(rows)).toEqual(rows);
  });
});

describe('two-line rows: a name over its tag, the number and rating between (decision 050)', () => {
  // A ticket 52 px tall: the name's line, the shirt number drawn taller a little lower, the tag's line
  // under the name with the goals' icon and count, and the rating beside.
  const ticket = (top: number, name: string, shirt: string, rating: string, tag = 'DEF'): Word[] => [
    word(name, 230, top, 80, 14),
    word(shirt, 184, top + 2, 20, 18),
    word(rating, 572, top + 4, 30, 16),
    word(tag, 231, top + 20, 30, 12),
    word('1', 340, top + 20, 8, 12),
  ];
  const names = ['Valdés', 'Pérez', 'Núñez', 'Castro'];
  const table = names.flatMap((n, i) => ticket(100 + i * 52, n, `${i + 3}`, `${i + 5}.5`));

  it("joins the tag's line to the name's, without the words under the name", () => {
    const rows = joinSubLines(rowsOf(table), 0);
    expect(rows.map((r) => r.words.map((w) => w.text))).toEqual(
      names.map((n, i) => [`${i + 3}`, n, '1', `${i + 5}.5`]),
    );
  });

  it("keeps a count with its letter under the name ('A2'): the ticket's, not the name read twice (decision 052)", () => {
    const counted = [...table, ...names.map((_, i) => word('A2', 270, 100 + i * 52 + 20, 20, 12))];
    const rows = joinSubLines(rowsOf(counted), 0);
    expect(rows.map((r) => r.words.map((w) => w.text))).toEqual(
      names.map((n, i) => [`${i + 3}`, n, 'A2', '1', `${i + 5}.5`]),
    );
  });

  it('keeps apart a line that reads a rating: a player whose name was not read', () => {
    const unread = table.map((w) => (w.text === 'Núñez' ? { ...w, conf: 30 } : w));
    const rows = joinSubLines(rowsOf(unread), 0);
    expect(rows.map((r) => r.words.map((w) => w.text))).toEqual([
      ['3', 'Valdés', '1', '5.5'],
      ['4', 'Pérez', '1', '6.5'],
      ['5', 'Núñez', '7.5'],
      ['DEF', '1'],
      ['6', 'Castro', '1', '8.5'],
    ]);
  });

  it("joins a line reaching up into the name's, its shirt number read as a rating ('39'), decision 057", () => {
    // Núñez's number drawn across both lines, read with the tag's line.
    const low = table.map((w) => (w.text === '5' ? { ...w, text: '39', y0: w.y0 + 8, y1: w.y1 + 24 } : w));
    const rows = joinSubLines(rowsOf(low), 0);
    expect(rows.map((r) => r.words.map((w) => w.text))[2]).toEqual(['39', 'Núñez', '1', '7.5']);
  });

  it("keeps apart a line led by a shirt number before the names' start: a row whose name was not read (decision 057)", () => {
    // Two names in six not read ('600'), so the pitch from name to name is taken across them, twice the
    // real one, and their lines stand within 0.6 of it under the names above.
    const six = [...names, 'Ríos', 'Sosa'].flatMap((n, i) =>
      ticket(100 + i * 52, [2, 4].includes(i) ? '600' : n, `${i + 3}`, `${i + 5}.5`).filter(
        (w) => !([2, 4].includes(i) && w.text.endsWith('.5')),
      ),
    );
    const unread = six.map((w) => (w.text === '600' ? { ...w, conf: 30 } : w));
    const rows = joinSubLines(rowsOf(unread), 0).map((r) => r.words.map((w) => w.text));
    expect(rows).toContainEqual(['5', '600']);
    expect(rows).toContainEqual(['7', '600']);
  });

  it('leaves an ordinary table alone, and the rows above the headings', () => {
    const plain = names.flatMap((n, i) => [
      word(n, 230, 100 + i * 30, 80, 14),
      word('7.5', 572, 100 + i * 30, 30, 14),
    ]);
    const rows = rowsOf(plain);
    expect(joinSubLines(rows, 0)).toEqual(rows);
    const ticketRows = rowsOf(table);
    expect(joinSubLines(ticketRows, ticketRows.length)).toEqual(ticketRows);
  });
});
