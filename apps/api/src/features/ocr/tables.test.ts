import { describe, expect, it } from 'vitest';
import { analyse, inCapitals } from './analyse';
import { rowsOf, toCapture } from './layout';
import { cleanName, rowParts } from './name-span';
import { nameStatistics, parseStatistics, settleStatistics, statisticCells } from './parse-statistics';
import { findScoreLine, readScore, scoreGap } from './parse-teams';
import { numericColumns } from './player-columns';
import { tableSpans } from './tables';
import type { OcrWord } from './tsv';
import { headingOf, knownStat } from './vocabulary';
import { paintedCanvas, RED, rowWord as word, YELLOW } from './words.test-kit';

const canvas = (blocks?: Parameters<typeof paintedCanvas>[2]) => paintedCanvas(1000, 300, blocks);

/** One table's heading and rows, its left edge at x. */
const table = (x: number, rows: [string, string, string, string, string][]) => [
  word('Nº', x, 1),
  word('JUGADOR', x + 50, 1),
  word('NOTA', x + 200, 1),
  word('G', x + 270, 1),
  word('A', x + 310, 1),
  ...rows.flatMap(([shirt, name, rating, goals, assists], i) =>
    [word(shirt, x, i + 2), word(name, x + 50, i + 2), word(rating, x + 200, i + 2)]
      .concat(goals ? [word(goals, x + 270, i + 2)] : [])
      .concat(assists ? [word(assists, x + 310, i + 2)] : []),
  ),
];

describe('tables side by side (decision 046)', () => {
  const words = [
    word('Sur', 300, 0),
    word('Norte', 600, 0),
    ...table(40, [
      ['18', 'Sosa', '8.4', '1', '-'],
      ['24', 'Castro', '8.6', '-', '-'],
    ]),
    ...table(500, [
      ['26', 'Gómez', '8.9', '-', '-'],
      ['16', 'Vera', '9.8', '-', '2'],
    ]),
  ];

  it('finds one span per heading group, split halfway between them', () => {
    const spans = tableSpans(rowsOf(toCapture(words, 1)));
    expect(spans).toHaveLength(2);
    expect(spans![0]!.x1).toBe((350 + 10 + 500) / 2);
    expect(spans![1]!.x0).toBe(spans![0]!.x1);
  });

  it('reads each table from its own words, the left one first', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.shirt_number, p.name, p.rating, p.goals, p.assists])).toEqual([
      [18, 'Sosa', 8.4, 1, 0],
      [24, 'Castro', 8.6, 0, 0],
      [26, 'Gómez', 8.9, 0, 0],
      [16, 'Vera', 9.8, 0, 2],
    ]);
  });

  it("does not give a row the cards drawn in the next table's span", () => {
    // A red card right of Gómez (second table, first row), and a red crest before Gómez's name, where Sosa's
    // marks would be looked for if his table reached on.
    const red = canvas([
      { x: 880, y: 122, w: 8, h: 16, rgb: RED },
      { x: 470, y: 122, w: 8, h: 16, rgb: RED },
    ]);
    const players = analyse(words, 1, red).data!.players;
    expect(players.map((p) => p.rojas)).toEqual([0, 0, 1, 0]);
  });

  it('never takes a table row for the score line', () => {
    // 'Sosa 8.4 1 - 26 Gómez' reads like a score between two names, but stands under the headings.
    expect(analyse(words, 1, canvas()).data!.teams).toEqual({ home: null, away: null });
  });

  it("gives the next table a heading that stands nearer it: the first table's own not read", () => {
    // 'JUGADOR NOTA  #  JUGADOR NOTA': the left '#' was read as '4', the right one heads the right table.
    const headings = [
      word('4', 20, 1),
      word('JUGADOR', 60, 1),
      word('NOTA', 300, 1),
      word('#', 470, 1),
      word('JUGADOR', 500, 1),
      word('NOTA', 740, 1),
    ];
    const spans = tableSpans(rowsOf(toCapture(headings, 1)));
    expect(spans).toHaveLength(2);
    expect(spans![0]!.x1).toBe((340 + 470) / 2);
  });

  it('keeps a lone table as it was', () => {
    expect(tableSpans(rowsOf(toCapture(table(40, [['7', 'Díaz', '7.1', '', '']]), 1)))).toBeNull();
  });
});

describe('tables side by side with no heading row (decision 049)', () => {
  /** Rows of two players each: shirt, name, rating at x, and again at x + 500. */
  const rows = (pairs: [string, string, string, string, string, string][]) =>
    pairs.flatMap(([s1, n1, r1, s2, n2, r2], i) => [
      word(s1, 40, i + 1),
      word(n1, 90, i + 1),
      word(r1, 400, i + 1),
      word(s2, 540, i + 1),
      word(n2, 590, i + 1),
      word(r2, 900, i + 1),
    ]);
  const words = rows([
    ['38', 'Fernández', '4.8', '26', 'Martínez', '79'],
    ['8', 'Pérez', '5.7', '35', 'Álvarez', '9.3'],
    ['27', 'López', '7.4', '2', 'Álvarez', '5.8'],
  ]);

  it('splits where three rows or more read a name and a rating twice', () => {
    const spans = tableSpans(rowsOf(toCapture(words, 1)));
    expect(spans).toEqual([
      { x0: Number.NEGATIVE_INFINITY, x1: (430 + 540) / 2, paired: true },
      { x0: (430 + 540) / 2, x1: Number.POSITIVE_INFINITY, paired: true },
    ]);
  });

  it('reads both tables, the left one first', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.shirt_number, p.name, p.rating])).toEqual([
      [38, 'Fernández', 4.8],
      [8, 'Pérez', 5.7],
      [27, 'López', 7.4],
      [26, 'Martínez', 7.9],
      [35, 'Álvarez', 9.3],
      [2, 'Álvarez', 5.8],
    ]);
  });

  it('splits before the second shirt number where no rating was read, and searches each row for it (decision 050)', () => {
    // Ratings in rings, not read; the second shirt number ('26') reads as a rating (2.6) too.
    const unrated = words.filter((w) => w.x0 !== 400 && w.x0 !== 900);
    const spans = tableSpans(rowsOf(toCapture(unrated, 1)));
    expect(spans?.map((s) => s.x1)).toEqual([540 - 20, Number.POSITIVE_INFINITY]);
    const analysis = analyse(unrated, 1, canvas());
    expect(analysis.data!.players.map((p) => [p.shirt_number, p.name, p.rating])).toEqual([
      [38, 'Fernández', null],
      [8, 'Pérez', null],
      [27, 'López', null],
      [26, 'Martínez', null],
      [35, 'Álvarez', null],
      [2, 'Álvarez', null],
    ]);
    // Each rating is searched for from past the name to the table's end.
    const first = analysis.cells[0]!;
    expect(first.search).toBe(true);
    expect([first.rating!.x0, first.rating!.x1]).toEqual([90 + 90 + 20, 520]);
  });

  it('leaves a rating read without its point in the first table', () => {
    const rated = rows([
      ['38', 'Fernández', '48', '26', 'Martínez', '79'],
      ['8', 'Pérez', '57', '35', 'Álvarez', '93'],
      ['27', 'López', '74', '2', 'Álvarez', '58'],
    ]);
    // Left of the second shirt number: the first table keeps its ratings ('48' at x 400–420).
    expect(tableSpans(rowsOf(toCapture(rated, 1)))?.[0]?.x1).toBe(540 - 20);
  });

  it('reads a player drawn across both tables, his rating alone in the right one, as one row (decision 050)', () => {
    // The man of the match above the tables: 'SUP 6 Domínguez' on the left, '8.6' at the far right.
    const banner = [word('SUP', 10, 0), word('6', 60, 0), word('Domínguez', 90, 0), word('8.6', 900, 0)];
    const players = analyse([...banner, ...words], 1, canvas()).data!.players;
    expect(players[0]).toMatchObject({ shirt_number: 6, name: 'Domínguez', rating: 8.6 });
    expect(players).toHaveLength(7);
    // A row with a rating in each table is two players, not one across.
    const paired = analyse(words, 1, canvas()).data!.players;
    expect(paired).toHaveLength(6);
  });

  it("reads the man of the match with his assist's count and icon before the rating (decision 053)", () => {
    // 'RB 16 F. Muñoz ... [boot] 1 8.8': the icon read 'te' (unsure), the count '1'.
    const banner = [
      word('RB', 10, 0),
      word('16', 60, 0),
      word('F.', 100, 0),
      word('Muñoz', 122, 0),
      { ...word('te', 800, 0), conf: 40 },
      word('1', 830, 0),
      word('8.8', 900, 0),
    ];
    const players = analyse([...banner, ...words], 1, canvas()).data!.players;
    expect(players[0]).toMatchObject({ shirt_number: 16, name: 'F. Muñoz', rating: 8.8 });
    expect(players).toHaveLength(7);
    // The icon read surely as small letters ('mo'), the rating without its point ('88').
    const pointless = banner.map((w) =>
      w.text === 'te' ? { ...w, text: 'mo', conf: 90 } : w.text === '8.8' ? { ...w, text: '88' } : w,
    );
    expect(analyse([...pointless, ...words], 1, canvas()).data!.players[0]).toMatchObject({
      name: 'F. Muñoz',
      rating: 8.8,
    });
    // A word read surely there is no icon: the row is not read across the tables.
    const worded = banner.map((w) => (w.text === 'te' ? { ...w, text: 'Sosa', conf: 90 } : w));
    expect(analyse([...worded, ...words], 1, canvas()).data!.players[0]).not.toMatchObject({ rating: 8.8 });
  });

  it('keeps one table where fewer rows read two players, or a word among them crosses the split', () => {
    expect(tableSpans(rowsOf(toCapture(words.slice(0, 12), 1)))).toBeNull();
    const across = [...words, { ...word('Independiente Oeste', 380, 2), x1: 600 }];
    expect(tableSpans(rowsOf(toCapture(across, 1)))).toBeNull();
  });

  it("takes no player's position for a name: 'DFC 32 E. Ruiz 9.1 MC 26 J. Herrera 6.9'", () => {
    const coded = [0, 1, 2].flatMap((i) => [
      word(['DFC', 'son', 'LI'][i]!, 10, i + 1),
      word(`${30 + i}`, 60, i + 1),
      word('Ruiz', 100, i + 1),
      word('9.1', 400, i + 1),
      word(['MC', 'wc', 'ED'][i]!, 470, i + 1),
      word(`${20 + i}`, 540, i + 1),
      word('Herrera', 590, i + 1),
      word('6.9', 900, i + 1),
    ]);
    expect(tableSpans(rowsOf(toCapture(coded, 1)))?.[0]?.x1).toBe((430 + 470) / 2);
  });

  it("splits where one table's headings were read and the other's were not", () => {
    const headed = [word('POS', 10, 0), word('PLAYER', 100, 0), word('RTG', 400, 0)];
    headed.push(word('Nº', 540, 0), word('PLAYER', 590, 0), word('RTG', 900, 0));
    expect(tableSpans(rowsOf(toCapture([...headed, ...words], 1)))).toHaveLength(2);
  });

  it('lets a title above the rows or a footer under them run across', () => {
    const footer = [
      { ...word('Continuar', 420, 4), x1: 600 },
      { ...word('VALORACIONES', 300, 0), x1: 700 },
    ];
    expect(tableSpans(rowsOf(toCapture([...words, ...footer], 1)))).toHaveLength(2);
  });
});

describe('a score drawn in a box of its own (decision 046)', () => {
  it('gives the two names of a top row and the place between them', () => {
    const rows = rowsOf(
      toCapture([word('Unión', 100, 0), word('Costera', 160, 0), word('Andino', 400, 0)], 1),
    );
    const gap = scoreGap(rows);
    expect(gap).toMatchObject({ home: 'Unión Costera', away: 'Andino' });
    expect(gap!.box.x0).toBeGreaterThan(230);
    expect(gap!.box.x1).toBeLessThan(400);
  });

  it('needs two cells of words a column apart', () => {
    expect(scoreGap(rowsOf(toCapture([word('Notas', 100, 0), word('del', 160, 0)], 1)))).toBeNull();
    expect(scoreGap(rowsOf(toCapture([word('12', 100, 0), word('Andino', 400, 0)], 1)))).toBeNull();
  });

  it('finds the rightmost pair past a title on the row, over marks misread for the score, under a rule (decision 050)', () => {
    const line = [
      ...[word('—', 100, 0)],
      ...[word('Unión', 100, 1), word('Costera', 160, 1)],
      ...[word('Atlético', 500, 1), word('Norte', 590, 1), word('a', 680, 1), word('3', 710, 1)],
      ...[word('Unión', 760, 1), word('Costera', 820, 1)],
    ];
    const gap = scoreGap(rowsOf(toCapture(line, 1)));
    expect(gap).toMatchObject({ home: 'Atlético Norte', away: 'Unión Costera' });
    expect([gap!.box.x0, gap!.box.x1]).toEqual([640 + 4, 760 - 4]);
    const bare = [
      word('—', 100, 0),
      word('VALORACIONES', 100, 1),
      ...line.slice(1).map((w) => ({ ...w, y0: w.y0 + 40, y1: w.y1 + 40 })),
    ];
    // Under a title and a rule, the score line is the second row with a letter or digit.
    const rows = rowsOf(toCapture(bare, 1));
    expect(rows).toHaveLength(3);
    expect(scoreGap(rows)).toMatchObject({ home: 'Atlético Norte' });
    expect(
      findScoreLine(
        rowsOf(
          toCapture(
            [
              word('—', 100, 0),
              word('VALORACIONES', 10, 1),
              word('Sur', 10, 2),
              word('3', 60, 2),
              word('0', 80, 2),
              word('Norte', 100, 2),
            ],
            1,
          ),
        ),
      ),
    ).toMatchObject({
      home: 'Sur',
      away: 'Norte',
      score: [3, 0],
    });
  });

  it('reads the score with a dash or colon, or as two single digits', () => {
    expect(readScore('4-0')).toEqual([4, 0]);
    expect(readScore('2:1')).toEqual([2, 1]);
    expect(readScore('31')).toEqual([3, 1]);
    expect(readScore('131')).toBeNull();
    expect(readScore('')).toBeNull();
  });
});

describe('where a name ends (decision 046)', () => {
  const parts = (words: OcrWord[]) => rowParts(rowsOf(toCapture(words, 1))[0]!)?.name;

  it("gives an initial its lost dot ('G Salazar'), decision 052", () => {
    expect(cleanName('G Salazar')).toBe('G. Salazar');
    expect(cleanName('Di Salazar')).toBe('Di Salazar');
    expect(cleanName('L.Castro')).toBe('L. Castro');
  });

  it('sets a name read in small letters in capitals where the others are (decision 053)', () => {
    const names = (list: string[]) => inCapitals(list.map((name) => ({ name }))).map((p) => p.name);
    expect(names(['DÍAZ', 'ORTIZ', 'Sosa', 'PÉREZ', 'J. RÍOS'])).toEqual([
      'DÍAZ',
      'ORTIZ',
      'SOSA',
      'PÉREZ',
      'J. RÍOS',
    ]);
    // Garbage keeps its case; names mostly in small letters are left as read.
    expect(names(['DÍAZ', 'ORTIZ', 'orriz', 'PÉREZ'])).toEqual(['DÍAZ', 'ORTIZ', 'orriz', 'PÉREZ']);
    expect(names(['Díaz', 'ORTIZ', 'Sosa', 'PÉREZ'])).toEqual(['Díaz', 'ORTIZ', 'Sosa', 'PÉREZ']);
  });

  it('sets a name in capitals once its accents are back, spelled as the squads spell it (decision 067)', () => {
    const words = table(40, [
      ['14', 'DÍAZ', '6.3', '', ''],
      ['25', 'ORTIZ', '9.4', '', ''],
      ['8', 'sosa', '5.3', '', ''],
      ['6', 'PÉREZ', '9.6', '', ''],
    ]);
    const vocabulary = { teams: [], names: ['Díaz', 'Ortiz', 'Sosa', 'Pérez'] };
    const players = analyse(words, 1, canvas(), vocabulary).data!.players;
    expect(players.map((p) => p.name)).toEqual(['DÍAZ', 'ORTIZ', 'SOSA', 'PÉREZ']);
  });

  it("reads an initial read as a digit before its dot ('6. Ruiz') in a table read under its headings (decision 068)", () => {
    const row = (n: number, initial: string | null, name: string, rating: string, shirt: string) => [
      ...(initial ? [word(initial, 50, n)] : []),
      word(name, initial ? 78 : 50, n),
      word(rating, 420, n),
      word(shirt, 505, n),
    ];
    const words = [
      ...[
        word('JUGADOR', 50, 1),
        word('G', 300, 1),
        word('A', 350, 1),
        word('NOTA', 420, 1),
        word('DORSAL', 500, 1),
      ],
      ...row(2, '6.', 'Ruiz', '7.5', '7'),
      ...row(3, 'F.', 'Díaz', '6.1', '26'),
      ...row(4, '1.', 'Valdés', '8.0', '12'),
      ...row(5, null, 'Sosa', '5.3', '9'),
    ];
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.name, p.shirt_number])).toEqual([
      ['G. Ruiz', 7],
      ['F. Díaz', 26],
      ['I. Valdés', 12],
      ['Sosa', 9],
    ]);
  });

  it("puts back the space the engine lost between two words ('LeoPeña') and an I read as l, decision 053", () => {
    expect(cleanName('LeoPeña')).toBe('Leo Peña');
    expect(cleanName('FacundoBenitez')).toBe('Facundo Benitez');
    expect(cleanName('ABenítez')).toBe('A. Benítez');
    expect(cleanName('RRuiz')).toBe('R. Ruiz');
    expect(cleanName('ÁLVAREZ')).toBe('ÁLVAREZ');
    expect(cleanName('Leo Peña')).toBe('Leo Peña');
    expect(cleanName('lbáñez')).toBe('Ibáñez');
    expect(cleanName('J. lván')).toBe('J. Iván');
    expect(cleanName('Lucas llanos')).toBe('Lucas llanos');
    expect(cleanName('Martín: Peña')).toBe('Martín Peña');
  });

  it("leaves a lone capital or a position code after the name out of it ('DOMÍNGUEZ Y'), decision 052", () => {
    expect(parts([word('7', 10, 0), word('DOMÍNGUEZ', 60, 0), word('Y', 160, 0)])).toBe('DOMÍNGUEZ');
    expect(parts([word('7', 10, 0), word('FERNÁNDEZ', 60, 0), word('ED', 160, 0)])).toBe('FERNÁNDEZ');
    expect(parts([word('7', 10, 0), word('L.', 60, 0), word('Rodríguez', 85, 0), word('Y', 185, 0)])).toBe(
      'L. Rodríguez',
    );
    // A name of one word stays, whatever it is.
    expect(parts([word('7', 10, 0), word('J.', 60, 0), word('Paz', 85, 0)])).toBe('J. Paz');
  });

  it('stops at a column gap: a badge read as letters is not the name', () => {
    expect(parts([word('7', 10, 0), word('Castro', 60, 0), word('oo', 160, 0)])).toBe('Castro');
  });

  it("keeps a '#' read as a digit ('228') as the shirt number's place, not the name's initial (decision 048)", () => {
    const row = rowsOf(toCapture([word('220', 10, 0), word('Julián', 60, 0), word('Ríos', 130, 0)], 1))[0]!;
    expect(rowParts(row)).toMatchObject({ shirt: null, name: 'Julián Ríos', shirtWord: { text: '220' } });
  });

  it('takes a position before the shirt number for neither the name nor the shirt (decision 049)', () => {
    const row = (words: OcrWord[]) => rowParts(rowsOf(toCapture(words, 1))[0]!);
    expect(
      row([word('POR', 10, 0), word('28', 60, 0), word('B.', 100, 0), word('Valdés', 125, 0)]),
    ).toMatchObject({
      shirt: 28,
      name: 'B. Valdés',
    });
    // The code misread ('Mc' for 'MC'): a short word, a shirt number, then the name.
    expect(row([word('Mc', 10, 0), word('17', 60, 0), word('Pérez', 100, 0)])).toMatchObject({
      shirt: 17,
      name: 'Pérez',
    });
    expect(row([word('7', 10, 0), word('Paz', 60, 0), word('7.5', 300, 0)])).toMatchObject({
      shirt: 7,
      name: 'Paz',
    });
    // The code and the initial both misread: 'Dc 30 5. Ortiz' (decision 050).
    expect(
      row([word('Dc', 10, 0), word('30', 60, 0), word('5.', 100, 0), word('Ortiz', 122, 0)]),
    ).toMatchObject({
      shirt: 30,
      name: 'S. Ortiz',
    });
    // The code misread as a longer word, far before the number ('LD' read 'PERT.'), decision 053.
    expect(
      row([word('PERT.', 10, 0), word('25', 200, 0), word('L.', 240, 0), word('Ibáñez', 262, 0)]),
    ).toMatchObject({ shirt: 25, name: 'L. Ibáñez' });
    // A name far before a number (tables side by side, no rating read) stays the name.
    expect(row([word('Pérez', 10, 0), word('25', 200, 0), word('L.', 240, 0)])).toMatchObject({
      name: 'Pérez',
    });
    // The code misread, no number read, the name far after it ('RE      F. Muñoz'), decision 053.
    expect(row([word('RE', 10, 0), word('F.', 200, 0), word('Muñoz', 222, 0)])).toMatchObject({
      name: 'F. Muñoz',
    });
    expect(row([word('Paz', 10, 0), word('Gil', 50, 0)])).toMatchObject({ name: 'Paz Gil' });
    // The tag read with its frame, ahead of the name it stands under (decision 050).
    expect(row([word('39', 10, 0), word('[MED]', 60, 0), word('SALAZAR', 62, 0)])).toMatchObject({
      shirt: 39,
      name: 'SALAZAR',
    });
  });

  it("reads a circled number read as one letter that looks like a digit ('g' for 9), decision 053", () => {
    const row = (words: OcrWord[]) => rowParts(rowsOf(toCapture(words, 1))[0]!);
    expect(row([word('g', 10, 0), word('MARTÍNEZ', 60, 0)])).toMatchObject({ shirt: 9, name: 'MARTÍNEZ' });
    // Two letters ('do' for 10) read as no number.
    expect(row([word('do', 10, 0), word('Martín', 60, 0)])).toMatchObject({ shirt: null, name: 'Martín' });
  });

  it('takes two digits close before the name for the shirt number, not an initial (decision 049)', () => {
    const row = (words: OcrWord[]) => rowParts(rowsOf(toCapture(words, 1))[0]!);
    expect(row([word('18', 10, 0), word('Álvarez', 38, 0)])).toMatchObject({ shirt: 18, name: 'Álvarez' });
    expect(row([word('1', 10, 0), word('Álvarez', 28, 0)])).toMatchObject({
      shirt: null,
      name: 'I. Álvarez',
    });
  });

  it("keeps a monospace font's wide space inside the name", () => {
    expect(parts([word('7', 10, 0), word('Federico', 60, 0), word('Cáceres', 160, 0)])).toBe(
      'Federico Cáceres',
    );
  });
});

describe('a list headed by the name and the rating only (decision 048)', () => {
  const words = [
    ...[word('Ne', 20, 0), word('JUGADOR', 60, 0), word('VAL', 360, 0)],
    ...[word('Ne', 520, 0), word('JUGADOR', 560, 0), word('VAL', 860, 0)],
    ...[word('5', 20, 1), word('Bruno', 60, 1), word('Álvarez', 120, 1), word('7.6', 360, 1)],
    ...[word('15', 520, 1), word('Ramón', 560, 1), word('Ruiz', 620, 1), word('5.5', 860, 1)],
    ...[word('39', 20, 2), word('Federico', 60, 2), word('Valdés', 150, 2), word('4.8', 360, 2)],
    ...[word('31', 520, 2), word('Cristian', 560, 2), word('Acuña', 650, 2), word('9.0', 860, 2)],
  ];

  it('reads each of two lists side by side under its two headings', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.shirt_number, p.name, p.rating])).toEqual([
      [5, 'Bruno Álvarez', 7.6],
      [39, 'Federico Valdés', 4.8],
      [15, 'Ramón Ruiz', 5.5],
      [31, 'Cristian Acuña', 9],
    ]);
  });

  it('takes no title for a heading row', () => {
    const title = [
      word('PLAYER', 20, 0),
      word('PERFORMANCE', 100, 0),
      word('Racing', 400, 0),
      word('Puerto', 480, 0),
    ];
    expect(tableSpans(rowsOf(toCapture(title, 1)))).toBeNull();
    const close = [word('PLAYER', 20, 0), word('RATINGS', 100, 0)];
    expect(tableSpans(rowsOf(toCapture([...close, ...words.slice(6)], 1)))).toBeNull();
  });
});

describe('numeric columns under their headings (decision 046)', () => {
  it('leaves a heading with no values under it where it is', () => {
    // Goals read under G; nothing under A, 30 px to its right (closer than 1.5 row heights).
    const words = [
      ...[word('JUGADOR', 50, 0), word('NOTA', 200, 0), word('G', 270, 0), word('A', 300, 0)],
      ...[word('Sosa', 50, 1), word('8.4', 200, 1), word('1', 270, 1)],
      ...[word('Vera', 50, 2), word('7.0', 200, 2), word('2', 270, 2)],
    ];
    const rows = rowsOf(toCapture(words, 1));
    const columns = numericColumns(rows.slice(1), { name: 85, rating: 220, goals: 275, assists: 305 });
    expect(columns.goals).toBe(275);
    expect(columns.assists).toBe(305);
    expect(columns.reach).toBeGreaterThan(0);
  });
});

describe('a rating heading over a bar and its value (decision 048)', () => {
  // 'VAL' centred over the bar and the value; the values stand 60 px (three row heights) right of it.
  const words = [
    ...[word('JUGADOR', 50, 0), word('GL', 200, 0), word('AS', 240, 0), word('VAL', 330, 0)],
    ...[word('Sosa', 50, 1), word('0', 200, 1), word('1', 240, 1), word('8.4', 390, 1)],
    ...[word('Vera', 50, 2), word('2', 200, 2), word('0', 240, 2), word('7.0', 390, 2)],
    ...[word('Ríos', 50, 3), word('0', 200, 3), word('0', 240, 3), word('6.1', 390, 3)],
  ];
  const rows = rowsOf(toCapture(words, 1));

  it('moves the heading onto the column of decimals nearest it', () => {
    const columns = numericColumns(rows.slice(1), { name: 85, goals: 205, assists: 250, rating: 345 });
    expect(columns.rating).toBe(405);
  });

  it('counts ratings whose point was lost as ratings', () => {
    const lost = rows.slice(1).map((r) => ({
      ...r,
      words: r.words.map((w) => (w.text.includes('.') ? { ...w, text: w.text.replace('.', '') } : w)),
    }));
    const columns = numericColumns(lost, { name: 85, goals: 205, assists: 250, rating: 345 });
    expect(columns.rating).toBe(405);
  });

  it('does not take decimals nearer another heading', () => {
    const columns = numericColumns(rows.slice(1), { name: 85, goals: 205, assists: 400, rating: 345 });
    expect(columns.rating).toBe(345);
  });

  it("takes the counts right beside the assists as the goals when the goals' heading was misread", () => {
    // 'GL' read 'SL': only the assists' heading is known.
    const columns = numericColumns(rows.slice(1), { name: 85, assists: 250, rating: 345 });
    expect(columns.goals).toBeGreaterThan(195);
    expect(columns.goals).toBeLessThan(215);
    // A region for the cards between the counts and the rating: the reach is the counts' spacing.
    expect(columns.reach).toBeLessThan(30);
    // And the assists' beside the goals', when it is theirs that was misread.
    const other = numericColumns(rows.slice(1), { name: 85, goals: 205, rating: 345 });
    expect(other.assists).toBeGreaterThan(235);
    expect(other.assists).toBeLessThan(260);
  });
});

describe('columns in another order, read under their headings (decision 046)', () => {
  // 'RTG' first, the name, a position column that is no field, the shirt number after the name.
  const heads = ['RTG', 'NAME', 'POS', 'NO.', 'GLS', 'AST'];
  const x = [40, 110, 300, 380, 460, 540];
  const line = (row: number, texts: string[]) => texts.flatMap((t, i) => (t ? [word(t, x[i]!, row)] : []));
  const words = [
    ...line(0, heads),
    ...line(1, ['(7.3)', 'Díaz', 'DEF', '36', '1', '-']),
    ...line(2, ['8.1', 'Sebastián', 'MID', '4', '', '2']),
    // Sebastián's surname, a word space after his first name, still under the name's column.
    word('Zárate', 210, 2),
  ];

  it('reads each value under its heading, the position skipped, the rating found by its decimals', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.rating, p.name, p.shirt_number, p.goals, p.assists])).toEqual([
      [7.3, 'Díaz', 36, 1, 0],
      [8.1, 'Sebastián Zárate', 4, 0, 2],
    ]);
  });

  it("ends a name at a position code close after it ('Rodríguez MID'), decision 053", () => {
    const close = [
      ...line(0, heads),
      ...line(1, ['6.2', 'Rodríguez', '', '34', '', '']),
      word('MID', 215, 1),
    ];
    expect(analyse(close, 1, canvas()).data!.players[0]).toMatchObject({
      name: 'Rodríguez',
      shirt_number: 34,
    });
  });

  it('gives a name read unsurely a cell of its own there too (decision 056)', () => {
    const unsure = words.map((w) => (w.text === 'Zárate' ? { ...w, conf: 40 } : w));
    expect(analyse(unsure, 1, canvas()).cells.map((c) => c.name ?? null)).toEqual([
      null,
      { x0: 105, x1: 275, y0: 115, y1: 145 },
    ]);
  });
});

describe('a phone list with the rating and shirt number last (decision 047)', () => {
  const heads = ['JUGADOR', 'GOL', 'ASIS', 'CALIF.', 'DORS.'];
  const x = [40, 200, 260, 420, 500];
  const line = (row: number, texts: string[]) => texts.flatMap((t, i) => (t ? [word(t, x[i]!, row)] : []));
  const words = [
    ...line(0, heads),
    ...line(1, ['Ortiz', '0', '1', '6.8', '24']),
    // Nothing read of Vera's rating nor of his shirt number.
    ...line(2, ['Vera', '0', '0', '', '']),
  ];
  // Ortiz's yellow card between the counts and the rating, in a column with no heading.
  const painted = canvas([{ x: 345, y: 82, w: 8, h: 14, rgb: YELLOW }]);

  it('finds the cards between the counts and the rating, and keeps a row of a name alone for its cells', () => {
    const analysis = analyse(words, 1, painted);
    expect(analysis.data!.players.map((p) => [p.name, p.rating, p.shirt_number, p.amarillas])).toEqual([
      ['Ortiz', 6.8, 24, 1],
      ['Vera', null, null, 0],
    ]);
    expect(analysis.tentative).toEqual([false, true]);
    expect(analysis.cells[1]!.rating).not.toBeNull();
  });
});

describe('a name alone under headings in the usual order, its numbers in hexagons (decision 050)', () => {
  const words = [
    ...table(40, [
      ['18', 'Sosa', '8.4', '1', '-'],
      ['', 'Castro', '', '', ''],
    ]).filter((w) => w.text !== ''),
    // An unsure word alone, a position code in its frame: no player.
    { ...word('Gimenez', 90, 4), conf: 40 },
    word('[MED]', 90, 5),
  ];

  it('keeps a name read surely for its cells, and nothing else', () => {
    const analysis = analyse(words, 1, canvas());
    expect(analysis.data!.players.map((p) => [p.name, p.rating, p.shirt_number])).toEqual([
      ['Sosa', 8.4, 18],
      ['Castro', null, null],
    ]);
    expect(analysis.tentative).toEqual([false, true]);
    expect(analysis.cells[1]!.rating).not.toBeNull();
  });
});

describe('a table whose heading row was not read (decision 047)', () => {
  const x = [40, 200, 260, 420, 500];
  const line = (row: number, texts: string[]) => texts.flatMap((t, i) => (t ? [word(t, x[i]!, row)] : []));
  const words = [
    ...[word('3', 200, 0), word('FINAL', 300, 0), word('1', 440, 0)],
    ...line(1, ['Ortiz', '0', '1', '6.8', '(24)']),
    ...line(2, ['Vera', '-', '-', '71', '8']),
    ...line(3, ['Sosa', '1', '-', '5.9', '(3)']),
    // A mark read as a word in the rating's column is no part of the rating.
    ...line(4, ['Ríos', '-', '-', '', '30']),
    word('+', 385, 4),
    word('7.2', 420, 4),
  ];

  it('infers the headings from the columns: the ratings, the shirt numbers after them, the counts before', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.name, p.goals, p.assists, p.rating, p.shirt_number])).toEqual([
      ['Ortiz', 0, 1, 6.8, 24],
      ['Vera', 0, 0, 7.1, 8],
      ['Sosa', 1, 0, 5.9, 3],
      ['Ríos', 0, 0, 7.2, 30],
    ]);
  });
});

describe('shirt numbers in circles, read in a third of the rows (decision 048)', () => {
  const x = [40, 200, 260, 420, 500];
  const line = (row: number, texts: string[]) => texts.flatMap((t, i) => (t ? [word(t, x[i]!, row)] : []));
  const words = [
    ...line(0, ['Ortiz', '0', '1', '6.8', '(24)']),
    ...line(1, ['Vera', '-', '-', '71', '']),
    ...line(2, ['Sosa', '1', '-', '5.9', '(3)']),
    ...line(3, ['Ríos', '-', '-', '7.2', 'O']),
    ...line(4, ['Gómez', '-', '-', '6.4', '']),
    ...line(5, ['Peña', '-', '-', '8.0', '']),
  ];

  it('infers the shirt column when most of its words are numbers', () => {
    const players = analyse(words, 1, canvas()).data!.players;
    expect(players.map((p) => [p.name, p.rating, p.shirt_number])).toEqual([
      ['Ortiz', 6.8, 24],
      ['Vera', 7.1, null],
      ['Sosa', 5.9, 3],
      ['Ríos', 7.2, null],
      ['Gómez', 6.4, null],
      ['Peña', 8, null],
    ]);
  });
});

describe('a list beside a pitch of numbered dots (decision 047)', () => {
  it("reads only the words from a little left of the headings on, a '#9' pill as the shirt number", () => {
    const words = [
      ...[word('JUGADOR', 400, 0), word('NOTA', 600, 0), word('G', 680, 0), word('A', 720, 0)],
      ...[
        word('19', 60, 1),
        word('6', 160, 1),
        word('#9', 400, 1),
        word('Sosa', 440, 1),
        word('7.5', 600, 1),
      ],
      ...[word('1', 680, 1), word('0', 720, 1)],
      ...[word('33', 110, 2), word('#14', 400, 2), word('Vera', 450, 2), word('6.1', 600, 2)],
      ...[word('0', 680, 2), word('2', 720, 2)],
    ];
    const data = analyse(words, 1, canvas()).data!;
    expect(data.type).toBe('player_ratings');
    expect(data.players.map((p) => [p.shirt_number, p.name, p.rating, p.goals, p.assists])).toEqual([
      [9, 'Sosa', 7.5, 1, 0],
      [14, 'Vera', 6.1, 0, 2],
    ]);
  });
});

describe('cards between the counts and a rating after them (decision 047)', () => {
  it('finds them in the ordinary table reading too', () => {
    const x = [40, 90, 300, 340, 500];
    const words = [
      ['Nº', 'JUGADOR', 'G', 'A', 'NOTA'],
      ['9', 'Sosa', '1', '0', '7.5'],
      ['14', 'Vera', '0', '2', '6.1'],
    ].flatMap((texts, row) => texts.map((t, i) => word(t, x[i]!, row)));
    const painted = canvas([{ x: 420, y: 122, w: 8, h: 14, rgb: YELLOW }]);
    const players = analyse(words, 1, painted).data!.players;
    expect(players.map((p) => [p.name, p.rating, p.amarillas])).toEqual([
      ['Sosa', 7.5, 0],
      ['Vera', 6.1, 1],
    ]);
  });
});

describe('labels above their values (decision 046)', () => {
  const words = [
    ...[word('Posesión', 100, 1), word('Faltas', 500, 1)],
    ...[word('55%', 20, 2), word('45%', 220, 2), word('3', 430, 2), word('7', 620, 2)],
    ...[word('Centros', 80, 3), word('Paradas', 480, 3)],
    ...[word('2', 20, 4), word('6', 220, 4), word('5', 430, 4), word('1', 620, 4)],
  ];

  it('gives each label the value either side of its middle, blocks side by side', () => {
    const data = analyse(words, 1, canvas()).data!;
    expect(data.type).toBe('match_statistics');
    expect(data.statistics.map((s) => [s.stat, s.home_value, s.away_value])).toEqual([
      ['Posesión', '55%', '45%'],
      ['Faltas', '3', '7'],
      ['Centros', '2', '6'],
      ['Paradas', '5', '1'],
    ]);
  });
});

describe('labels above their values, read further (decision 047)', () => {
  it('takes a label it does not know once known ones show the screen is drawn so, and a value split or touching its bar', () => {
    const words = [
      ...[word('Posesión', 100, 1), word('Faltas', 500, 1)],
      ...[word('55%', 20, 2), word('45%', 220, 2), word('3', 430, 2), word('7', 620, 2)],
      ...[word('Interceptions', 60, 3), word('Paradas', 480, 3)],
      ...[word('14', 20, 4), word('2', 214, 4), word('5', 228, 4), word('3-', 430, 4), word('1', 620, 4)],
    ];
    const data = analyse(words, 1, canvas()).data!;
    expect(data.statistics.map((s) => [s.stat, s.home_value, s.away_value])).toEqual([
      ['Posesión', '55%', '45%'],
      ['Faltas', '3', '7'],
      ['Interceptions', '14', '25'],
      ['Paradas', '3', '1'],
    ]);
  });

  it('does not take a row of unknown words above numbers for statistics on its own', () => {
    const words = [
      ...[word('Ronda', 100, 1), word('Grupo', 500, 1)],
      ...[word('1', 20, 2), word('2', 220, 2)],
    ];
    expect(analyse(words, 1, canvas()).data?.statistics ?? []).toEqual([]);
  });
});

describe('labels before their values (decision 047)', () => {
  it('reads a table of statistics with the label first, and keeps a known label whose value did not read', () => {
    const words = [
      ...[word('Posesión', 20, 1), word('55%', 300, 1), word('45%', 420, 1)],
      ...[word('Faltas', 20, 2), word('n', 300, 2), word('7', 420, 2)],
      ...[word('Interceptions', 20, 3), word('9', 300, 3), word('4', 420, 3)],
    ];
    const rows = rowsOf(toCapture(words, 1));
    expect(parseStatistics(rows).map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Posesión', '55%', '45%'],
      // 'n' is how '11' reads in a narrow face (decision 052).
      ['Faltas', '11', '7'],
      ['Interceptions', '9', '4'],
    ]);
  });

  it('keeps a row with one value read, the other to be read in its column (decision 055)', () => {
    const words = [
      ...[word('Posesión', 20, 1), word('55%', 300, 1), word('45%', 420, 1)],
      ...[word('Paradas', 20, 2), word('5', 420, 2)],
      ...[word('Tiros', 20, 3), word('9', 300, 3), word('4', 420, 3)],
      ...[word('Focos', 20, 4), word('2', 300, 4)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(words, 1)));
    expect(lines.map((s) => [s.stat, s.home, s.away, s.label !== undefined])).toEqual([
      ['Posesión', '55%', '45%', false],
      ['Paradas', null, '5', false],
      ['Tiros', '9', '4', false],
      // No known label: read again on its own, counted only if that reads one.
      ['', '2', null, true],
    ]);
    // The missing value's cell stands under its column (x 300–330).
    const { home } = statisticCells(lines)[1]!;
    expect((home!.x0 + home!.x1) / 2).toBeGreaterThan(300);
    expect((home!.x0 + home!.x1) / 2).toBeLessThan(330);
    expect(settleStatistics(lines).map((s) => s.stat)).toEqual(['Posesión', 'Tiros']);
  });

  it("reads 'home – away' pairs after a label, an icon read as a short word before it dropped", () => {
    const words = [
      ...[word('A', 20, 1), word('TIROS', 60, 1), word('10-16', 400, 1)],
      ...[word('4', 20, 2), word('FALTAS', 60, 2), word('11', 380, 2), word('–', 410, 2), word('6', 430, 2)],
      ...[
        word('O', 20, 3),
        word('BALONES', 60, 3),
        word('AL', 140, 3),
        word('PALO', 170, 3),
        word('3-21', 400, 3),
      ],
      ...[word('PARADAS', 60, 4), word('n-2', 400, 4)],
    ];
    expect(parseStatistics(rowsOf(toCapture(words, 1))).map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Tiros', '10', '16'],
      ['Faltas', '11', '6'],
      // Unknown, in capitals: given in sentence case.
      ['Balones al palo', '3', '21'],
      // 'n' (11 misread) after a known label: '11', its cell's own reading may still correct it (decision 052).
      ['Paradas', '11', '2'],
    ]);
  });

  it("reads a pair whose away value was read as nothing ('n-' for '11-21') after a known label, that value in its cell (decision 060)", () => {
    const words = [
      ...[word('A', 20, 1), word('TIROS', 60, 1), word('10-16', 400, 1)],
      ...[word('4', 20, 2), word('FALTAS', 60, 2), word('8-6', 400, 2)],
      ...[word('A', 20, 3), word('INTERCEPCIONES', 60, 3), word('n-', 400, 3)],
      // No value before the dash: no pair.
      ...[word('PARADAS', 60, 4), word('wx-', 400, 4)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(words, 1)));
    expect(lines.map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Tiros', '10', '16'],
      ['Faltas', '8', '6'],
      ['Intercepciones', '11', null],
    ]);
    // The away value's cell starts after the '11' read, at the dash.
    expect(lines[2]!.words.away).toMatchObject({ x0: 410, x1: 420 });
    const read = (text: string) => ({ text, conf: 95 });
    expect(
      settleStatistics(lines, [
        { home: null, away: null },
        { home: null, away: null },
        { home: read('11'), away: read('21') },
      ]).at(-1),
    ).toEqual({ stat: 'Intercepciones', home_value: '11', away_value: '21' });
  });

  it("reads a pair of values both misread as letters ('n-o' for '11-0') after a known label (decision 063)", () => {
    const words = [
      ...[word('POSSESSION', 60, 1), word('63%', 380, 1), word('–', 410, 1), word('37%', 430, 1)],
      ...[
        word('O', 20, 2),
        word('SHOTS', 60, 2),
        word('ON', 120, 2),
        word('TARGET', 150, 2),
        word('n-o', 400, 2),
      ],
      ...[word('TACKLES', 60, 3), word('23-12', 400, 3)],
    ];
    expect(parseStatistics(rowsOf(toCapture(words, 1))).map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Possession', '63%', '37%'],
      // 'n' is 11 and 'o' 0; their cells' own readings may still correct them (decision 052).
      ['Shots on Target', '11', '0'],
      ['Tackles', '23', '12'],
    ]);
  });

  it('reads a label before its values that is no known statistic again on its own (decision 063)', () => {
    const words = [
      ...[word('Posesión', 20, 1), word('65%', 300, 1), word('35%', 420, 1)],
      ...[
        word('LON', 20, 2),
        word('de', 60, 2),
        word('pases', 90, 2),
        word('76%', 300, 2),
        word('59%', 420, 2),
      ],
      ...[word('Faltas', 20, 3), word('7', 300, 3), word('2', 420, 3)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(words, 1)));
    expect(lines.map((s) => [s.stat, s.label !== undefined])).toEqual([
      ['Posesión', false],
      // 'LON' taken for an icon before the label.
      ['de pases', true],
      ['Faltas', false],
    ]);
    // From its first word to the home value, half a row height short of each.
    expect(lines[1]!.label).toMatchObject({ x0: 10, x1: 290 });
    const read = (text: string) => ({ text, conf: 90 });
    const named = (label: string) => nameStatistics(lines, [read(label)]).map((s) => s.stat);
    expect(named('Precisión de pases')).toEqual(['Posesión', 'Precisión de pases', 'Faltas']);
    // Read again as nothing known: kept as first read.
    expect(named('LON de')).toEqual(['Posesión', 'de pases', 'Faltas']);
  });

  it("keeps a row of two value cells round an unknown label ('Cs) Cowes 9') if the label reads a known one on its own (decision 063)", () => {
    const words = [
      ...[word('54%', 20, 1), word('Possession', 200, 1), word('46%', 420, 1)],
      ...[word('3', 20, 2), word('Offsides', 200, 2), word('5', 420, 2)],
      ...[word('Cs)', 20, 3), word('Cowes', 200, 3), word('9', 420, 3)],
      ...[word('4', 20, 4), word('Saves', 200, 4), word('0', 420, 4)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(words, 1)));
    expect(lines.map((s) => [s.stat, s.home, s.away, s.label !== undefined])).toEqual([
      ['Possession', '54%', '46%', false],
      ['Offsides', '3', '5', false],
      ['', null, '9', true],
      ['Saves', '4', '0', false],
    ]);
    const read = (text: string) => ({ text, conf: 90 });
    expect(nameStatistics(lines, [read('Corners')]).map((s) => s.stat)).toEqual([
      'Possession',
      'Offsides',
      'Corners',
      'Saves',
    ]);
    // Still no known label: the row is no statistic.
    expect(nameStatistics(lines, [read('Cowes')])).toHaveLength(3);
  });

  it("reads values either side of a dash read twice over ('65% —- 35%'), decision 051", () => {
    const words = [
      ...[
        word('O', 20, 1),
        word('POSESIÓN', 60, 1),
        word('65%', 380, 1),
        word('—-', 420, 1),
        word('35%', 450, 1),
      ],
      ...[word('PASES', 60, 2), word('410', 380, 2), word('-', 420, 2), word('349', 450, 2)],
    ];
    expect(parseStatistics(rowsOf(toCapture(words, 1))).map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Posesión', '65%', '35%'],
      ['Pases', '410', '349'],
    ]);
  });

  it('reads once a value and a dash both looks read at one place (decision 051)', () => {
    const twice = (text: string, x: number) => [word(text, x, 1), { ...word(text, x + 2, 1), conf: 88 }];
    const words = [
      ...[word('PASSES', 60, 1), word('570', 300, 1), ...twice('-', 340), ...twice('320', 370)],
      ...[word('SAVES', 60, 2), word('2', 300, 2), word('-', 340, 2), word('4', 370, 2)],
    ];
    expect(parseStatistics(rowsOf(toCapture(words, 1))).map((s) => [s.stat, s.home, s.away])).toEqual([
      ['Passes', '570', '320'],
      ['Saves', '2', '4'],
    ]);
  });

  it('does not take names with two numbers after them for statistics', () => {
    const words = [
      ...[word('Sosa', 20, 1), word('7', 300, 1), word('1', 420, 1)],
      ...[word('Ortiz', 20, 2), word('8', 300, 2), word('0', 420, 2)],
    ];
    expect(parseStatistics(rowsOf(toCapture(words, 1)))).toEqual([]);
  });
});

describe('scoreboards (decision 046)', () => {
  it("reads a bar between the goals ('2|1') as the score", () => {
    const rows = rowsOf(toCapture([word('Sur', 100, 0), word('2|1', 160, 0), word('Norte', 220, 0)], 1));
    expect(findScoreLine(rows)).toMatchObject({ home: 'Sur', away: 'Norte', score: [2, 1] });
  });

  it("reads a goal read as its look-alike beside a bar ('O|1') as the score (decision 054)", () => {
    const line = (score: string) =>
      findScoreLine(rowsOf(toCapture([word('Sur', 100, 0), word(score, 160, 0), word('Norte', 220, 0)], 1)));
    expect(line('O|1')).toMatchObject({ home: 'Sur', away: 'Norte', score: [0, 1] });
    expect(line('2-O')).toMatchObject({ score: [2, 0] });
    // No digit in it: a word, not a score.
    expect(line('a-O')).toBeNull();
  });

  it('reads the score on a row of its own, the names beside it on the row under it, a label under the score left out (decision 051)', () => {
    const apart = [
      ...[word('3', 300, 0), word('—', 330, 0), word('0', 360, 0)],
      ...[word('Académica', 60, 1), word('Sierra', 160, 1), word('TALE', 320, 1)],
      ...[word('Real', 460, 1), word('Ciudad', 510, 1)],
      ...[word('Estadísticas', 280, 2)],
    ];
    expect(findScoreLine(rowsOf(toCapture(apart, 1)))).toMatchObject({
      home: 'Académica Sierra',
      away: 'Real Ciudad',
      score: [3, 0],
    });
    // Beside a crest's initials, with a dash read twice over, or with no dash.
    for (const score of [
      [word('O', 240, 0), word('3-0', 300, 0), word('DS', 420, 0)],
      [word('3', 300, 0), word('-—', 330, 0), word('0', 360, 0), word('NN', 420, 0)],
      [word('3', 300, 0), word('0', 360, 0)],
    ]) {
      const rows = rowsOf(toCapture([...score, ...apart.slice(3)], 1));
      expect(findScoreLine(rows)).toMatchObject({
        home: 'Académica Sierra',
        away: 'Real Ciudad',
        score: [3, 0],
      });
    }
    // A name beside the goals is no score row of its own.
    const named = [
      word('Sur', 200, 0),
      ...apart.slice(0, 3),
      ...apart.slice(3).filter((w) => w.text !== 'Real'),
    ];
    expect(findScoreLine(rowsOf(toCapture(named, 1)))?.home).not.toBe('Académica Sierra');
    // With a name on one side only, no teams.
    const oneSide = apart.filter((w) => !['Real', 'Ciudad'].includes(w.text));
    expect(findScoreLine(rowsOf(toCapture(oneSide, 1)))).toBeNull();
  });

  it('reads the two names on one row with each goal count under or over its name (decision 047)', () => {
    const over = [
      ...[word('3', 120, 0), word('FINAL', 300, 0), word('0', 520, 0)],
      ...[word('Racing', 80, 1), word('Puerto', 150, 1), word('Olímpico', 460, 1), word('Andino', 550, 1)],
    ];
    expect(findScoreLine(rowsOf(toCapture(over, 1)))).toMatchObject({
      home: 'Racing Puerto',
      away: 'Olímpico Andino',
      score: [3, 0],
    });
    const under = [
      word('DATOS', 20, 0),
      ...[word('Sur', 300, 1), word('Norte', 480, 1)],
      ...[word('2', 310, 2), word('1', 495, 2)],
    ];
    // Large goals read as look-alikes ('J' for 1), two words between them.
    const board = [
      ...[word('J', 120, 0), word('FULL', 280, 0), word('TIME', 330, 0), word('[A', 520, 0)],
      ...[word('Sur', 100, 1), word('Norte', 500, 1)],
    ];
    expect(findScoreLine(rowsOf(toCapture(board, 1)))).toMatchObject({
      home: 'Sur',
      away: 'Norte',
      score: [1, 4],
    });
    expect(findScoreLine(rowsOf(toCapture(under, 1)))).toMatchObject({
      home: 'Sur',
      away: 'Norte',
      score: [2, 1],
    });
  });

  it('leaves a title far left on the score row out of the home team (decision 048)', () => {
    const words = [
      ...[word('Independiente', 10, 0), word('Oeste', 150, 0)],
      ...[word('Sporting', 500, 0), word('Valle', 590, 0), word('3', 660, 0), word('0', 690, 0)],
      ...[word('Independiente', 720, 0), word('Oeste', 860, 0)],
    ];
    expect(findScoreLine(rowsOf(toCapture(words, 1)))).toMatchObject({
      home: 'Sporting Valle',
      away: 'Independiente Oeste',
      score: [3, 0],
    });
  });

  it('reads a board of two lines, each name with its goals', () => {
    const words = [
      ...[word('Unión', 10, 0), word('Costera', 70, 0), word('2', 160, 0)],
      ...[word('Ferro', 10, 1), word('1', 160, 1)],
    ];
    expect(findScoreLine(rowsOf(toCapture(words, 1)))).toMatchObject({
      home: 'Unión Costera',
      away: 'Ferro',
      score: [2, 1],
    });
  });
});

describe('a box score: statistics as columns, the teams as rows (decision 049)', () => {
  const words = [
    word('EQUIPO', 40, 0),
    word('Posesión', 200, 0),
    word('Tiros', 400, 0),
    word('Faltas', 600, 0),
    word('CES', 40, 1),
    word('60%', 210, 1),
    word('12', 410, 1),
    word('7', 610, 1),
    word('10E', 40, 2),
    word('40%', 210, 2),
    word('5', 410, 2),
    word('9', 610, 2),
  ];

  it('reads each column under its label, the first team row as the home side', () => {
    const lines = parseStatistics(rowsOf(toCapture(words, 1)));
    expect(lines.map((l) => [l.stat, l.home, l.away])).toEqual([
      ['Posesión', '60%', '40%'],
      ['Tiros', '12', '5'],
      ['Faltas', '7', '9'],
    ]);
  });

  it("looks for each side's value again on its own team's row", () => {
    const [cells] = statisticCells(parseStatistics(rowsOf(toCapture(words, 1))));
    const middle = (b: { y0: number; y1: number } | null) => (b!.y0 + b!.y1) / 2;
    expect([middle(cells!.home), middle(cells!.away)]).toEqual([90, 130]);
  });

  it('is no box score with fewer than two known statistics over the rows', () => {
    const renamed = words.map((w) => (w.text === 'Tiros' ? { ...w, text: 'Ciudad' } : w));
    const lines = parseStatistics(
      rowsOf(
        toCapture(
          renamed.filter((w) => w.text !== 'Faltas'),
          1,
        ),
      ),
    );
    expect(lines.filter((l) => l.sides)).toEqual([]);
  });

  it("keeps a misread label's values off its neighbour's, and reads that label again on its own (decision 055)", () => {
    // 'Faltas' read as 'F:' over its values, 'Fueras de juego' beside it.
    const misread = [
      word('F:', 200, 0),
      word('Fueras', 380, 0),
      word('de', 430, 0),
      word('juego', 455, 0),
      word('Córners', 600, 0),
      ...[word('CES', 40, 1), word('2', 210, 1), word('6', 430, 1), word('8', 610, 1)],
      ...[word('10E', 40, 2), word('9', 210, 2), word('0', 430, 2), word('5', 610, 2)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(misread, 1)));
    expect(lines.map((l) => [l.stat, l.home, l.away])).toEqual([
      ['', '2', '9'],
      ['Fueras de juego', '6', '0'],
      ['Córners', '8', '5'],
    ]);
    // Read again up to the next label.
    expect(lines[0]!.label!.x0).toBeLessThan(200);
    expect(lines[0]!.label!.x1).toBeLessThan(380);
    expect(lines[1]!.label).toBeUndefined();
  });

  it("takes a few letters read under a label where no value was ('nn' for 11) for its value, to be read in its cell (decision 059)", () => {
    const misread = [
      ...[word('Posesión', 200, 0), word('Tiros', 400, 0), word('Córners', 600, 0)],
      ...[word('CES', 40, 1), word('60%', 210, 1), word('12', 410, 1), word('nn', 610, 1)],
      ...[word('10E', 40, 2), word('40%', 210, 2), word('5', 410, 2), word('8', 610, 2)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(misread, 1)));
    expect(lines.map((l) => [l.stat, l.home, l.away])).toEqual([
      ['Posesión', '60%', '40%'],
      ['Tiros', '12', '5'],
      ['Córners', null, '8'],
    ]);
    expect(lines[2]!.words.home!.x0).toBe(610);
    // Its cell read '11': the statistic is given.
    const read = (text: string) => ({ text, conf: 95 });
    const settled = settleStatistics(lines, [
      { home: null, away: null },
      { home: null, away: null },
      { home: read('11'), away: read('8') },
    ]);
    expect(settled.at(-1)).toEqual({ stat: 'Córners', home_value: '11', away_value: '8' });
    // A value read under the label wins over letters beside it.
    const both = misread.map((w) => (w.text === 'nn' ? { ...w, text: '7' } : w));
    const withLetters = [...both, word('nn', 640, 1)];
    expect(parseStatistics(rowsOf(toCapture(withLetters, 1))).at(-1)).toMatchObject({ home: '7' });
  });

  it('reads a label read as two words, only one over the values, again across both (decision 059)', () => {
    const split = [
      ...[word('Posesión', 200, 0), word('Córners', 400, 0), word('Tres', 580, 0), word('libres', 640, 0)],
      ...[word('CES', 40, 1), word('60%', 210, 1), word('3', 410, 1), word('8', 650, 1)],
      ...[word('10E', 40, 2), word('40%', 210, 2), word('9', 410, 2), word('14', 650, 2)],
    ];
    const lines = parseStatistics(rowsOf(toCapture(split, 1)));
    expect(lines.map((l) => [l.stat, l.home, l.away])).toEqual([
      ['Posesión', '60%', '40%'],
      ['Córners', '3', '9'],
      ['', '8', '14'],
    ]);
    // From after 'Córners' (which has values of its own), not from after 'Tres' (which has none).
    expect(lines[2]!.label!.x0).toBeLessThan(580);
    expect(lines[2]!.label!.x0).toBeGreaterThan(400);
  });
});

describe('cards between the name and the rating, where no count column is read (decision 049)', () => {
  const words = [
    word('Nº', 40, 1),
    word('JUGADOR', 90, 1),
    word('NOTA', 440, 1),
    word('7', 40, 2),
    word('Díaz', 90, 2),
    word('7.1', 440, 2),
    word('9', 40, 3),
    word('Vera', 90, 3),
    word('6.4', 440, 3),
  ];

  it('finds a yellow card drawn before the rating', () => {
    const yellow = canvas([{ x: 300, y: 122, w: 8, h: 16, rgb: YELLOW }]);
    const players = analyse(words, 1, yellow).data!.players;
    expect(players.map((p) => p.amarillas)).toEqual([1, 0]);
  });

  it('finds it however far the rating stands from the name (decision 050)', () => {
    // No heading row, whose end would reach past the card.
    const far = words.slice(3).map((w) => (w.x0 === 440 ? { ...w, x0: 840, x1: w.x1 + 400 } : w));
    const yellow = canvas([{ x: 760, y: 122, w: 8, h: 16, rgb: YELLOW }]);
    const players = analyse(far, 1, yellow).data!.players;
    expect(players.map((p) => [p.rating, p.amarillas])).toEqual([
      [7.1, 1],
      [6.4, 0],
    ]);
  });
});

describe("'11' set tight and read '1' (decision 049)", () => {
  const rows = (width: number) =>
    rowsOf(
      toCapture(
        [0, 1].flatMap((i) => [
          { ...word('1', 100, i), x1: 100 + width },
          word(['Faltas', 'Córners'][i]!, 200, i),
          word('4', 400, i),
        ]),
        1,
      ),
    );

  it('is two ones where the word read is as wide as most of its height', () => {
    expect(parseStatistics(rows(17)).map((l) => [l.stat, l.home, l.away])).toEqual([
      ['Faltas', '11', '4'],
      ['Córners', '11', '4'],
    ]);
  });

  it('is one where the word is narrow', () => {
    expect(parseStatistics(rows(8)).map((l) => l.home)).toEqual(['1', '1']);
  });
});

describe('words the heading rows and statistics use (decision 052)', () => {
  it("reads 'Nº' misread as 'Ne' or 'N2' as the shirt number's heading", () => {
    expect(headingOf('Ne')).toBe('shirt');
    expect(headingOf('N2')).toBe('shirt');
    expect(headingOf('Nombre')).toBe('name');
  });

  it('knows crosses, clearances and key passes', () => {
    expect(knownStat('Centros al área')?.label).toBe('Centros al área');
    expect(knownStat('Centros al áreu')?.label).toBe('Centros al área');
    expect(knownStat('Crosses')?.label).toBe('Crosses');
    expect(knownStat('Tiros a puerta')?.label).toBe('Tiros a puerta');
  });
});
