import { describe, expect, it } from 'vitest';
import type { ReleaseClauseInput } from './contracts';
import { validateClause, type ClauseContext } from './offers';

describe('validateClause (docs/rules.md §4)', () => {
  const input: ReleaseClauseInput = { id_player: 9, id_team: 2, value: 12_000_000, other_players: [31] };
  const ctx: ClauseContext = {
    player: { value: 10_000_000, status: 'registrado', teamId: 2, division: 'Primera' },
    buyer: { teamId: 3, budget: 50_000_000, squadIds: [30, 31, 32] },
    sellerClausesLost: 0,
  };
  const check = (i: Partial<ReleaseClauseInput>, c: Partial<ClauseContext>) =>
    validateClause({ ...input, ...i }, { ...ctx, ...c });
  const player = (p: Partial<ClauseContext['player']>) => ({ player: { ...ctx.player, ...p } });
  const buyer = (b: Partial<ClauseContext['buyer']>) => ({ buyer: { ...ctx.buyer, ...b } });

  it.each([
    ['a valid clause', {}, {}, {}],
    ['value at the minimum', { value: 10_000_000 }, {}, {}],
    ['value at twice the player value', { value: 20_000_000 }, {}, {}],
    [
      'value below the player value',
      { value: 9_999_999 },
      {},
      { value: ['El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.'] },
    ],
    [
      'value above twice the value',
      { value: 20_000_001 },
      {},
      { value: ['El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.'] },
    ],
    [
      'a bloqueado player',
      {},
      player({ status: 'bloqueado' }),
      { id_player: ['El jugador no puede recibir ofertas (bloqueado o restringido).'] },
    ],
    [
      'a restringido player',
      {},
      player({ status: 'restringido' }),
      { id_player: ['El jugador no puede recibir ofertas (bloqueado o restringido).'] },
    ],
    ['a liberado player of a league team', {}, player({ status: 'liberado' }), {}],
    ['a player of a Segunda team', {}, player({ division: 'Segunda' }), {}],
    [
      'a player outside the divisions',
      {},
      player({ division: null }),
      { id_player: ['Solo se pueden ejecutar cláusulas sobre jugadores de equipos de Primera o Segunda.'] },
    ],
    [
      'the buyer’s own player',
      { id_team: 3 },
      player({ teamId: 3 }),
      { id_player: ['No podés ejecutar la cláusula de un jugador de tu propio equipo.'] },
    ],
    [
      'a buyer without a team',
      { other_players: [] },
      buyer({ teamId: null, squadIds: [] }),
      { id_team: ['No tienes equipo asignado.'] },
    ],
    ['a stale team in the form', { id_team: 5 }, {}, { id_team: ['El jugador no pertenece a ese equipo.'] }],
    ['budget exactly the value', {}, buyer({ budget: 12_000_000 }), {}],
    [
      'budget below the value',
      {},
      buyer({ budget: 11_999_999 }),
      { value: ['Presupuesto insuficiente para ejecutar la cláusula.'] },
    ],
    ['seller lost 5 this season', {}, { sellerClausesLost: 5 }, {}],
    [
      'seller lost 6 this season',
      {},
      { sellerClausesLost: 6 },
      { id_team: ['Este equipo ya perdió 6 jugadores por cláusula esta temporada.'] },
    ],
    [
      'handing over a player not owned',
      { other_players: [31, 99] },
      {},
      { other_players: ['Solo podés ofrecer jugadores de tu propio equipo.'] },
    ],
  ])('%s', (_label, i, c, expected) => expect(check(i, c)).toEqual(expected));

  it('reports every broken rule at once, per field', () => {
    expect(check({ value: 5 }, { ...buyer({ budget: 0 }), ...player({ status: 'bloqueado' }) })).toEqual({
      id_player: ['El jugador no puede recibir ofertas (bloqueado o restringido).'],
      value: [
        'El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.',
        'Presupuesto insuficiente para ejecutar la cláusula.',
      ],
    });
  });
});
