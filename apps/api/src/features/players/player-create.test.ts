import { describe, expect, it } from 'vitest';
import type { Role } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

const payload = (idTeam: number) => ({
  name: 'Nahuel Quiroga',
  age: 22,
  ca: 130,
  pa: 165,
  value: 12_000_000,
  status: '',
  id_team: idTeam,
});

const create = (token: string, body: object) =>
  ctx.request(token, { method: 'POST', url: '/api/players', payload: body });

describe('POST /api/players', () => {
  it('lets an Admin create a player', async () => {
    const staff = await ctx.actor('Admin');
    const team = await kit.team({ name: 'Unión del Sur' });
    const res = await create(staff.token, payload(team.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Jugador creado satisfactoriamente',
      player: {
        id: expect.any(Number),
        ...payload(team.id),
        id_team: { id: team.id, name: 'Unión del Sur', division: 'Primera' },
      },
    });
    expect(await kit.playerRow(res.json().player.id)).toMatchObject({
      name: 'Nahuel Quiroga',
      idTeam: team.id,
    });
  });

  // Only an Admin adds players (docs/rules.md §3.1); the Organizador edits fields and blocks.
  it.each(['Organizador', 'Manager Primera', 'visitante', 'En lista de espera'] as const)(
    'refuses %s with 403, creating nothing',
    async (rol: Role) => {
      const caller = await ctx.actor(rol);
      const team = await kit.team({ idUser: caller.id });
      const res = await create(caller.token, payload(team.id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'No tenés permiso para realizar esta acción.' });
      expect(await kit.allPlayers()).toEqual([]);
    },
  );

  it('refuses bad bounds with a Spanish message per field', async () => {
    const admin = await ctx.actor('Admin');
    const team = await kit.team();
    const res = await create(admin.token, {
      name: '',
      age: 13,
      ca: 0,
      pa: 201,
      value: -1,
      status: 'vendido',
      id_team: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['El nombre es obligatorio.'],
      age: ['La edad debe ser al menos 14.'],
      ca: ['El CA debe ser al menos 1.'],
      pa: ['El PA no puede superar 200.'],
      value: ['El valor no puede ser negativo.'],
      status: ['El estado no es válido.'],
      id_team: ['El equipo es obligatorio.'],
    });
    const above = await create(admin.token, { ...payload(team.id), ca: 170, pa: 160 });
    expect(above.json()).toEqual({
      message: 'El CA no puede ser mayor que el PA.',
      errors: { ca: ['El CA no puede ser mayor que el PA.'] },
    });
    const noTeam = await create(admin.token, payload(9999));
    expect(noTeam.json().errors).toEqual({ id_team: ['El equipo no existe.'] });
    expect(await kit.allPlayers()).toEqual([]);
  });

  it('puts a player created as liberado in the free-agent team of league_settings', async () => {
    const admin = await ctx.actor('Admin');
    const team = await kit.team();
    const withoutSetting = await create(admin.token, { ...payload(team.id), status: 'liberado' });
    expect(withoutSetting.statusCode).toBe(422);
    expect(withoutSetting.json().errors).toEqual({
      status: ['No está configurado el equipo de agentes libres.'],
    });
    const free = await kit.freeAgents();
    const res = await create(admin.token, { ...payload(team.id), status: 'liberado' });
    expect(res.json().player.id_team).toEqual({ id: free.id, name: 'Agentes Libres', division: '' });
  });
});
