import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, players, teams } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { transferKit } from './transfers.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, transferKit);
type Who = { token: string };

describe('confirming a transfer', () => {
  async function pending(by: Who = K.L.seller) {
    const res = await K.create(by, K.deal());
    return res.json().transfer.id as number;
  }

  it('lets the other party confirm: players move, the buyer pays the seller once', async () => {
    const id = await pending(K.L.seller);
    const res = await K.confirm(K.L.buyer, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Transferencia confirmada correctamente' });
    expect((await K.L.playerRows([K.L.star.id, K.extra.id])).map((p) => [p.idTeam, p.status])).toEqual([
      [K.L.buyerTeam.id, 'bloqueado'],
      [K.L.buyerTeam.id, 'bloqueado'],
    ]);
    const balances = await K.L.balances();
    expect([balances[K.L.buyer.id], balances[K.L.seller.id]]).toEqual([93_000_000, 27_000_000]);
    const moves = await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.refType, 'transfer'));
    expect(moves.map((m) => [m.userId, m.amount, m.reason, m.refId])).toEqual([
      [K.L.buyer.id, -7_000_000, 'transfer_payment', id],
      [K.L.seller.id, 7_000_000, 'transfer_income', id],
    ]);
    const before = await K.state();
    await K.expectRefused(await K.confirm(K.L.buyer, id), before, 422, 'La transferencia ya fue confirmada.');
    await K.expectRefused(await K.confirm(K.L.admin, id), before, 422, 'La transferencia ya fue confirmada.');
  });

  it('refuses the creator and outsiders, accepts an Admin', async () => {
    const id = await pending(K.L.seller);
    const before = await K.state();
    const message = 'No podés confirmar esta transferencia: debe confirmarla la otra parte o un Admin.';
    for (const who of [K.L.seller, K.L.rival, K.L.organizer])
      await K.expectRefused(await K.confirm(who, id), before, 403, message);
    expect((await K.confirm(K.L.admin, id)).statusCode).toBe(200);
    await ctx.expectLedgerBalanced();
    await K.expectRefused(
      await K.confirm(K.L.admin, 4242),
      await K.state(),
      404,
      'Transferencia no encontrada.',
    );
  });

  it('refuses when the buyer can no longer pay or a player left the giving team', async () => {
    const id = await pending(K.L.seller);
    await ctx.request(K.L.admin.token, {
      method: 'PUT',
      url: `/api/users/${K.L.buyer.id}`,
      payload: { adjustment: -94_000_000 },
    });
    await K.expectRefused(
      await K.confirm(K.L.buyer, id),
      await K.state(),
      422,
      'El comprador no tiene presupuesto suficiente para esta transferencia.',
    );
    await ctx.request(K.L.admin.token, {
      method: 'PUT',
      url: `/api/users/${K.L.buyer.id}`,
      payload: { adjustment: 94_000_000 },
    });
    await ctx.db.update(players).set({ idTeam: K.L.rivalTeam.id }).where(eq(players.id, K.extra.id));
    await K.expectRefused(
      await K.confirm(K.L.buyer, id),
      await K.state(),
      422,
      'Alguno de los jugadores ya no pertenece al equipo de origen.',
    );
  });

  it('pays the current owners at confirmation', async () => {
    const id = await pending(K.L.admin);
    await ctx.db.update(teams).set({ idUser: null }).where(eq(teams.id, K.L.sellerTeam.id));
    await K.expectRefused(
      await K.confirm(K.L.seller, id),
      await K.state(),
      403,
      'No podés confirmar esta transferencia: debe confirmarla la otra parte o un Admin.',
    );
    await K.expectRefused(
      await K.confirm(K.L.buyer, id),
      await K.state(),
      422,
      'El equipo de origen no tiene manager que cobre la transferencia.',
    );
  });
});

describe('transfer lists', () => {
  it('shows pending transfers to the teams involved (every one to an Admin) and the history to everyone', async () => {
    const mine = (await K.create(K.L.seller, K.deal())).json().transfer.id as number;
    const others = (
      await K.create(K.L.admin, {
        id_team_from: K.L.rivalTeam.id,
        id_team_to: K.L.buyerTeam.id,
        players: [(await K.L.kit.player({ idTeam: K.L.rivalTeam.id, name: 'Nueve' })).id],
      })
    ).json().transfer.id as number;
    // /transferencia_pendiente answers a bare array (the league client's shape), /traspasos {data}.
    const list = async (who: Who, url = '/api/transferencia_pendiente') => {
      const body = (await ctx.request(who.token, { method: 'GET', url })).json();
      return Array.isArray(body) ? body : body.data;
    };
    expect(
      (await list(K.L.seller)).map((t: { id: number; can_confirm: boolean }) => [t.id, t.can_confirm]),
    ).toEqual([[mine, false]]);
    expect(
      (await list(K.L.buyer)).map((t: { id: number; can_confirm: boolean }) => [t.id, t.can_confirm]),
    ).toEqual([
      [others, true],
      [mine, true],
    ]);
    expect(
      (await list(K.L.admin, `/api/transferencia_pendiente?season=${K.L.season.id}`)).map(
        (t: { id: number }) => t.id,
      ),
    ).toEqual([others, mine]);
    expect(await list(await ctx.actor('Manager Segunda'))).toEqual([]);

    await K.confirm(K.L.buyer, mine);
    expect((await list(K.L.seller)).length).toBe(0);
    const history = await list(K.L.rival, `/api/traspasos?season=${K.L.season.id}`);
    expect(
      history.map((t: { id: number; confirmed: string; transferred_players: string }) => [
        t.id,
        t.confirmed,
        t.transferred_players,
      ]),
    ).toEqual([
      [others, 'no', 'Nueve'],
      [mine, 'yes', 'Estrella, Volante'],
    ]);
    expect(history[1]).toMatchObject({
      team_from: { id: K.L.sellerTeam.id, name: 'Vendedores FC' },
      team_to: { id: K.L.buyerTeam.id, name: 'Compradores FC' },
      created_by: { id: K.L.seller.id, name: 'Sara Vendedora' },
      budget: 7_000_000,
      created_at: expect.any(String),
    });
    expect(
      (await ctx.request(K.L.rival.token, { method: 'GET', url: '/api/traspasos?season=999' })).statusCode,
    ).toBe(422);
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/traspasos' })).statusCode).toBe(401);
  });
});
