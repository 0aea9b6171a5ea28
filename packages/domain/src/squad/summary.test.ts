import { describe, expect, it } from 'vitest';
import { squadSummary, squadWarnings, type SquadPlayerLike } from './summary';

const p = (ca: number, age = 25, status = 'registrado'): SquadPlayerLike => ({ ca, age, status });
const many = (n: number, make: () => SquadPlayerLike) => Array.from({ length: n }, make);

describe('squadSummary', () => {
  it('compares the top-16 average of the whole squad with the division cap', () => {
    const squad = [...many(16, () => p(161)), ...many(4, () => p(100, 25, ''))];
    expect(squadSummary(squad, 'Primera')).toMatchObject({ average_ca: 161, ca_cap: 160, over_cap: true });
    expect(
      squadSummary(
        many(16, () => p(160)),
        'Primera',
      ),
    ).toMatchObject({ average_ca: 160, over_cap: false });
    expect(
      squadSummary(
        many(16, () => p(154)),
        'Segunda',
      ),
    ).toMatchObject({ ca_cap: 153, over_cap: true });
    expect(
      squadSummary(
        many(16, () => p(190)),
        null,
      ),
    ).toMatchObject({ ca_cap: null, over_cap: false });
  });

  it('averages registered players apart, for objectives', () => {
    const squad = [...many(10, () => p(150)), ...many(10, () => p(170, 25, ''))];
    expect(squadSummary(squad, 'Primera')).toMatchObject({ average_ca: 162.5, registered_average_ca: 150 });
  });

  it('counts over 20 and 20 or under, squad and registered list, against 18 + 6 = 24', () => {
    const squad = [p(100, 21), p(100, 20), p(100, 19, ''), p(100, 33, 'bloqueado')];
    expect(squadSummary(squad, 'Segunda')).toMatchObject({
      counts: { adults: 2, youth: 2, total: 4 },
      registered: { adults: 1, youth: 1, total: 2 },
      limits: { adults: 18, youth: 6, total: 24 },
    });
  });

  it('handles an empty squad', () => {
    expect(squadSummary([], 'Primera')).toMatchObject({
      average_ca: 0,
      registered_average_ca: 0,
      over_cap: false,
      counts: { total: 0 },
    });
  });
});

describe('squadWarnings', () => {
  const warn = (players: SquadPlayerLike[], division: string | null) =>
    squadWarnings(squadSummary(players, division), division);

  it.each([
    ['a legal Primera squad', [...many(18, () => p(150, 25)), ...many(6, () => p(140, 19))], 'Primera', []],
    [
      'over the Primera cap',
      [...many(8, () => p(162)), ...many(8, () => p(161))],
      'Primera',
      ['La media de CA de tus 16 mejores jugadores (161,5) supera el tope de Primera (160).'],
    ],
    [
      'too many registered adults',
      many(19, () => p(120, 21)),
      'Segunda',
      ['Tenés 19 jugadores mayores de 20 años registrados; el máximo es 18.'],
    ],
    [
      'too many registered youth',
      [...many(10, () => p(120, 30)), ...many(7, () => p(120, 20))],
      'Segunda',
      ['Tenés 7 jugadores de 20 años o menos registrados; el máximo es 6.'],
    ],
    [
      'fewer than 16 registered',
      [p(120), ...many(20, () => p(120, 25, ''))],
      'Primera',
      [
        'Tenés 1 jugador registrado: la media de CA de los objetivos se calcula solo con ellos (se toman los 16 mejores).',
      ],
    ],
    [
      'nobody registered',
      many(3, () => p(120, 25, '')),
      'Segunda',
      [
        'No tenés jugadores registrados: la media de CA de los objetivos se calcula solo con ellos (se toman los 16 mejores).',
      ],
    ],
    ['a team outside the divisions has no cap and no objectives', many(30, () => p(190, 30, '')), null, []],
  ] as const)('%s', (_label, players, division, expected) => {
    expect(warn([...players], division)).toEqual(expected);
  });

  it('unregistered adults over the limit are not a list problem', () => {
    expect(warn([...many(18, () => p(120, 30)), ...many(10, () => p(120, 30, ''))], 'Primera')).toEqual([]);
  });
});
