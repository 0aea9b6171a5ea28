import { describe, expect, it } from 'vitest';
import type { PlayerStatus } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

type Row = { id: number; name: string; id_team: { name: string } };
const get = async (token: string, url: string) => ctx.request(token, { method: 'GET', url });
const names = (res: { json: () => { data: Row[] } }) => res.json().data.map((p) => p.name);

/** Six players over three teams, with ties on CA so the id tie-break shows. */
async function market() {
  const user = await ctx.actor('Manager Primera');
  const pampero = await kit.team({ name: 'Atlético Pampero', division: 'Primera' });
  const laguna = await kit.team({ name: 'Deportivo Laguna', division: 'Segunda' });
  const ajax = await kit.team({ name: 'Ajax del Norte', division: null });
  const add = (
    idTeam: number,
    name: string,
    age: number,
    ca: number,
    value: number,
    status: PlayerStatus = '',
  ) => kit.player({ idTeam, name, age, ca, pa: Math.min(200, ca + 10), value, status });
  await add(pampero.id, 'Bruno Díaz', 19, 140, 30_000_000, 'registrado');
  await add(pampero.id, 'Agustín Luna', 31, 150, 12_000_000, 'registrado');
  await add(laguna.id, 'Mateo Ríos', 24, 140, 8_000_000, 'bloqueado');
  await add(laguna.id, 'Zenón Paz', 17, 95, 2_000_000);
  await add(ajax.id, 'Ivo Sosa', 28, 160, 45_000_000);
  await add(ajax.id, 'Enzo Vera', 35, 110, 500_000, 'restringido');
  return { user, pampero, laguna, ajax };
}

describe('GET /api/players: sorts and filters', () => {
  it('sorts by CA, PA, value, age and name both ways, ties broken by id', async () => {
    const { user } = await market();
    const by = async (q: string) => names(await get(user.token, `/api/players?page=1&${q}`));
    expect(await by('sort=ca&dir=desc')).toEqual([
      'Ivo Sosa',
      'Agustín Luna',
      'Mateo Ríos',
      'Bruno Díaz',
      'Enzo Vera',
      'Zenón Paz',
    ]);
    // Equal CA (140): the lower id first going up, the higher id first going down.
    expect((await by('sort=ca&dir=asc')).slice(2, 4)).toEqual(['Bruno Díaz', 'Mateo Ríos']);
    expect((await by('sort=pa&dir=desc'))[0]).toBe('Ivo Sosa');
    expect(await by('sort=value&dir=desc')).toEqual([
      'Ivo Sosa',
      'Bruno Díaz',
      'Agustín Luna',
      'Mateo Ríos',
      'Zenón Paz',
      'Enzo Vera',
    ]);
    expect(await by('sort=age')).toEqual([
      'Zenón Paz',
      'Bruno Díaz',
      'Mateo Ríos',
      'Ivo Sosa',
      'Agustín Luna',
      'Enzo Vera',
    ]);
    expect((await by('sort=name&dir=desc'))[0]).toBe('Zenón Paz');
  });

  it('pages a sort without repeating or skipping a player', async () => {
    const { user } = await market();
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...names(await get(user.token, `/api/players?page=${page}&per_page=2&sort=ca&dir=desc`)));
    expect(pages).toEqual(names(await get(user.token, '/api/players?sort=ca&dir=desc')));
    expect(new Set(pages).size).toBe(6);
  });

  it('filters by team, division, status and age band, and counts what it filters', async () => {
    const { user, laguna } = await market();
    const res = await get(user.token, `/api/players?page=1&team=${laguna.id}`);
    expect(names(res).sort()).toEqual(['Mateo Ríos', 'Zenón Paz']);
    expect(res.json().meta.total).toBe(2);
    expect(names(await get(user.token, '/api/players?page=1&division=Primera'))).toEqual([
      'Agustín Luna',
      'Bruno Díaz',
    ]);
    expect(names(await get(user.token, '/api/players?page=1&status=registrado&sort=age'))).toEqual([
      'Bruno Díaz',
      'Agustín Luna',
    ]);
    expect(names(await get(user.token, '/api/players?page=1&status=sin-estado'))).toEqual([
      'Ivo Sosa',
      'Zenón Paz',
    ]);
    const band = await get(user.token, '/api/players?page=1&age_min=21&age_max=30&sort=age');
    expect(names(band)).toEqual(['Mateo Ríos', 'Ivo Sosa']);
    expect(band.json().meta.total).toBe(2);
    const outside = await get(user.token, '/api/players?page=1&outside=true&sort=value&dir=desc');
    expect(names(outside)).toEqual(['Ivo Sosa', 'Enzo Vera']);
  });

  it('answers the league client’s call without page as before: every player, by name', async () => {
    const { user } = await market();
    const res = await get(user.token, '/api/players');
    expect(res.json().data).toHaveLength(6);
    expect(res.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 6, total: 6 });
    expect(names(res)[0]).toBe('Agustín Luna');
  });

  it('refuses a sort key, direction, division, status or age band it does not know, in Spanish', async () => {
    const { user } = await market();
    const bad = await get(user.token, '/api/players?page=1&sort=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toEqual(['El orden debe ser uno de: name, ca, pa, value, age.']);
    const cases = [
      ['dir=sideways', 'dir', 'La dirección debe ser asc o desc.'],
      ['division=Tercera', 'division', 'La división debe ser Primera o Segunda.'],
      ['status=vendido', 'status', 'El estado no es válido.'],
      ['team=abc', 'team', 'El equipo no es válido.'],
      ['age_min=30&age_max=20', 'age_max', 'La edad máxima no puede ser menor que la mínima.'],
      ['age_min=5', 'age_min', 'La edad mínima debe ser al menos 14.'],
    ] as const;
    for (const [query, field, message] of cases) {
      const res = await get(user.token, `/api/players?page=1&${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toEqual([message]);
    }
  });
});
