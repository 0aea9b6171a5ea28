import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { tournaments } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const tournamentCount = async () => (await ctx.db.select({ n: count() }).from(tournaments))[0]!.n;
const post = (token: string, payload: object) =>
  ctx.request(token, { method: 'POST', url: '/api/tournaments', payload });

describe('GET /api/tournaments', () => {
  it('lists tournaments with season and teams, filtered by season, for any logged-in user', async () => {
    const old = await kit.season({ name: 'Temporada 58', active: false });
    const current = await kit.season();
    const [a, b] = await kit.teams(2);
    await kit.tournament({ seasonId: old.id, name: 'Primera T58' });
    await kit.tournament({
      seasonId: current.id,
      name: 'Champions T59',
      format: 'UCL',
      teamIds: [a!.id, b!.id],
      groups: { [a!.id]: 'A', [b!.id]: 'B' },
    });
    const visitor = await ctx.actor('visitante');
    const all = await ctx.request(visitor.token, { method: 'GET', url: '/api/tournaments' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((t: { name: string }) => t.name)).toEqual(['Champions T59', 'Primera T58']);
    const filtered = await ctx.request(visitor.token, {
      method: 'GET',
      url: `/api/tournaments?season=${current.id}`,
    });
    expect(filtered.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Champions T59',
        start_date: null,
        end_date: null,
        season_id: current.id,
        type: 'UCL',
        format: 'UCL',
        season: { id: current.id, name: 'Temporada 59' },
        teams: [
          { id: a!.id, name: a!.name, group: 'A' },
          { id: b!.id, name: b!.name, group: 'B' },
        ],
      },
    ]);
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/tournaments' })).statusCode).toBe(401);
    expect(
      (await ctx.request(visitor.token, { method: 'GET', url: '/api/tournaments?season=abc' })).statusCode,
    ).toBe(422);
  });
});

describe('POST /api/tournaments', () => {
  it('lets an Admin create a league that takes its division and the active season by default', async () => {
    const season = await kit.season();
    const primera = await kit.teams(3, 'Primera');
    await kit.teams(2, 'Segunda');
    const admin = await ctx.actor('Admin');
    const res = await post(admin.token, {
      name: '  Primera T59 ',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      type: 'PD',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Torneo creado correctamente',
      tournament: {
        name: 'Primera T59',
        start_date: '2026-03-01',
        end_date: '2026-06-30',
        type: 'PD',
        format: 'PD',
        season_id: season.id,
      },
    });
    expect(
      res
        .json()
        .tournament.teams.map((t: { id: number }) => t.id)
        .sort(),
    ).toEqual(primera.map((t) => t.id).sort());
  });

  it('creates a cup with the teams given, stored with type UCL and its own format', async () => {
    await kit.season();
    const older = await kit.season({ name: 'Temporada 58', active: false });
    const clubs = await kit.teams(16, null);
    const admin = await ctx.actor('Admin');
    const res = await post(admin.token, {
      name: 'Europa League',
      type: 'UCL',
      format: 'UEL',
      season_id: String(older.id),
      team_ids: clubs.map((t) => t.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().tournament).toMatchObject({
      type: 'UCL',
      format: 'UEL',
      season_id: older.id,
      start_date: null,
    });
    expect(res.json().tournament.teams).toHaveLength(16);
  });

  it.each([
    ['no name', { name: '   ' }, 'name', 'El nombre del torneo es obligatorio.'],
    ['a long name', { name: 'x'.repeat(81) }, 'name', 'El nombre del torneo no puede superar 80 caracteres.'],
    [
      'end before start',
      { start_date: '2026-05-01', end_date: '2026-04-30' },
      'end_date',
      'La fecha de fin no puede ser anterior a la de inicio.',
    ],
    ['an impossible date', { start_date: '2026-02-30' }, 'start_date', 'La fecha no es válida (AAAA-MM-DD).'],
    ['an unknown type', { type: 'Copa' }, 'type', 'El tipo debe ser PD, SD o UCL.'],
    [
      'a format of another type',
      { type: 'PD', format: 'UEL' },
      'format',
      'El formato no corresponde al tipo de torneo.',
    ],
    ['a repeated team', { team_ids: [1, 1] }, 'team_ids', 'Un equipo aparece más de una vez.'],
    ['unknown teams', { team_ids: [998, 999] }, 'team_ids', 'No existen los equipos: 998, 999.'],
    ['an unknown season', { season_id: 4242 }, 'season_id', 'La temporada no existe.'],
  ])('refuses %s with a per-field 422 and creates nothing', async (_label, change, field, message) => {
    await kit.season();
    const admin = await ctx.actor('Admin');
    const res = await post(admin.token, { name: 'Torneo', type: 'PD', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await tournamentCount()).toBe(0);
  });

  it('refuses teams outside the league’s division, a wrong cup size, and no active season', async () => {
    const admin = await ctx.actor('Admin');
    const noSeason = await post(admin.token, { name: 'Primera', type: 'PD' });
    expect(noSeason.json().errors.season_id).toEqual(['No hay una temporada activa: elegí una temporada.']);
    await kit.season();
    const segunda = await kit.teams(2, 'Segunda');
    const wrong = await post(admin.token, {
      name: 'Primera',
      type: 'PD',
      team_ids: segunda.map((t) => t.id),
    });
    expect(wrong.json().errors.team_ids).toEqual(['Todos los equipos deben ser de Primera.']);
    const ucl = await post(admin.token, {
      name: 'Champions',
      type: 'UCL',
      team_ids: segunda.map((t) => t.id),
    });
    expect(ucl.json().errors.team_ids).toEqual(['La Champions League necesita 16 equipos.']);
    expect(await tournamentCount()).toBe(0);
  });

  it('is for Admins only', async () => {
    await kit.season();
    for (const rol of ['Organizador', 'Manager Primera', 'visitante'] as const) {
      const user = await ctx.actor(rol);
      const res = await post(user.token, { name: 'Torneo', type: 'PD' });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await ctx.request(undefined, {
          method: 'POST',
          url: '/api/tournaments',
          payload: { name: 'X', type: 'PD' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await tournamentCount()).toBe(0);
  });
});
