import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { leagueFixtures } from '../../test/league';

let ctx: TestContext;
let fx: ReturnType<typeof leagueFixtures>;
beforeAll(async () => {
  ctx = await createTestContext();
  fx = leagueFixtures(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('GET /api/teams/objectives', () => {
  it('ranks each division by its registered top 16 and gives each rank its objective', async () => {
    const visitor = await ctx.actor('visitante');
    const owner = await ctx.createUser({ rol: 'Manager Primera', name: 'DT Fuerte' });
    const strong = await fx.team({ name: 'Fuerte', idUser: owner.id });
    const deep = await fx.team({ name: 'Profundo' });
    const empty = await fx.team({ name: 'Vacío' });
    const segunda = await fx.team({ name: 'Segundón', division: 'Segunda' });
    const outside = await fx.team({ name: 'Fuera', division: null });
    await fx.players(16, { idTeam: strong.id, ca: 150, status: 'registrado' });
    await fx.players(4, { idTeam: strong.id, ca: 190, status: '' }); // not registered: do not count
    await fx.players(20, { idTeam: deep.id, ca: 140, status: 'registrado' });
    await fx.player({ idTeam: deep.id, ca: 170, pa: 180, status: 'registrado' });
    await fx.players(3, { idTeam: segunda.id, ca: 130, status: 'registrado' });
    await fx.players(16, { idTeam: outside.id, ca: 199, pa: 199, status: 'registrado' });

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
    });
  });
});
