import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

describe('GET /api/teams/objectives', () => {
  it('ranks each division by its registered top 16 and gives each rank its objective', async () => {
    const visitor = await ctx.actor('visitante');
    const owner = await ctx.createUser({ rol: 'Manager Primera', name: 'DT Fuerte' });
    const strong = await kit.team({ name: 'Fuerte', idUser: owner.id });
    const deep = await kit.team({ name: 'Profundo' });
    const empty = await kit.team({ name: 'Vacío' });
    const segunda = await kit.team({ name: 'Segundón', division: 'Segunda' });
    const outside = await kit.team({ name: 'Fuera', division: null });
    await kit.players(16, { idTeam: strong.id, ca: 150, status: 'registrado' });
    await kit.players(4, { idTeam: strong.id, ca: 190, status: '' }); // not registered: do not count
    await kit.players(20, { idTeam: deep.id, ca: 140, status: 'registrado' });
    await kit.player({ idTeam: deep.id, ca: 170, pa: 180, status: 'registrado' });
    await kit.players(3, { idTeam: segunda.id, ca: 130, status: 'registrado' });
    await kit.players(16, { idTeam: outside.id, ca: 199, pa: 199, status: 'registrado' });

    const res = await ctx.request(visitor.token, { method: 'GET', url: '/api/teams/objectives' });
    expect(res.statusCode).toBe(200);
    const [primera, second] = res.json().data;
    expect(primera.division).toBe('Primera');
    expect(primera.teams).toEqual([
      {
        rank: 1,
        id: strong.id,
        name: 'Fuerte',
        user: { id: owner.id, name: 'DT Fuerte' },
        average_ca: 150,
        best_ca: 150,
        registered: 16,
        objective: 'Campeón',
      },
      {
        rank: 2,
        id: deep.id,
        name: 'Profundo',
        user: null,
        average_ca: 141.88,
        best_ca: 170,
        registered: 21,
        objective: 'Campeón',
      },
      {
        rank: 3,
        id: empty.id,
        name: 'Vacío',
        user: null,
        average_ca: 0,
        best_ca: 0,
        registered: 0,
        objective: 'Llegar a la final',
      },
    ]);
    expect(second).toEqual({
      division: 'Segunda',
      teams: [
        {
          rank: 1,
          id: segunda.id,
          name: 'Segundón',
          user: null,
          average_ca: 130,
          best_ca: 130,
          registered: 3,
          objective: 'Campeón',
        },
      ],
    });
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/teams/objectives' })).statusCode).toBe(
      401,
    );
  });

  it('answers both divisions, empty, for a league with no teams', async () => {
    const user = await ctx.actor('Manager Segunda');
    const res = await ctx.request(user.token, { method: 'GET', url: '/api/teams/objectives' });
    expect(res.json()).toEqual({
      data: [
        { division: 'Primera', teams: [] },
        { division: 'Segunda', teams: [] },
      ],
      frozen_at: null,
    });
  });
});
