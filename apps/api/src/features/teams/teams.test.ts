import { describe, expect, it } from 'vitest';
import { teams } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

type Caller = { token: string };
const createTeam = (who: Caller, payload: object) =>
  ctx.request(who.token, { method: 'POST', url: '/api/teams', payload });
const editTeam = (who: Caller, id: number, payload: object) =>
  ctx.request(who.token, { method: 'PUT', url: `/api/teams/${id}`, payload });

describe('GET /api/teams', () => {
  it('pages Primera, then Segunda, then the rest, with the owner joined', async () => {
    const visitor = await ctx.actor('visitante');
    const owner = await ctx.createUser({ rol: 'Manager Segunda', name: 'DT Porvenir' });
    await kit.team({ name: 'Zenit Blanco', division: null });
    await kit.team({ name: 'Porvenir FC', division: 'Segunda', idUser: owner.id });
    await kit.team({ name: 'Unión del Sur', division: 'Primera' });
    await kit.team({ name: 'Atlético Pampero', division: 'Primera' });
    const res = await ctx.request(visitor.token, { method: 'GET', url: '/api/teams?page=1&per_page=3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(res.json().data.map((t: { name: string }) => t.name)).toEqual([
      'Atlético Pampero',
      'Unión del Sur',
      'Porvenir FC',
    ]);
    expect(res.json().data[2]).toEqual({
      id: expect.any(Number),
      name: 'Porvenir FC',
      division: 'Segunda',
      id_user: owner.id,
      user: { id: owner.id, name: 'DT Porvenir' },
    });
    const all = await ctx.request(visitor.token, { method: 'GET', url: '/api/teams?all=true' });
    expect(all.json().data).toHaveLength(4);
    // Without `page` (the league client's selects) every team, as with all=true (decision 033).
    const unpaged = await ctx.request(visitor.token, { method: 'GET', url: '/api/teams?per_page=3' });
    expect(unpaged.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 4, total: 4 });
    expect(all.json().data[3]).toMatchObject({ name: 'Zenit Blanco', id_user: null, user: null });
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/teams' })).statusCode).toBe(401);
  });

  it('shows one team with its owner and players, strongest first', async () => {
    const manager = await ctx.actor('Manager Primera', { name: 'Manager Uno' });
    const team = await kit.team({ name: 'Real Costanera', idUser: manager.id });
    await kit.player({ idTeam: team.id, name: 'Suplente', ca: 100 });
    await kit.player({ idTeam: team.id, name: 'Figura', ca: 160, pa: 170 });
    const res = await ctx.request(manager.token, { method: 'GET', url: `/api/teams/${team.id}` });
    expect(res.json()).toMatchObject({
      name: 'Real Costanera',
      division: 'Primera',
      user: { id: manager.id, name: 'Manager Uno' },
    });
    expect(res.json().players.map((p: { name: string }) => p.name)).toEqual(['Figura', 'Suplente']);
    expect(res.json().players[0]).toEqual({
      id: expect.any(Number),
      name: 'Figura',
      age: 25,
      ca: 160,
      pa: 170,
      value: 1_000_000,
      status: '',
    });
    const missing = await ctx.request(manager.token, { method: 'GET', url: '/api/teams/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Equipo no encontrado.' });
  });
});

describe('POST /api/teams', () => {
  it('lets an Admin create a team with an owner who has none', async () => {
    const admin = await ctx.actor('Admin');
    const owner = await ctx.createUser({ rol: 'Manager Segunda', name: 'DT Nuevo' });
    const res = await createTeam(admin, { name: 'Cóndores FC', division: 'Segunda', id_user: owner.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Equipo creado satisfactoriamente',
      team: {
        id: expect.any(Number),
        name: 'Cóndores FC',
        division: 'Segunda',
        id_user: owner.id,
        user: { id: owner.id, name: 'DT Nuevo' },
      },
    });
    const taken = await createTeam(admin, { name: 'Otro', id_user: owner.id });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ id_user: ['El usuario ya tiene un equipo asignado.'] });
    const ghost = await createTeam(admin, { name: 'Otro', id_user: 9999 });
    expect(ghost.json().errors).toEqual({ id_user: ['El usuario no existe.'] });
    const bad = await createTeam(admin, { name: '', division: 'Tercera' });
    expect(bad.json().errors).toEqual({
      name: ['El nombre del equipo es obligatorio.'],
      division: ['La división debe ser Primera, Segunda o ninguna.'],
    });
    expect(await ctx.db.select().from(teams)).toHaveLength(1);
  });

  it.each(['Organizador', 'Manager Primera', 'visitante'] as const)('refuses %s with 403', async (rol) => {
    const caller = await ctx.actor(rol);
    const res = await createTeam(caller, { name: 'Intruso FC' });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(teams)).toHaveLength(0);
  });
});

describe('PUT /api/teams/:id', () => {
  it('lets an Admin rename, move and reassign a team, taking the whole object sent back', async () => {
    const admin = await ctx.actor('Admin');
    const [first, second] = [
      await ctx.createUser({ rol: 'Manager Primera' }),
      await ctx.createUser({ rol: 'Manager Segunda', name: 'Nuevo DT' }),
    ];
    const team = await kit.team({ name: 'Viejo Nombre', idUser: first.id });
    const current = (await ctx.request(admin.token, { method: 'GET', url: `/api/teams/${team.id}` })).json();
    const res = await editTeam(admin, team.id, {
      ...current,
      name: 'Nuevo Nombre',
      division: 'Segunda',
      id_user: second.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Equipo actualizado satisfactoriamente',
      team: {
        id: team.id,
        name: 'Nuevo Nombre',
        division: 'Segunda',
        id_user: second.id,
        user: { id: second.id, name: 'Nuevo DT' },
      },
    });
    const cleared = await editTeam(admin, team.id, { id_user: null, division: '' });
    expect(cleared.json().team).toMatchObject({ division: '', id_user: null, user: null });
  });

  it('refuses an owner who owns another team or does not exist, changing nothing', async () => {
    const admin = await ctx.actor('Admin');
    const busy = await ctx.createUser({ rol: 'Manager Primera' });
    await kit.team({ idUser: busy.id });
    const team = await kit.team({ name: 'Sin Dueño' });
    const before = await kit.teamRow(team.id);
    for (const [id_user, message] of [
      [busy.id, 'El usuario ya tiene un equipo asignado.'],
      [9999, 'El usuario no existe.'],
    ] as const) {
      const res = await editTeam(admin, team.id, { name: 'Cambio', id_user });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { id_user: [message] } });
    }
    expect(await kit.teamRow(team.id)).toEqual(before);
    expect((await editTeam(admin, 9999, { name: 'X' })).statusCode).toBe(404);
  });

  it('gives one owner to one team only when two saves name them at once', async () => {
    const admin = await ctx.actor('Admin');
    const owner = await ctx.createUser({ rol: 'Manager Primera' });
    const [a, b] = [await kit.team(), await kit.team()];
    const sessions = [await ctx.tokenFor(admin.email), await ctx.tokenFor(admin.email)];
    const results = await Promise.all(
      [a, b].map((t, i) =>
        ctx.request(sessions[i], {
          method: 'PUT',
          url: `/api/teams/${t.id}`,
          payload: { id_user: owner.id },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().errors).toEqual({
      id_user: ['El usuario ya tiene un equipo asignado.'],
    });
    const owned = (await ctx.db.select().from(teams)).filter((t) => t.idUser === owner.id);
    expect(owned).toHaveLength(1);
  });

  it.each(['Organizador', 'Manager Primera', 'visitante'] as const)(
    'refuses %s, even on their own team',
    async (rol) => {
      const caller = await ctx.actor(rol);
      const team = await kit.team({ idUser: caller.id });
      const before = await kit.teamRow(team.id);
      const res = await editTeam(caller, team.id, { name: 'Mi Nombre' });
      expect(res.statusCode).toBe(403);
      expect(await kit.teamRow(team.id)).toEqual(before);
    },
  );
});
