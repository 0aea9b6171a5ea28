import { describe, expect, it } from 'vitest';
import type { PlayerStatus } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

type Caller = { token: string } | undefined;
/** The player as GET /api/players/:id answers it: the whole object the form sends back. */
const fetchPlayer = async (who: Caller, id: number) =>
  (await ctx.request(who?.token, { method: 'GET', url: `/api/players/${id}` })).json();
const edit = (who: Caller, id: number, payload: object) =>
  ctx.request(who?.token, { method: 'PUT', url: `/api/players/${id}`, payload });

/** The edit is refused with 403 and that message, and the player's row is as before. */
async function expectForbidden(who: Caller, id: number, payload: object, message: string) {
  const before = await kit.playerRow(id);
  const res = await edit(who, id, payload);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ message });
  expect(await kit.playerRow(id)).toEqual(before);
}

describe('PUT /api/players/:id by staff', () => {
  it('lets an Admin change every field, taking the whole object sent back', async () => {
    const admin = await ctx.actor('Admin');
    const [from, to] = [await kit.team(), await kit.team({ name: 'Destino', division: 'Segunda' })];
    const player = await kit.player({ idTeam: from.id });
    const current = await fetchPlayer(admin, player.id);
    const changes = { name: 'Renombrado', age: 31, ca: 150, pa: 150, value: 0, status: 'bloqueado' };
    const res = await edit(admin, player.id, {
      ...current,
      ...changes,
      id_team: { ...current.id_team, id: to.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Jugador actualizado satisfactoriamente',
      player: { id: player.id, ...changes, id_team: { id: to.id, name: 'Destino', division: 'Segunda' } },
    });
  });

  it('lets an Organizador block a player and checks ca against the stored pa', async () => {
    const organizer = await ctx.actor('Organizador');
    const player = await kit.player({ idTeam: (await kit.team()).id, ca: 120, pa: 140 });
    const block = await edit(organizer, player.id, { status: 'bloqueado' });
    expect(block.json().player.status).toBe('bloqueado');
    const before = await kit.playerRow(player.id);
    const res = await edit(organizer, player.id, { ca: 141 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ca: ['El CA no puede ser mayor que el PA.'] });
    expect(await kit.playerRow(player.id)).toEqual(before);
  });

  it('refuses bad bounds and unknown teams with 422, 404 for unknown players, changing nothing', async () => {
    const admin = await ctx.actor('Admin');
    const player = await kit.player({ idTeam: (await kit.team()).id });
    const before = await kit.playerRow(player.id);
    for (const [body, field] of [
      [{ age: 51 }, 'age'],
      [{ pa: 0 }, 'pa'],
      [{ value: 1.5 }, 'value'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ status: 'fichado' }, 'status'],
      [{ id_team: 9999 }, 'id_team'],
    ] as const) {
      const res = await edit(admin, player.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await kit.playerRow(player.id)).toEqual(before);
    expect((await edit(admin, 9999, { age: 20 })).statusCode).toBe(404);
  });
});

describe('PUT /api/players/:id by managers', () => {
  async function owned(status: PlayerStatus = '') {
    const owner = await ctx.actor('Manager Primera');
    const team = await kit.team({ idUser: owner.id });
    const player = await kit.player({ idTeam: team.id, status });
    return { owner, team, player };
  }

  it('lets the team owner change the status, ignoring fields sent back unchanged', async () => {
    const { owner, player } = await owned();
    const current = await fetchPlayer(owner, player.id);
    const res = await edit(owner, player.id, { ...current, status: 'restringido' });
    expect(res.statusCode).toBe(200);
    expect(res.json().player).toEqual({ ...current, status: 'restringido' });
  });

  it('moves a player the owner releases to the free-agent team of league_settings', async () => {
    const { owner, player } = await owned();
    await kit.team({ name: 'Relleno', division: null });
    const free = await kit.freeAgents();
    const res = await edit(owner, player.id, { status: 'liberado' });
    expect(res.json().player).toMatchObject({
      status: 'liberado',
      id_team: { id: free.id, name: 'Agentes Libres' },
    });
    expect(await kit.playerRow(player.id)).toMatchObject({ idTeam: free.id, status: 'liberado' });
  });

  it.each([
    ['to bloqueado', '', { status: 'bloqueado' }, 'Solo un Admin o un Organizador puede bloquear jugadores.'],
    [
      'a blocked player',
      'bloqueado',
      { status: '' },
      'El jugador está bloqueado: solo un Admin o un Organizador puede cambiar su estado.',
    ],
    [
      'a registered player',
      'registrado',
      { status: 'liberado' },
      'El registro es irreversible: solo un Admin o un Organizador puede cambiar el estado de un jugador registrado.',
    ],
    [
      'the CA',
      '',
      { ca: 121 },
      'Solo un Admin o un Organizador puede cambiar el nombre, la edad, el valor, el CA, el PA o el equipo de un jugador.',
    ],
    [
      'the team',
      '',
      { id_team: 9999 },
      'Solo un Admin o un Organizador puede cambiar el nombre, la edad, el valor, el CA, el PA o el equipo de un jugador.',
    ],
    [
      'the name along with a status',
      '',
      { name: 'Otro', status: 'restringido' },
      'Solo un Admin o un Organizador puede cambiar el nombre, la edad, el valor, el CA, el PA o el equipo de un jugador.',
    ],
  ] as const)(
    'refuses the owner changing %s with 403, changing nothing',
    async (_label, status, body, message) => {
      const { owner, player } = await owned(status);
      await expectForbidden(owner, player.id, body, message);
    },
  );

  it.each(['Manager Segunda', 'visitante'] as const)(
    'refuses %s editing another team’s player',
    async (rol) => {
      const { player } = await owned();
      const intruder = await ctx.actor(rol);
      const message = 'No tenés permiso para editar este jugador.';
      await expectForbidden(intruder, player.id, { status: 'restringido' }, message);
      expect((await edit(undefined, player.id, {})).statusCode).toBe(401);
    },
  );
});
