import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

const get = async (token: string, url: string) => ctx.request(token, { method: 'GET', url });
const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

describe('GET /api/players', () => {
  it('pages by name with each player’s team joined, for any signed-in role', async () => {
    const visitor = await ctx.actor('visitante');
    const team = await kit.team({ name: 'Atlético Pampero', division: 'Primera' });
    for (let i = 0; i < 20; i++)
      await kit.player({ idTeam: team.id, name: `Jugador ${String(i).padStart(2, '0')}` });
    const first = await get(visitor.token, '/api/players?page=1&per_page=15');
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 20 });
    expect(first.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'Jugador 00',
      age: 25,
      ca: 120,
      pa: 140,
      value: 1_000_000,
      status: '',
      id_team: { id: team.id, name: 'Atlético Pampero', division: 'Primera' },
    });
    expect(names(await get(visitor.token, '/api/players?page=2&per_page=15'))).toEqual([
      'Jugador 15',
      'Jugador 16',
      'Jugador 17',
      'Jugador 18',
      'Jugador 19',
    ]);
    const all = await get(visitor.token, '/api/players?all=true');
    expect(all.json().data).toHaveLength(20);
    expect(all.json().meta.last_page).toBe(1);
  });

  it('needs a token and a valid page', async () => {
    const user = await ctx.actor('Manager Primera');
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/players' })).statusCode).toBe(401);
    const bad = await get(user.token, '/api/players?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('page');
  });

  it('shows one player, 404 for an unknown id, 422 for a bad one', async () => {
    const user = await ctx.actor('Manager Segunda');
    const team = await kit.team({ division: null, name: 'Ajax del Norte' });
    const player = await kit.player({ idTeam: team.id, name: 'Lautaro Ríos' });
    const res = await get(user.token, `/api/players/${player.id}`);
    expect(res.json()).toMatchObject({
      name: 'Lautaro Ríos',
      id_team: { id: team.id, name: 'Ajax del Norte', division: '' },
    });
    const missing = await get(user.token, '/api/players/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Jugador no encontrado.' });
    expect((await get(user.token, '/api/players/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/playername', () => {
  it('finds names containing the text, whatever the case and accents typed the same', async () => {
    const user = await ctx.actor('Organizador');
    const team = await kit.team();
    for (const name of [
      'Juan Pérez',
      'PEDRO PÉREZ',
      'Tomás Álvarez',
      'Pereyra Luis',
      'Diego 100% Sosa',
      'Diego_Sosa',
    ]) {
      await kit.player({ idTeam: team.id, name });
    }
    const res = await get(user.token, '/api/playername?name=pér');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Juan Pérez', 'PEDRO PÉREZ']);
    expect(res.json().meta.total).toBe(2);
    for (const [query, found] of [
      ['ÁLV', ['Tomás Álvarez']],
      ['per', ['Pereyra Luis']],
      // % and _ are text, not wildcards.
      ['100%25', ['Diego 100% Sosa']],
      ['o_s', ['Diego_Sosa']],
      ['zzz', []],
    ] as const)
      expect(names(await get(user.token, `/api/playername?name=${query}`)), query).toEqual(found);
  });

  it('pages the matches and lists everyone for an empty search', async () => {
    const user = await ctx.actor('Manager Primera');
    const team = await kit.team();
    for (let i = 0; i < 18; i++)
      await kit.player({ idTeam: team.id, name: `Martín ${String(i).padStart(2, '0')}` });
    await kit.player({ idTeam: team.id, name: 'Otro' });
    const second = await get(user.token, '/api/playername?name=mart&page=2&per_page=15');
    expect(second.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 15, total: 18 });
    expect(second.json().data).toHaveLength(3);
    expect((await get(user.token, '/api/playername?name=')).json().meta.total).toBe(19);
    const long = await get(user.token, `/api/playername?name=${'x'.repeat(61)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.name).toEqual(['La búsqueda no puede superar 60 caracteres.']);
  });
});

describe('GET /api/players/filter-by-division', () => {
  it('lists only players of teams outside Primera and Segunda, free agents included', async () => {
    const user = await ctx.actor('Manager Primera');
    const primera = await kit.team({ division: 'Primera' });
    const segunda = await kit.team({ division: 'Segunda' });
    const other = await kit.team({ division: null, name: 'Benfica Rojo' });
    const free = await kit.freeAgents();
    await kit.player({ idTeam: primera.id, name: 'A Primera' });
    await kit.player({ idTeam: segunda.id, name: 'B Segunda' });
    await kit.player({ idTeam: other.id, name: 'C Benfica' });
    await kit.player({ idTeam: free.id, name: 'D Libre' });
    const res = await get(user.token, '/api/players/filter-by-division');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['C Benfica', 'D Libre']);
    expect(res.json().meta.total).toBe(2);
    expect(names(await get(user.token, '/api/players/filter-by-division?name=libre'))).toEqual(['D Libre']);
    expect(names(await get(user.token, '/api/players?outside=true&name=benf'))).toEqual(['C Benfica']);
    expect(
      (await ctx.request(undefined, { method: 'GET', url: '/api/players/filter-by-division' })).statusCode,
    ).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the player, team and squad routes', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/players',
        '/api/players/{id}',
        '/api/playername',
        '/api/registrar_jugador',
        '/api/teams/objectives',
        '/api/plantel',
      ]),
    );
  });
});
