import { describe, expect, it } from 'vitest';
import { rowsOf, toCapture } from './layout';
import { evenRows, labelledCounts, parsePlayers, parsePlayerTable } from './parse-players';
import { keptRows, namesAbove } from './recognize';
import { paintedCanvas, RED, rowWord as word, YELLOW, type Rgb } from './words.test-kit';

const canvas = (blocks: Parameters<typeof paintedCanvas>[2]) => paintedCanvas(720, 200, blocks);
const blank = { rgb: new Uint8Array(640 * 240 * 3), width: 640, height: 240 };

describe("where a row's rating and shirt number are drawn (decision 044)", () => {
  const words = [
    ...[word('#', 20, 0), word('JUGADOR', 80, 0), word('NOTA', 300, 0), word('G', 400, 0), word('A', 480, 0)],
    ...[word('7', 25, 1), word('Díaz', 80, 1), word('8.3', 305, 1), word('1', 400, 1), word('-', 480, 1)],
    ...[word('12', 20, 2), word('Sosa', 80, 2), word('(', 300, 2), word('-', 400, 2), word('-', 480, 2)],
    ...[word('Ríos', 80, 3), word('6.1', 305, 3), word('-', 400, 3), word('-', 480, 3)],
  ];
  const lines = parsePlayerTable(rowsOf(toCapture(words, 1)), blank);
  const middle = (b: { x0: number; x1: number } | null) => b && Math.round((b.x0 + b.x1) / 2);

  it('puts the rating cell on the rating read, else under the rating column', () => {
    expect(lines.map((l) => l.name)).toEqual(['Díaz', 'Sosa', 'Ríos']);
    expect(lines.map((l) => middle(l.cells.rating))).toEqual([320, 320, 320]);
    expect(lines[0]!.cells.rating).toMatchObject({ y0: 90 - 40 * 0.42, y1: 90 + 40 * 0.42 });
  });

  it('puts the shirt cell on the number read, else under the shirt column', () => {
    expect(lines.map((l) => middle(l.cells.shirt))).toEqual([30, 30, 30]);
  });

  it('has no shirt cells when most rows have no shirt number', () => {
    const bare = words.filter((w) => !['7', '12'].includes(w.text));
    const table = parsePlayerTable(rowsOf(toCapture(bare, 1)), blank);
    // Sosa's row, with neither a rating nor a shirt number read, is kept for its cells' own reading only
    // (decision 050).
    expect(table.map((l) => [l.name, l.cells.shirt, l.tentative === true])).toEqual([
      ['Díaz', null, false],
      ['Sosa', null, true],
      ['Ríos', null, false],
    ]);
  });
});

describe('a row whose rating column holds a word that reads as no rating (decision 063)', () => {
  const unsure = (text: string, x: number, row: number) => ({ ...word(text, x, row), conf: 50 });
  const words = [
    ...[word('JUGADOR', 80, 0), word('NOTA', 300, 0)],
    ...[word('Díaz', 80, 1), word('8.3', 305, 1)],
    // A tiny '8.4' read '4' under an unsure name ('vate' for 'ZÁRATE').
    ...[unsure('vate', 80, 2), unsure('4', 305, 2)],
    // Nothing in the rating column: an unsure word alone is no player.
    ...[unsure('wer', 80, 3)],
  ];

  it('keeps it for its cells, as a name read surely is, and no row of an unsure word alone', () => {
    const table = parsePlayerTable(rowsOf(toCapture(words, 1)), blank);
    expect(table.map((l) => [l.name, l.rating, l.tentative === true])).toEqual([
      ['Díaz', 8.3, false],
      ['vate', null, true],
    ]);
    expect(table[1]!.cells.rating).not.toBeNull();
  });
});

describe('marks in a last column without a heading (a phone list: Nº JUGADOR G A NOTA, then cards)', () => {
  // The heading row ends at NOTA (x 440); the cards and the cross sit 90–150 px further right.
  const x = [20, 60, 300, 350, 405];
  const line = (row: number, texts: string[]) => texts.map((t, i) => word(t, x[i]!, row));
  const words = [
    ...line(0, ['Nº', 'JUGADOR', 'G', 'A', 'NOTA']),
    ...line(1, ['7', 'Díaz', '1', '-', '8.3']),
    ...line(2, ['9', 'Sosa', '-', '-', '5.8']),
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

describe('names start in one column (decision 051)', () => {
  const table = (marks: string[]) => [
    ...[word('JUGADOR', 80, 0), word('NOTA', 300, 0)],
    ...['Díaz', 'R.Sosa', 'Ríos', 'Vera', 'Peña'].flatMap((name, i) => [
      ...(marks[i] ? [word(marks[i]!, 45, i + 1)] : []),
      word(name, 80, i + 1),
      word(`${6 + (i % 3)}.${i}`, 305, i + 1),
    ]),
  ];
  const names = (marks: string[]) =>
    parsePlayers(rowsOf(toCapture(table(marks), 1)), blank).map((l) => l.name);

  it("leaves out of the name a short mark of the column before, a pill read as 'ED' or '733'", () => {
    expect(names(['ED', '733', '', 'CD', ''])).toEqual(['Díaz', 'R. Sosa', 'Ríos', 'Vera', 'Peña']);
  });

  it("tells a pill read 'D.' (wider than a letter) from an initial before aligned surnames", () => {
    const pill = { ...word('D.', 40, 2), x1: 72 };
    const read = (extra: ReturnType<typeof word>[]) =>
      parsePlayers(rowsOf(toCapture([...table(['', '', '', '', '']), ...extra], 1)), blank).map(
        (l) => l.name,
      );
    expect(read([pill])[1]).toBe('R. Sosa');
    // Initials at 45 on four rows, under the heading, the surnames at 80 on all five: the initials are
    // the names' own.
    const initials = [1, 3, 4, 5].map((row) => ({ ...word('G.', 47, row), x1: 70 }));
    const headed = table(['', '', '', '', '']).map((w) =>
      w.text === 'JUGADOR' ? word('JUGADOR', 45, 0) : w,
    );
    const named = parsePlayers(rowsOf(toCapture([...headed, ...initials], 1)), blank).map((l) => l.name);
    expect(named).toEqual(['G. Díaz', 'R. Sosa', 'G. Ríos', 'G. Vera', 'G. Peña']);
  });

  it('keeps the mark where the names start anywhere (no place holds three rows in five)', () => {
    const ragged = [
      ...[word('JUGADOR', 80, 0), word('NOTA', 300, 0)],
      ...[word('Díaz', 80, 1), word('6.1', 305, 1)],
      ...[word('E.', 45, 2), word('Sosa', 80, 2), word('7.2', 305, 2)],
      ...[word('Ríos', 130, 3), word('8.3', 305, 3)],
      ...[word('Vera', 180, 4), word('6.4', 305, 4)],
      ...[word('Peña', 230, 5), word('7.5', 305, 5)],
    ];
    const read = parsePlayers(rowsOf(toCapture(ragged, 1)), blank).map((l) => l.name);
    expect(read).toEqual(['Díaz', 'E. Sosa', 'Ríos', 'Vera', 'Peña']);
  });
});

describe('shirt numbers the names took (decision 052)', () => {
  it("takes a lone digit ending where the column's numbers end for the shirt number, not an initial", () => {
    // Numbers right-aligned, ending at 60; the names at 66: '4' touches 'Facundo' as an initial would.
    const words = [
      ...[word('JUGADOR', 66, 0), word('NOTA', 300, 0)],
      ...[word('32', 40, 1), word('Ruiz', 66, 1), word('7.1', 305, 1)],
      ...[word('10', 40, 2), word('Sosa', 66, 2), word('6.2', 305, 2)],
      ...[word('4', 50, 3), word('Facundo', 66, 3), word('8.5', 305, 3)],
      ...[word('22', 40, 4), word('Vera', 66, 4), word('6.4', 305, 4)],
      ...[word('8', 50, 5), word('S', 66, 5), word('Herrera', 80, 5), word('4.6', 305, 5)],
    ];
    const lines = parsePlayers(rowsOf(toCapture(words, 1)), blank);
    expect(lines.map((l) => [l.shirt_number, l.name])).toEqual([
      [32, 'Ruiz'],
      [10, 'Sosa'],
      [4, 'Facundo'],
      [22, 'Vera'],
      [8, 'S. Herrera'],
    ]);
  });

  it('reads the shirt number again where a mark left out of the name stands', () => {
    // Pills read as 'Ee', 'Dy' and 'Ey' on three rows of five, nothing on the others: every row's cell.
    const marks = ['Ee', 'Dy', '', 'Ey', ''];
    const words = [
      ...[word('JUGADOR', 80, 0), word('NOTA', 300, 0)],
      ...['Díaz', 'Sosa', 'Ríos', 'Vera', 'Peña'].flatMap((name, i) => [
        ...(marks[i] ? [word(marks[i]!, 45, i + 1)] : []),
        word(name, 80, i + 1),
        word(`${6 + (i % 3)}.${i}`, 305, i + 1),
      ]),
    ];
    const lines = parsePlayerTable(rowsOf(toCapture(words, 1)), blank);
    expect(lines.map((l) => l.name)).toEqual(['Díaz', 'Sosa', 'Ríos', 'Vera', 'Peña']);
    expect(lines.every((l) => l.cells.shirt !== null && l.cells.shirt.x0 + l.cells.shirt.x1 < 140)).toBe(
      true,
    );
  });
});

describe('counts written with their letter (decision 052)', () => {
  it("reads 'G1', 'A:2' and 'G 1' as goals and assists, and nothing else", () => {
    const words = [word('G1', 100, 0), word('A:2', 140, 0), word('DEF', 200, 0)];
    expect(labelledCounts(words, 20)).toEqual([
      ['goals', 1],
      ['assists', 2],
    ]);
    expect(labelledCounts([word('G', 100, 0), word('2', 115, 0)], 20)).toEqual([['goals', 2]]);
    // Too far from its letter, or after a name's initial: no count.
    expect(labelledCounts([word('G', 100, 0), word('2', 160, 0)], 20)).toEqual([]);
    expect(labelledCounts([word('A.', 100, 0), word('Ríos', 125, 0)], 20)).toEqual([]);
  });

  it("gives a ticket's row its goals written beside its position", () => {
    const words = [
      ...[word('JUGADOR', 80, 0), word('NOTA', 300, 0)],
      ...[word('7', 40, 1), word('Díaz', 80, 1), word('G2', 150, 1), word('8.3', 305, 1)],
      ...[word('9', 40, 2), word('Sosa', 80, 2), word('A1', 150, 2), word('6.1', 305, 2)],
    ];
    const lines = parsePlayers(rowsOf(toCapture(words, 1)), blank);
    expect(lines.map((l) => [l.name, l.goals, l.assists])).toEqual([
      ['Díaz', 2, 0],
      ['Sosa', 0, 1],
    ]);
  });
});

describe('goals and assists drawn as icons, in a table with no column for them (decision 055)', () => {
  const table = (heads: [string, number][], body: [string, number][]) =>
    parsePlayerTable(
      rowsOf(toCapture([...heads.map(([t, x]) => word(t, x, 0)), ...body.map(([t, x]) => word(t, x, 1))], 1)),
      blank,
    );

  it('marks the row between the name and the rating for its icons', () => {
    const [line] = table(
      [
        ['Nº', 20],
        ['JUGADOR', 80],
        ['NOTA', 500],
      ],
      [
        ['7', 25],
        ['Díaz', 80],
        ['8.3', 505],
      ],
    );
    const events = line!.cells.events!;
    expect(events.box.x0).toBeGreaterThan(80);
    expect(events.box.x1).toBeLessThan(505);
    expect(events.line).toBeGreaterThan(0);
    // And under the name, from where its letters start (not the shirt number's), to the same end: a
    // ticket's second line (decision 058).
    expect(events.below!.x0).toBeGreaterThan(25 + 10);
    expect(events.below!.x0).toBeLessThan(80);
    expect(events.below!.x1).toBe(events.box.x1);
    expect(events.below!.y0).toBeGreaterThan(events.box.y0 + (events.box.y1 - events.box.y0) / 2 - 1);
  });

  it('does not where the table has a goals column', () => {
    const [line] = table(
      [
        ['Nº', 20],
        ['JUGADOR', 80],
        ['G', 400],
        ['NOTA', 500],
      ],
      [
        ['7', 25],
        ['Díaz', 80],
        ['1', 400],
        ['8.3', 505],
      ],
    );
    expect(line!.goals).toBe(1);
    expect(line!.cells.events).toBeUndefined();
  });
});

describe('rows that are no players: button prompts and titles (decision 055)', () => {
  it("drops a prompt's word and a title with the name column's heading in it, when they have no rating", () => {
    const at = (texts: [string, number][], row: number) => texts.map(([t, x]) => word(t, x, row));
    const words = [
      ...at(
        [
          ['4', 25],
          ['JUGADOR', 80],
          ['DEL', 170],
          ['PARTIDO', 210],
        ],
        0,
      ),
      ...at(
        [
          ['7', 25],
          ['Díaz', 80],
          ['8.3', 505],
        ],
        1,
      ),
      ...at(
        [
          ['9', 25],
          ['Vera', 80],
          ['6.1', 505],
        ],
        2,
      ),
      ...at(
        [
          ['11', 25],
          ['Jugador', 80],
          ['7.0', 505],
        ],
        3,
      ),
      ...at(
        [
          ['4', 25],
          ['Continuar', 80],
        ],
        4,
      ),
      ...at(
        [
          ['8', 25],
          ['Atrás', 80],
        ],
        5,
      ),
    ];
    const names = parsePlayerTable(rowsOf(toCapture(words, 1)), blank).map((l) => l.name);
    // A player whose name reads as a heading word keeps his row when it has a rating.
    expect(names).toEqual(['Díaz', 'Vera', 'Jugador']);
  });
});

describe('names read unsurely (decision 056)', () => {
  it("gives a name with a word read under the sure names' confidence a cell of its own, around its words", () => {
    const words = [
      ...[word('7', 25, 0), word('Díaz', 80, 0), word('8.3', 305, 0)],
      ...[word('12', 20, 1), { ...word('Sosa', 80, 1), conf: 40 }, word('6.1', 305, 1)],
      ...[word('4', 25, 2), word('Juan', 80, 2), { ...word('Ríos', 130, 2), conf: 74 }, word('7.0', 305, 2)],
    ];
    const lines = parsePlayerTable(rowsOf(toCapture(words, 1)), blank);
    expect(lines.map((l) => l.cells.name ?? null)).toEqual([
      null,
      { x0: 75, x1: 125, y0: 75, y1: 105 },
      { x0: 75, x1: 175, y0: 115, y1: 145 },
    ]);
  });
});

describe('names that start after the others (decision 060)', () => {
  const rows = (late: number, starts = [80, 80, 80]) =>
    parsePlayerTable(
      rowsOf(
        toCapture(
          [
            ...[
              word('7', 25, 0),
              word('J.', starts[0]!, 0),
              word('Díaz', starts[0]! + 25, 0),
              word('8.3', 305, 0),
            ],
            ...[
              word('12', 20, 1),
              word('R.', starts[1]!, 1),
              word('Sosa', starts[1]! + 25, 1),
              word('6.1', 305, 1),
            ],
            ...[word('24', 20, 2), word('Castro', late, 2), word('5.4', 305, 2)],
            ...[
              word('4', 25, 3),
              word('S.', starts[2]!, 3),
              word('Ríos', starts[2]! + 25, 3),
              word('7.0', 305, 3),
            ],
          ],
          1,
        ),
      ),
      blank,
    ).map((l) => l.cells.name ?? null);

  it("reads a name again from where the column's names start when it starts later (an initial not read)", () => {
    // 'Castro' 25 px after the names' start: its 'J.' was not read.
    expect(rows(105)).toEqual([null, null, { x0: 75, x1: 170, y0: 115, y1: 145 }, null]);
  });

  it('leaves a name starting with the others, or a column whose names do not start together', () => {
    expect(rows(85)).toEqual([null, null, null, null]);
    // Names centred in their column start anywhere.
    expect(rows(105, [60, 95, 130])).toEqual([null, null, null, null]);
  });
});

describe('a row whose pill and badge were read as words as tall as they are (decision 061)', () => {
  // The engine gives '#22' and '2' the height of the pill and the badge they are drawn in: twice the text's.
  const tall = (w: ReturnType<typeof word>) => ({ ...w, y0: w.y0 - 10, y1: w.y1 + 10 });
  const table = (ríos: ReturnType<typeof word>[]) =>
    parsePlayerTable(
      rowsOf(
        toCapture(
          [
            ...[word('#', 20, 0), word('JUGADOR', 80, 0), word('G', 200, 0), word('NOTA', 300, 0)],
            ...[word('7', 25, 1), word('Díaz', 80, 1), word('1', 200, 1), word('8.3', 305, 1)],
            ...[word('12', 20, 2), word('Sosa', 80, 2), word('-', 200, 2), word('6.1', 305, 2)],
            ...ríos,
            ...[word('4', 25, 4), word('Vera', 80, 4), word('-', 200, 4), word('7.0', 305, 4)],
          ],
          1,
        ),
      ),
      blank,
    );
  const ríos = [word('#22', 20, 3), word('Ríos', 80, 3), word('-', 200, 3), word('2', 300, 3)];

  it("cuts the row's cells to the table's usual row height", () => {
    const asTall = table(ríos.map((w) => (['#22', '2'].includes(w.text) ? tall(w) : w)));
    const asText = table(ríos);
    expect(asTall.map((l) => l.name)).toEqual(['Díaz', 'Sosa', 'Ríos', 'Vera']);
    expect(asTall[2]!.cells.rating).toEqual(asText[2]!.cells.rating);
    expect(asTall[2]!.cells.shirt).toEqual(asText[2]!.cells.shirt);
  });

  it('leaves rows as tall as the others, or a little taller, as they are', () => {
    const row = (height: number) => ({ words: [], y0: 0, y1: height, height, cells: [] });
    const evened = evenRows([row(20), row(22), row(29), row(34), row(20)]);
    expect(evened.map((r) => r.height)).toEqual([20, 22, 29, 22, 20]);
  });
});

describe('rows whose name was not read (decision 057)', () => {
  const named = [
    ...[word('7', 25, 0), word('Díaz', 80, 0), word('8.3', 305, 0)],
    ...[word('12', 20, 1), word('Sosa', 80, 1), word('6.1', 305, 1)],
    ...[word('4', 25, 2), word('Ríos', 80, 2), word('7.0', 305, 2)],
    ...[word('9', 25, 4), word('Vera', 80, 4), word('5.5', 305, 4)],
  ];
  const read = (words: ReturnType<typeof word>[]) =>
    parsePlayerTable(rowsOf(toCapture(words, 1)), blank).map((l) => ({
      name: l.name,
      shirt: l.shirt_number,
      rating: l.rating,
      nameless: l.nameless === true,
      cell: l.cells.name ?? null,
    }));

  it("keeps a row with a shirt number or a rating, its name read as none, for its name's own reading", () => {
    // 'Peña' over its ticket's second line, read as one unsure 'E'.
    const lines = read([...named, word('32', 20, 3), { ...word('E', 80, 3), conf: 41 }, word('5.4', 305, 3)]);
    expect(lines.map((l) => [l.name, l.shirt, l.rating, l.nameless])).toEqual([
      ['Díaz', 7, 8.3, false],
      ['Sosa', 12, 6.1, false],
      ['Ríos', 4, 7, false],
      ['', 32, 5.4, true],
      ['Vera', 9, 5.5, false],
    ]);
    expect(lines[3]!.cell).toEqual({ x0: 75, x1: 95, y0: 155, y1: 185 });
    // Read as digits ('167' for 'LÓPEZ'), with a rating only.
    expect(read([...named, word('167', 80, 3), word('9.0', 305, 3)])[3]).toMatchObject({
      name: '',
      shirt: null,
      rating: 9,
      nameless: true,
    });
  });

  it('reads no name where no word stands in the names column, nor where names have no column', () => {
    expect(read([...named, word('32', 20, 3), word('5.4', 305, 3)]).map((l) => l.name)).toEqual([
      'Díaz',
      'Sosa',
      'Ríos',
      'Vera',
    ]);
    const three = named.filter((w) => !['9', 'Vera', '5.5'].includes(w.text));
    expect(read([...three, word('32', 20, 3), word('E', 80, 3), word('5.4', 305, 3)])).toHaveLength(3);
  });

  it("drops such a row where its name's own reading found none, or a title's with no rating", () => {
    const row = (name: string, rating: number | null, shirt_number: number | null = null) => ({
      name,
      rating,
      shirt_number,
    });
    const players = [
      row('Díaz', 8.3, 7),
      row('', 5.4, 32),
      row('DE LOS JUGADORES', null, 1),
      row('Jugador', 6.1),
      row('Peña', 5.4, 32),
    ];
    expect(
      keptRows(
        players,
        players.map(() => false),
        [false, true, true, true, true],
      ),
    ).toEqual([true, false, false, true, true]);
    // A row kept for its name alone still needs a number from its cells (decision 047).
    expect(keptRows([row('Sosa', null)], [true], [false])).toEqual([false]);
  });
});

describe("a nameless row's name looked for on the line above (decision 066)", () => {
  // Tickets 60 px apart, or 40: the capture read a ticket's second line ('+0') as a row of its own, its
  // shirt number and rating with it, and not the name over it.
  const table = (apart: number) => {
    const at = (row: number) => (row * apart) / 40;
    const words = [
      ...[word('7', 25, at(0)), word('Díaz', 80, at(0)), word('8.3', 305, at(0))],
      ...[word('12', 20, at(1)), word('Sosa', 80, at(1)), word('6.1', 305, at(1))],
      ...[word('4', 25, at(2)), word('Ríos', 80, at(2)), word('7.0', 305, at(2))],
      ...[word('32', 20, at(3)), word('+0', 120, at(3)), word('5.4', 305, at(3))],
      ...[word('9', 25, at(4)), word('Vera', 80, at(4)), word('5.5', 305, at(4))],
    ];
    return parsePlayerTable(rowsOf(toCapture(words, 1)), blank);
  };

  it("looks a line and a half above its words, from the names' column to their end", () => {
    const lines = table(60);
    expect(lines[3]).toMatchObject({ name: '', shirt_number: 32, rating: 5.4, nameless: true });
    // '+0' stands from 220 to 240: a line (20 px) and a half above, from the names' start (80).
    expect(lines[3]!.cells.nameAbove).toEqual({ x0: 75, x1: 145, y0: 190, y1: 245 });
    expect(lines.filter((l) => l.cells.nameAbove)).toHaveLength(1);
  });

  it("looks no higher than the foot of the row before: a name there is that row's", () => {
    // Ríos stands from 120 to 140, the '+0' from 160.
    expect(table(40)[3]!.cells.nameAbove).toMatchObject({ y0: 140 });
  });

  it("looks there only for a row kept for its numbers whose name's place held no letter", () => {
    const above = { x0: 0, y0: 0, x1: 10, y1: 10 };
    const read = (text: string) => ({ text, conf: 90 });
    expect(
      namesAbove(
        [read('-0»0'), null, read('Atlético Norte'), read('+0'), read('')],
        [true, true, true, false, true],
        [{ nameAbove: above }, { nameAbove: above }, { nameAbove: above }, { nameAbove: above }, {}],
      ),
    ).toEqual([0, 1]);
  });
});

describe("a badge read as the name's initial (decision 067)", () => {
  const words = [
    ...[word('7', 25, 0), word('Díaz', 80, 0), word('8.3', 305, 0)],
    ...[word('12', 20, 1), word('W', 62, 1), word('CÁCERES', 80, 1), word('6.1', 305, 1)],
    ...[word('4', 25, 2), word('Ríos', 80, 2), word('7.0', 305, 2)],
    ...[word('9', 25, 3), word('Vera', 80, 3), word('5.5', 305, 3)],
  ];
  const GREY: Rgb = [200, 200, 200];
  // Each word's letters drawn as bars 2 px wide every 5 px on the dark fill, the one before 'CÁCERES' in `mark`.
  const names = (mark: Rgb, read = words) => {
    const bars = read.flatMap((w) =>
      Array.from({ length: Math.floor((w.x1 - w.x0) / 5) }, (_, n) => ({
        x: w.x0 + 1 + n * 5,
        y: w.y0 + 3,
        w: 2,
        h: w.y1 - w.y0 - 6,
        rgb: w.text === 'W' ? mark : GREY,
      })),
    );
    return parsePlayerTable(rowsOf(toCapture(read, 1)), paintedCanvas(720, 240, bars)).map((l) => l.name);
  };

  it('reads the name without an initial drawn in another colour than its letters', () => {
    expect(names(RED)).toEqual(['Díaz', 'CÁCERES', 'Ríos', 'Vera']);
    expect(names([230, 120, 40])).toEqual(['Díaz', 'CÁCERES', 'Ríos', 'Vera']);
  });

  it("keeps an initial drawn in its name's colour, darker or lighter", () => {
    expect(names(GREY)).toEqual(['Díaz', 'W. CÁCERES', 'Ríos', 'Vera']);
    expect(names([120, 120, 120])).toEqual(['Díaz', 'W. CÁCERES', 'Ríos', 'Vera']);
  });

  it("keeps it where the row's shirt number was not read: the number's pill may have been read so", () => {
    const unnumbered = words.filter((w) => w.text !== '12');
    expect(names(RED, unnumbered)).toEqual(['Díaz', 'W. CÁCERES', 'Ríos', 'Vera']);
  });
});
