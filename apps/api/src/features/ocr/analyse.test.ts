import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { nameStatistics, settleStatistics, statisticCells } from './parse-statistics';
import type { OcrWord } from './tsv';

const W = 1280;
const H = 720;
/** A dark capture with coloured rectangles where icons are drawn. */
function canvas(marks: { x: number; y: number; w: number; h: number; rgb: [number, number, number] }[] = []) {
  const rgb = new Uint8Array(W * H * 3).fill(20);
  for (const m of marks)
    for (let y = m.y; y < m.y + m.h; y++)
      for (let x = m.x; x < m.x + m.w; x++) rgb.set(m.rgb, (y * W + x) * 3);
  return { rgb, width: W, height: H };
}
/** A cross: two bars. */
const cross = (cx: number, cy: number) => [
  { x: cx - 3, y: cy - 9, w: 6, h: 18, rgb: [229, 57, 53] as [number, number, number] },
  { x: cx - 9, y: cy - 3, w: 18, h: 6, rgb: [229, 57, 53] as [number, number, number] },
];

/** Words laid on rows: [text, x] pairs per row, 40 px apart from y = 40. */
function page(rows: [string, number][][]): OcrWord[] {
  return rows.flatMap((row, i) =>
    row.map(([text, x]) => ({
      text,
      conf: 90,
      x0: x,
      y0: 40 + i * 40,
      x1: x + text.length * 11,
      y1: 60 + i * 40,
      line: `1.1.${i}`,
    })),
  );
}

describe('analyse: a ratings screen', () => {
  const words = page([
    [
      ['Atlético', 400],
      ['Norte', 500],
      ['2', 590],
      ['-', 610],
      ['1', 630],
      ['Deportivo', 660],
      ['Sur', 770],
    ],
    [
      ['#', 200],
      ['JUGADOR', 260],
      ['NOTA', 600],
      ['G', 720],
      ['A', 800],
      ['TARJ.', 880],
      ['LES.', 1000],
    ],
    [
      ['9', 200],
      ['J.', 260],
      ['Perez', 290],
      ['7.5', 600],
      ['1', 722],
      ['-', 802],
    ],
    [
      ['14', 200],
      ['Hugo', 260],
      ['Díaz', 320],
      ['6,1', 600],
      ['-', 722],
      ['1', 802],
    ],
    [
      ['23', 200],
      ['SOSA', 260],
      ['58', 600],
      ['-', 722],
      ['-', 802],
      ['B', 890],
    ],
  ]);
  const marks = [
    { x: 885, y: 125, w: 10, h: 16, rgb: [247, 210, 30] as [number, number, number] },
    { x: 885, y: 205, w: 10, h: 16, rgb: [224, 36, 36] as [number, number, number] },
    ...cross(1010, 170),
  ];
  const result = analyse(words, 1, canvas(marks), {
    teams: ['Atlético Norte', 'Deportivo Sur'],
    names: ['Juan Pérez', 'Hugo Díaz', 'Leo Sosa'],
  });

  it('tells the screen kind and the teams of the score line', () => {
    expect(result.data).toMatchObject({
      type: 'player_ratings',
      teams: { home: 'Atlético Norte', away: 'Deportivo Sur' },
      total_players: 3,
    });
  });

  it('keeps each name as read (the dropped accent back) and spells it against the squads apart', () => {
    expect(result.data!.players.map((p) => p.name)).toEqual(['J. Pérez', 'Hugo Díaz', 'SOSA']);
    expect(result.spellings).toEqual(['J. Pérez', 'Hugo Díaz', 'SOSA']);
  });

  it('reads each row: shirt, name as read, rating, goals, assists, cards, injury', () => {
    expect(result.data!.players).toEqual([
      {
        shirt_number: 9,
        name: 'J. Pérez',
        rating: 7.5,
        goals: 1,
        assists: 0,
        amarillas: 1,
        rojas: 0,
        is_injured: false,
      },
      {
        shirt_number: 14,
        name: 'Hugo Díaz',
        rating: 6.1,
        goals: 0,
        assists: 1,
        amarillas: 0,
        rojas: 0,
        is_injured: true,
      },
      {
        shirt_number: 23,
        name: 'SOSA',
        rating: 5.8,
        goals: 0,
        assists: 0,
        amarillas: 0,
        rojas: 1,
        is_injured: false,
      },
    ]);
  });
});

describe('analyse: a match-statistics screen', () => {
  const words = page([
    [
      ['Real', 300],
      ['Ciudad', 360],
      ['0', 600],
      ['-', 620],
      ['3', 640],
      ['Unión', 700],
      ['Costera', 770],
    ],
    [
      ['ESTADÍSTICAS', 500],
      ['DEL', 650],
      ['PARTIDO', 700],
    ],
    [
      ['55', 300],
      ['%', 325],
      ['Posesión', 590],
      ['45%', 900],
    ],
    [
      ['1,8', 300],
      ['Goles', 560],
      ['esperados', 620],
      ['24', 900],
    ],
    [
      ['l2', 300],
      ['Cómers', 590],
      ['O', 900],
    ],
    [
      ['4', 300],
      ['Centros', 560],
      ['al', 640],
      ['área', 670],
      ['7', 900],
    ],
  ]);
  const result = analyse(words, 1, canvas());

  it('reads each statistic with home and away values, snapping known labels', () => {
    expect(result.data).toMatchObject({
      type: 'match_statistics',
      teams: { home: 'Real Ciudad', away: 'Unión Costera' },
      players: [],
    });
    expect(result.data!.statistics).toEqual([
      { stat: 'Posesión', home_value: '55%', away_value: '45%' },
      { stat: 'Goles esperados', home_value: '1,8', away_value: '2,4' },
      { stat: 'Córners', home_value: '12', away_value: '0' },
      { stat: 'Centros al área', home_value: '4', away_value: '7' },
    ]);
    expect(result.table_structure).toEqual({ rows: 5, estimated_columns: 3 });
  });

  it('a screen with neither shape is not recognised', () => {
    const photo = analyse(
      page([
        [
          ['Hola', 100],
          ['mundo', 200],
        ],
      ]),
      1,
      canvas(),
    );
    expect(photo.data).toBeNull();
  });
});

describe('analyse: what other layouts print (decision 045)', () => {
  it('joins an initial standing a monospace space apart, and leaves a circled number read as letters out of the name', () => {
    const result = analyse(
      page([
        [
          ['Racing', 400],
          ['Puerto', 480],
          ['3', 590],
          ['2', 630],
          ['Sporting', 670],
          ['Valle', 770],
        ],
        [
          ['Nº', 200],
          ['JUGADOR', 260],
          ['NOTA', 600],
          ['GOLES', 700],
        ],
        [
          ['36', 200],
          ['I.', 260],
          ['Ortiz', 300],
          ['7.8', 600],
          ['-', 722],
        ],
        [
          ['do', 200],
          ['Martín', 260],
          ['Ríos', 340],
          ['7.1', 600],
          ['1', 722],
        ],
      ]),
      1,
      canvas(),
    );
    // The ':' between the goals was not read: two counts side by side on the top row are the score.
    expect(result.data!.teams).toEqual({ home: 'Racing Puerto', away: 'Sporting Valle' });
    expect(result.data!.players.map((p) => [p.shirt_number, p.name])).toEqual([
      [36, 'I. Ortiz'],
      [null, 'Martín Ríos'],
    ]);
  });

  const statistics = page([
    [
      ['Real', 300],
      ['Ciudad', 360],
      ['3', 600],
      ['-', 620],
      ['2', 640],
      ['Unión', 700],
      ['Costera', 770],
    ],
    [
      ['2.3', 300],
      ['Expected', 560],
      ['Goals', 660],
      ['1.9', 900],
    ],
    [
      ['á', 300],
      ['Yellow', 560],
      ['Cards', 640],
      ['0', 900],
    ],
    [
      ['6', 300],
      ['Offsides', 580],
    ],
  ]);
  const result = analyse(statistics, 1, canvas());

  it('keeps a row whose label is known when a value is unreadable or missing, for its cells to read', () => {
    expect(result.statisticRows.map((r) => [r.stat, r.home, r.away])).toEqual([
      ['Expected Goals', '2.3', '1.9'],
      ['Yellow Cards', null, '0'],
      ['Offsides', '6', null],
    ]);
    // Until its cells are read, a row with a value read nowhere is left out.
    expect(result.data!.statistics.map((s) => s.stat)).toEqual(['Expected Goals']);
  });

  it("draws a missing value's cell under the middle of its column's values", () => {
    const cells = statisticCells(result.statisticRows);
    const middle = (b: { x0: number; x1: number } | null) => b && Math.round((b.x0 + b.x1) / 2);
    expect(cells.map((c) => [middle(c.home), middle(c.away)])).toEqual([
      [317, 917],
      [306, 906],
      [306, 917],
    ]);
  });

  it("takes a cell's own reading when confident, else the capture's", () => {
    const read = (text: string, conf = 93) => ({ text, conf });
    expect(
      settleStatistics(result.statisticRows, [
        { home: read('2.8', 60), away: read('19') },
        { home: read('4'), away: null },
        { home: null, away: read('2') },
      ]),
    ).toEqual([
      { stat: 'Expected Goals', home_value: '2.3', away_value: '1.9' },
      { stat: 'Yellow Cards', home_value: '4', away_value: '0' },
      { stat: 'Offsides', home_value: '6', away_value: '2' },
    ]);
  });

  it('takes a less confident reading of a cell where the capture read no value (decision 048)', () => {
    const read = (text: string, conf: number) => ({ text, conf });
    expect(
      settleStatistics(result.statisticRows, [
        { home: read('2.8', 60), away: read('19', 60) },
        { home: read('4', 60), away: null },
        { home: null, away: read('2', 40) },
      ]),
    ).toEqual([
      { stat: 'Expected Goals', home_value: '2.3', away_value: '1.9' },
      { stat: 'Yellow Cards', home_value: '4', away_value: '0' },
    ]);
  });
});

describe('statistic labels the capture did not read (decision 053)', () => {
  const screen = page([
    [
      ['Real', 300],
      ['Ciudad', 360],
      ['3', 600],
      ['-', 620],
      ['2', 640],
      ['Unión', 700],
      ['Costera', 770],
    ],
    [
      ['55%', 300],
      ['Posesión', 580],
      ['45%', 900],
    ],
    [
      ['12', 300],
      ['Tiros', 590],
      ['9', 900],
    ],
    [
      ['3', 305],
      ['—', 560],
      ['8', 900],
    ],
    [
      ['439', 300],
      ['fas', 590],
      ['613', 900],
    ],
    [['Paradas', 580]],
    [
      ['5', 305],
      ['Faltas', 585],
      ['7', 900],
    ],
  ]);
  const { statisticRows } = analyse(screen, 1, canvas());

  it('keeps a row of two values in the columns, its label to be read on its own', () => {
    expect(statisticRows.map((r) => [r.stat, r.home, r.away, r.label !== undefined])).toEqual([
      ['Posesión', '55%', '45%', false],
      ['Tiros', '12', '9', false],
      ['', '3', '8', true],
      ['fas', '439', '613', true],
      ['Paradas', null, null, false],
      ['Faltas', '5', '7', false],
    ]);
    // The label lies between the values.
    const label = statisticRows[2]!.label!;
    expect(label.x0).toBeGreaterThan(305 + 11);
    expect(label.x1).toBeLessThan(900);
  });

  it('names a row by its label read on its own: a known statistic, else left out or kept as read', () => {
    const read = (text: string) => ({ text, conf: 90 });
    expect(nameStatistics(statisticRows, [read('Corners'), read('Pases')]).map((r) => r.stat)).toEqual([
      'Posesión',
      'Tiros',
      'Córners',
      'Pases',
      'Paradas',
      'Faltas',
    ]);
    expect(nameStatistics(statisticRows, [read('xx'), null]).map((r) => r.stat)).toEqual([
      'Posesión',
      'Tiros',
      'fas',
      'Paradas',
      'Faltas',
    ]);
    // Until then no row without a label is given.
    expect(settleStatistics(statisticRows).map((s) => s.stat)).not.toContain('');
  });
});
