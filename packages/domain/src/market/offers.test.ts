import { describe, expect, it } from 'vitest';
import { ReleaseClauseInputSchema } from './contracts';
import { clauseBounds, clauseTotals, rankOffers } from './offers';

const errorsOf = (payload: unknown) => {
  const r = ReleaseClauseInputSchema.safeParse(payload);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ReleaseClauseInputSchema (decision 012)', () => {
  it.each([
    ['other_players as JSON text', '[3,4]', [3, 4]],
    ['other_players as an array', [3, 4], [3, 4]],
    ['other_players as empty JSON text', '[]', []],
    ['other_players as empty text', '', []],
    ['other_players missing', undefined, []],
    ['other_players null', null, []],
    ['other_players as ids text', '3, 4', [3, 4]],
    ['other_players as objects', [{ id: 3, name: 'A' }, { id: '4' }], [3, 4]],
    ['a repeated player counts once', '[3,3,4]', [3, 4]],
  ])('%s', (_label, other_players, expected) => {
    const parsed = ReleaseClauseInputSchema.parse({
      id_player: 9,
      id_team: 2,
      value: 5_000_000,
      other_players,
    });
    expect(parsed.other_players).toEqual(expected);
  });

  it('reads ids and value sent as text and drops the fields the server ignores', () => {
    const parsed = ReleaseClauseInputSchema.parse({
      id_player: '9',
      id_team: { id: 2, name: 'Boca', division: 'Primera' },
      value: '5000000',
      other_players: '[]',
      name: 'Messi',
      created_by: 1,
      extra_value: 99,
      total_value: 99,
      id_season: 59,
    });
    expect(parsed).toEqual({ id_player: 9, id_team: 2, value: 5_000_000, other_players: [] });
  });

  it.each([
    [
      {},
      {
        id_player: 'Seleccioná un jugador.',
        id_team: 'Seleccioná un equipo.',
        value: 'El valor de la cláusula debe ser un número entero mayor que 0.',
      },
    ],
    [{ id_player: 0, id_team: 2, value: 1 }, { id_player: 'Seleccioná un jugador.' }],
    [
      { id_player: 1, id_team: 2, value: 1.5 },
      { value: 'El valor de la cláusula debe ser un número entero mayor que 0.' },
    ],
    [
      { id_player: 1, id_team: 2, value: 0 },
      { value: 'El valor de la cláusula debe ser un número entero mayor que 0.' },
    ],
    [
      { id_player: 1, id_team: 2, value: 1, other_players: '[3,' },
      { other_players: 'Los jugadores ofrecidos no son válidos.' },
    ],
    [
      { id_player: 1, id_team: 2, value: 1, other_players: ['x'] },
      { other_players: 'Los jugadores ofrecidos no son válidos.' },
    ],
    [
      { id_player: 1, id_team: 2, value: 1, other_players: Array.from({ length: 25 }, (_, i) => i + 1) },
      { other_players: 'No podés ofrecer más de 24 jugadores.' },
    ],
  ])('%j is refused', (payload, expected) => expect(errorsOf(payload)).toMatchObject(expected));
});

describe('clauseBounds and clauseTotals (docs/rules.md §4)', () => {
  it.each([
    [10_000_000, 10_000_000, 20_000_000],
    [1, 1, 2],
    [0, 0, 0],
  ])('value %d → [%d, %d]', (v, min, max) => expect(clauseBounds(v)).toEqual({ min, max }));

  it.each([
    [12_000_000, [], 0, 12_000_000],
    [12_000_000, [3_000_000], 3_000_000, 15_000_000],
    [12_000_000, [3_000_000, 4_500_000], 7_500_000, 19_500_000],
  ])('value %d with %j → extra %d, total %d', (v, others, extra, total) =>
    expect(clauseTotals(v, others)).toEqual({ extra_value: extra, total_value: total }),
  );
});

describe('rankOffers (docs/rules.md §4)', () => {
  const o = (id: number, total_value: number, created_at: string) => ({ id, total_value, created_at });
  it.each([
    ['highest total wins', [o(1, 10, '2026-01-01T10:00:00Z'), o(2, 12, '2026-01-01T11:00:00Z')], [2, 1]],
    [
      'a tie goes to the earlier offer',
      [o(1, 12, '2026-01-01T11:00:00Z'), o(2, 12, '2026-01-01T10:00:00Z')],
      [2, 1],
    ],
    ['same instant: lower id', [o(7, 12, '2026-01-01T10:00:00Z'), o(3, 12, '2026-01-01T10:00:00Z')], [3, 7]],
    ['empty', [], []],
  ])('%s', (_label, offers, ids) => expect(rankOffers(offers).map((x) => x.id)).toEqual(ids));

  it('accepts Date objects and leaves the input untouched', () => {
    const offers = [
      o(1, 10, '2026-01-01T10:00:00Z'),
      { id: 2, total_value: 11, created_at: new Date('2026-01-02') },
    ];
    expect(rankOffers(offers).map((x) => x.id)).toEqual([2, 1]);
    expect(offers.map((x) => x.id)).toEqual([1, 2]);
  });
});
