import { describe, expect, it } from 'vitest';
import type { PlayerStatus } from '@liga/domain';
import { releaseClauses, seasons, transferPlayers, transfers } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

const register = (token: string, id: unknown) =>
  ctx.request(token, { method: 'POST', url: '/api/registrar_jugador', payload: { id } });

async function owned(values: { status?: PlayerStatus; age?: number } = {}) {
  const owner = await ctx.actor('Manager Segunda');
  const team = await kit.team({ idUser: owner.id, division: 'Segunda' });
  const player = await kit.player({ idTeam: team.id, ...values });
  return { owner, team, player };
}

/** The registration is refused with 403 and that message, and the player keeps its status. */
async function expectForbidden(token: string, player: { id: number; status: string }, message: string) {
  const res = await register(token, player.id);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message });
  expect((await kit.playerRow(player.id))!.status).toBe(player.status);
}

describe('POST /api/registrar_jugador', () => {
  it('lets the owner register a player once: it is irreversible', async () => {
    const { owner, player, team } = await owned();
    const res = await register(owner.token, player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Jugador registrado satisfactoriamente',
      player: expect.objectContaining({
        id: player.id,
        status: 'registrado',
        id_team: { id: team.id, name: team.name, division: 'Segunda' },
      }),
    });
    const again = await register(owner.token, player.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'El jugador ya está registrado.',
      errors: { id: ['El jugador ya está registrado.'] },
    });
    const undo = await ctx.request(owner.token, {
      method: 'PUT',
      url: `/api/players/${player.id}`,
      payload: { status: '' },
    });
    expect(undo.statusCode).toBe(403);
    expect((await kit.playerRow(player.id))!.status).toBe('registrado');
  });

  it.each([
    ['nada', 'Este jugador no puede registrarse.'],
    ['liberado', 'Un jugador liberado no puede registrarse.'],
  ] as const)('refuses a player with status %s', async (status, message) => {
    const { owner, player } = await owned({ status });
    const res = await register(owner.token, player.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await kit.playerRow(player.id))!.status).toBe(status);
  });

  it('leaves a blocked player to staff', async () => {
    const { owner, player } = await owned({ status: 'bloqueado' });
    expect(player.status).toBe('bloqueado');
    await expectForbidden(
      owner.token,
      player,
      'El jugador está bloqueado: solo un Admin o un Organizador puede registrarlo.',
    );
    const admin = await ctx.actor('Admin');
    expect((await register(admin.token, player.id)).json().player.status).toBe('registrado');
  });

  it('lets an Organizador register any team’s player, and refuses other managers and visitors', async () => {
    const { player } = await owned();
    expect(player.status).toBe('');
    for (const rol of ['Manager Primera', 'Manager Segunda', 'visitante'] as const)
      await expectForbidden(
        (await ctx.actor(rol)).token,
        player,
        'Solo el dueño del equipo, un Admin o un Organizador pueden registrar este jugador.',
      );
    const organizer = await ctx.actor('Organizador');
    expect((await register(organizer.token, player.id)).statusCode).toBe(200);
  });

  it('keeps the list within 18 over 20 and 6 aged 20 or under', async () => {
    const { owner, team } = await owned();
    await kit.players(18, { idTeam: team.id, age: 21, status: 'registrado' });
    await kit.players(5, { idTeam: team.id, age: 20, status: 'registrado' });
    const adult = await kit.player({ idTeam: team.id, age: 30 });
    const youth = await kit.player({ idTeam: team.id, age: 18 });
    const youth2 = await kit.player({ idTeam: team.id, age: 19 });
    const full = await register(owner.token, adult.id);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(
      'El equipo ya tiene 18 jugadores mayores de 20 años registrados, el máximo.',
    );
    expect((await register(owner.token, youth.id)).statusCode).toBe(200);
    const youthFull = await register(owner.token, youth2.id);
    expect(youthFull.json().message).toBe(
      'El equipo ya tiene 6 jugadores de 20 años o menos registrados, el máximo.',
    );
    expect((await kit.playerRow(adult.id))!.status).toBe('');
    expect((await kit.playerRow(youth2.id))!.status).toBe('');
  });

  it('lets only one of several registrations sent at once take the last adult place', async () => {
    const { owner, team } = await owned();
    await kit.players(17, { idTeam: team.id, age: 25, status: 'registrado' });
    const candidates = await kit.players(8, { idTeam: team.id, age: 25 });
    // One session per request, so that nothing but the registration itself can serialise them.
    const sessions = await Promise.all(candidates.map(() => ctx.tokenFor(owner.email)));
    const results = await Promise.all(candidates.map((p, i) => register(sessions[i]!, p.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(422)]);
    const registered = (await kit.allPlayers()).filter((p) => p.status === 'registrado');
    expect(registered).toHaveLength(18);
  });

  it('answers 404 for an unknown player and 422 without an id', async () => {
    const { owner } = await owned();
    const missing = await register(owner.token, 9999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Jugador no encontrado.' });
    const bad = await register(owner.token, 'uno');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['El jugador es obligatorio.'] });
    expect(
      (await ctx.request(undefined, { method: 'POST', url: '/api/registrar_jugador', payload: { id: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/players/:id', () => {
  it('lets an Admin delete a player without history', async () => {
    const admin = await ctx.actor('Admin');
    const player = await kit.player({ idTeam: (await kit.team()).id });
    const res = await ctx.request(admin.token, { method: 'DELETE', url: `/api/players/${player.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Jugador eliminado satisfactoriamente' });
    expect(await kit.playerRow(player.id)).toBeUndefined();
    expect(
      (await ctx.request(admin.token, { method: 'DELETE', url: `/api/players/${player.id}` })).statusCode,
    ).toBe(404);
  });

  it.each(['Organizador', 'Manager Primera', 'visitante'] as const)('refuses %s with 403', async (rol) => {
    const caller = await ctx.actor(rol);
    const player = await kit.player({ idTeam: (await kit.team({ idUser: caller.id })).id });
    const res = await ctx.request(caller.token, { method: 'DELETE', url: `/api/players/${player.id}` });
    expect(res.statusCode).toBe(403);
    expect(await kit.playerRow(player.id)).toBeDefined();
  });

  it('refuses with 422 a player with clause or transfer history, keeping it', async () => {
    const admin = await ctx.actor('Admin');
    const [from, to] = [await kit.team(), await kit.team()];
    const clause = await kit.player({ idTeam: from.id });
    const moved = await kit.player({ idTeam: from.id });
    const [season] = await ctx.db.insert(seasons).values({ name: 'Temporada 59', active: true }).returning();
    await ctx.db.insert(releaseClauses).values({
      idPlayer: clause.id,
      name: clause.name,
      idTeam: from.id,
      createdBy: admin.id,
      value: 1,
      totalValue: 1,
      idSeason: season!.id,
    });
    const [transfer] = await ctx.db
      .insert(transfers)
      .values({ idSeason: season!.id, idTeamFrom: from.id, idTeamTo: to.id, createdBy: admin.id })
      .returning();
    await ctx.db
      .insert(transferPlayers)
      .values({ transferId: transfer!.id, playerId: moved.id, playerName: moved.name });
    for (const player of [clause, moved]) {
      const res = await ctx.request(admin.token, { method: 'DELETE', url: `/api/players/${player.id}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'El jugador tiene historial en el mercado o en la competición y no puede borrarse.',
      );
      expect(await kit.playerRow(player.id)).toBeDefined();
    }
  });
});
