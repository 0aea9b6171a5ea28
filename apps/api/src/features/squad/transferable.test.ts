import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

const mark = (token: string, id: number | string, transferable: unknown) =>
  ctx.request(token, { method: 'PUT', url: `/api/plantel/${id}/transferible`, payload: { transferable } });

describe('PUT /api/plantel/{id}/transferible (decision 034)', () => {
  it('an owner marks and unmarks a player of their own squad; the squad lists the marked ids', async () => {
    const owner = await ctx.actor('Manager Primera');
    const team = await kit.team({ name: 'Deportivo Norte', idUser: owner.id });
    const [a, b] = await kit.players(2, { idTeam: team.id });
    const res = await mark(owner.token, a!.id, true);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: 'Jugador marcado como transferible.', player_id: a!.id, transferable: true },
    ]);
    await mark(owner.token, b!.id, true);
    expect(
      (await ctx.request(owner.token, { method: 'GET', url: '/api/plantel' })).json().transferable,
    ).toEqual([a!.id, b!.id]);
    const off = await mark(owner.token, a!.id, false);
    expect(off.json().message).toBe('El jugador ya no está en la lista de transferibles.');
    expect((await kit.playerRow(a!.id))!.transferable).toBe(false);
    expect((await kit.playerRow(b!.id))!.transferable).toBe(true);
    // Every players list shows the mark (read-only) to anyone: only on the marked player.
    const viewer = await ctx.actor('Manager Segunda');
    const list = await ctx.request(viewer.token, { method: 'GET', url: `/api/players?team=${team.id}` });
    const byId = new Map(list.json().data.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(a!.id)).not.toHaveProperty('transferable');
    expect(byId.get(b!.id)).toMatchObject({ id: b!.id, transferable: true });
    const one = await ctx.request(viewer.token, { method: 'GET', url: `/api/players/${b!.id}` });
    expect(one.json()).toMatchObject({ id: b!.id, transferable: true });
  });

  it('refuses another team’s player, staff without the team, a visitor and a bad body; nothing changes', async () => {
    const owner = await ctx.actor('Manager Primera');
    await kit.team({ idUser: owner.id });
    const other = await kit.team({ name: 'Ajeno', idUser: (await ctx.actor('Manager Segunda')).id });
    const theirs = await kit.player({ idTeam: other.id });
    const refused = await mark(owner.token, theirs.id, true);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Solo podés marcar jugadores de tu plantel.',
    ]);
    const admin = await ctx.actor('Admin');
    expect((await mark(admin.token, theirs.id, true)).statusCode).toBe(403);
    expect((await mark((await ctx.actor('visitante')).token, theirs.id, true)).statusCode).toBe(403);
    const missing = await mark(owner.token, 999_999, true);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Jugador no encontrado.']);
    const bad = await mark(owner.token, theirs.id, 'sí');
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { transferable: ['Indicá si el jugador es transferible.'] },
    ]);
    expect((await kit.playerRow(theirs.id))!.transferable).toBe(false);
  });
});
