import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

describe('GET /api/plantel', () => {
  it('shows the caller’s own squad with its figures and warnings', async () => {
    const owner = await ctx.actor('Manager Primera');
    const team = await kit.team({ name: 'Deportivo Norte', idUser: owner.id });
    await kit.players(19, { idTeam: team.id, age: 25, ca: 161, pa: 170, status: 'registrado' });
    await kit.players(2, { idTeam: team.id, age: 19, ca: 100, status: '' });
    await kit.player({
      idTeam: team.id,
      name: 'Crack',
      age: 20,
      ca: 180,
      pa: 195,
      value: 40_000_000,
      status: 'restringido',
    });
    const other = await kit.team({ name: 'Ajeno' });
    await kit.player({ idTeam: other.id });

    const res = await ctx.request(owner.token, { method: 'GET', url: '/api/plantel' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.team).toEqual({ id: team.id, name: 'Deportivo Norte', division: 'Primera' });
    expect(body.players).toHaveLength(22);
    expect(body.players[0]).toEqual({
      id: expect.any(Number),
      name: 'Crack',
      age: 20,
      ca: 180,
      pa: 195,
      value: 40_000_000,
      status: 'restringido',
    });
    expect(body.summary).toEqual({
      average_ca: 162.19,
      ca_cap: 160,
      over_cap: true,
      registered_average_ca: 161,
      counts: { adults: 19, youth: 3, total: 22 },
      registered: { adults: 19, youth: 0, total: 19 },
      limits: { adults: 18, youth: 6, total: 24 },
    });
    expect(body.warnings).toEqual([
      'La media de CA de tus 16 mejores jugadores (162,19) supera el tope de Primera (160).',
      'Tienes 19 jugadores mayores de 20 años registrados; el máximo es 18.',
    ]);
  });

  it('shows an empty squad of a team with no players', async () => {
    const owner = await ctx.actor('Manager Segunda');
    await kit.team({ division: 'Segunda', idUser: owner.id });
    const res = await ctx.request(owner.token, { method: 'GET', url: '/api/plantel' });
    expect(res.json()).toMatchObject({
      players: [],
      summary: { average_ca: 0, ca_cap: 153, over_cap: false },
      warnings: [expect.stringMatching(/^No tienes jugadores registrados/)],
    });
  });

  it.each(['Admin', 'Organizador', 'Manager Primera', 'visitante'] as const)(
    'answers 404 to %s with no team',
    async (rol) => {
      const caller = await ctx.actor(rol);
      await kit.team();
      const res = await ctx.request(caller.token, { method: 'GET', url: '/api/plantel' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'No tienes equipo asignado. Prueba presionando el botón Cargar plantel',
      });
    },
  );

  it('needs a token', async () => {
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/plantel' })).statusCode).toBe(401);
  });
});
