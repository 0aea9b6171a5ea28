import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionBids, auctions, budgetMovements } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOUR } from '../../test/market.test-kit';
import { auctionKit } from './auctions.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, auctionKit);
let id: number;
beforeEach(async () => {
  id = await K.openId(); // 10M by the buyer
  ctx.clock.advance(HOUR);
  await K.bid(K.L.rival, id, 14_000_000);
});

describe('POST /api/auction/confirm/{auctionId}', () => {
  it('refuses while the auction is open and changes nothing', async () => {
    ctx.clock.advance(23 * HOUR);
    const before = await K.state();
    const res = await K.confirm(K.L.admin, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^La subasta sigue abierta hasta el \d\d-\d\d-\d{4} \d\d:\d\d:\d\d: se confirma cuando cierre\.$/,
    );
    expect(await K.state()).toEqual(before);
  });

  it('takes the id of any bid row of the auction, as the league client sends it; the server picks the winner', async () => {
    K.closeAll();
    const [opening] = await ctx.db.select().from(auctionBids).where(eq(auctionBids.userId, K.L.buyer.id));
    const res = await ctx.request(K.L.admin.token, {
      method: 'POST',
      url: `/api/auction/confirm/${opening!.id}`,
      payload: { id_team: K.L.buyerTeam.id, id_player: 1, id_auctioned: K.L.buyer.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const balances = await K.L.balances();
    expect([balances[K.L.rival.id], balances[K.L.buyer.id]]).toEqual([86_000_000, 100_000_000]);
    const unknown = await ctx.request(K.L.admin.token, { method: 'POST', url: '/api/auction/confirm/9999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('after the close the latest bidder pays once and gets the player as bloqueado', async () => {
    K.closeAll();
    const res = await K.confirm(K.L.admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Subasta confirmada y jugador transferido.');
    const balances = await K.L.balances();
    expect([balances[K.L.rival.id], balances[K.L.buyer.id]]).toEqual([86_000_000, 100_000_000]);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'auction_payment')),
    ).toMatchObject([
      {
        userId: K.L.rival.id,
        amount: -14_000_000,
        refType: 'auction',
        refId: id,
        balanceAfter: 86_000_000,
        createdBy: K.L.admin.id,
      },
    ]);
    expect(await K.L.kit.playerRow(K.free.id)).toMatchObject({
      idTeam: K.L.rivalTeam.id,
      status: 'bloqueado',
    });
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ status: 'confirmed', winnerUserId: K.L.rival.id, confirmedBy: K.L.admin.id });
    await ctx.expectLedgerBalanced();

    await K.expectCallRefused(() => K.confirm(K.L.admin, id), 422, 'La subasta ya fue confirmada.');
  });

  it('refuses when the winner can no longer pay, and nothing changes', async () => {
    await K.setBudget(K.L.rival.id, -90_000_000); // 10M left, 14M owed
    K.closeAll();
    const before = await K.state();
    const res = await K.confirm(K.L.admin, id);
    await K.expectRefused(
      res,
      before,
      422,
      'El ganador ya no tiene presupuesto suficiente para pagar la subasta.',
    );
    expect(await K.L.kit.playerRow(K.free.id)).toMatchObject({ idTeam: K.freeTeam.id, status: '' });
  });

  it('refuses when the player left the auctioned team meanwhile', async () => {
    await ctx.db.update(auctions).set({ idTeam: K.L.sellerTeam.id }).where(eq(auctions.id, id));
    K.closeAll();
    await K.expectCallRefused(
      () => K.confirm(K.L.admin, id),
      422,
      'El jugador ya no pertenece al equipo subastado.',
    );
  });

  it('is for Admins only; unknown auctions are 404', async () => {
    K.closeAll();
    const before = await K.state();
    for (const who of [K.L.organizer, K.L.rival]) expect((await K.confirm(who, id)).statusCode).toBe(403);
    expect(
      (await ctx.request(undefined, { method: 'POST', url: `/api/auction/confirm/${id}` })).statusCode,
    ).toBe(401);
    await K.expectRefused(await K.confirm(K.L.admin, 9999), before, 404, 'Subasta no encontrada.');
  });
});
