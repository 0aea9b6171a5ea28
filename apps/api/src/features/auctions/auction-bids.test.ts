import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctions } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOUR } from '../../test/market.test-kit';
import { auctionKit } from './auctions.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, auctionKit);
let id: number;
beforeEach(async () => {
  id = await K.openId(); // 10M by the buyer
});

const closesAt = async () =>
  (await ctx.db.select({ at: auctions.closesAt }).from(auctions).where(eq(auctions.id, id)))[0]!.at;

describe('POST /api/auctions/{id}/bids', () => {
  it('takes a bid of at least latest + 1.000.000 and moves the close to 24 h after it; no money moves', async () => {
    const before = await K.state();
    ctx.clock.advance(10 * HOUR);
    const res = await K.bid(K.L.rival, id, 11_000_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Oferta realizada correctamente.');
    expect(res.json().bid).toMatchObject({
      amount: 11_000_000,
      bidder: { id: K.L.rival.id, name: 'Rita Rival' },
      team: { id: K.L.rivalTeam.id, name: 'Rivales FC' },
    });
    const closes = await closesAt();
    expect(closes.getTime() - Date.parse(res.json().bid.created_at)).toBe(24 * HOUR);
    expect(res.json().auction).toMatchObject({ closes_at: closes.toISOString(), min_next_bid: 12_000_000 });
    const after = await K.state();
    expect([after.balances, after.movements]).toEqual([before.balances, before.movements]);
    expect(after.bids).toEqual([
      [K.L.buyer.id, 10_000_000],
      [K.L.rival.id, 11_000_000],
    ]);
    await ctx.expectLedgerBalanced();
  });

  it('refuses a raise under 1.000.000 with the league client’s message naming the minimum', async () => {
    const before = await K.state();
    const res = await K.bid(K.L.rival, id, 10_999_999);
    const low = 'La oferta debe ser mayor que la oferta anterior: la mínima es 11.000.000 €.';
    await K.expectRefused(res, before, 422, low);
    expect(res.json().errors).toEqual({ amount: [low] });
    expect((await K.bid(K.L.rival, id, 11_000_000)).statusCode).toBe(201);
    const next = await K.bid(K.L.seller, id, 11_500_000);
    expect(next.json().message).toBe(
      'La oferta debe ser mayor que la oferta anterior: la mínima es 12.000.000 €.',
    );
  });

  it('refuses the leader raising their own lead, also through the old client form; another bidder may', async () => {
    const leads = 'Ya vas ganando esta subasta: no podés superar tu propia oferta.';
    let before = await K.state();
    // The opener leads with the opening bid until someone outbids it.
    await K.expectRefused(await K.bid(K.L.buyer, id, 15_000_000), before, 422, leads);
    expect((await K.bid(K.L.rival, id, 11_000_000)).statusCode).toBe(201);
    before = await K.state();
    const own = await K.bid(K.L.rival, id, 12_000_000);
    await K.expectRefused(own, before, 422, leads);
    expect(own.json().errors).toEqual({ amount: [leads] });
    await K.expectRefused(await K.open(K.L.rival, { amount: 12_000_000 }), before, 422, leads);
    expect((await K.bid(K.L.buyer, id, 12_000_000)).statusCode).toBe(201);
  });

  it('refuses a bid above the bidder budget', async () => {
    const before = await K.state();
    const res = await K.bid(K.L.seller, id, 20_000_001);
    await K.expectRefused(res, before, 422, 'Presupuesto insuficiente para esta oferta.');
    expect((await K.bid(K.L.seller, id, 20_000_000)).statusCode).toBe(201);
  });

  it('closes 24 h after the latest bid: at that instant no bid is taken', async () => {
    ctx.clock.advance(23 * HOUR);
    expect((await K.bid(K.L.rival, id, 11_000_000)).statusCode).toBe(201);
    ctx.clock.advance(23 * HOUR); // 46 h after the opening, 23 h after the latest bid: still open
    expect((await K.bid(K.L.buyer, id, 12_000_000)).statusCode).toBe(201);
    ctx.clock.set(await closesAt());
    await K.expectCallRefused(() => K.bid(K.L.rival, id, 13_000_000), 422, 'La subasta está cerrada.');
  });

  it('refuses bids on a confirmed auction, unknown auctions, bidders without team and other roles', async () => {
    K.closeAll();
    expect((await K.confirm(K.L.admin, id)).statusCode).toBe(200);
    const before = await K.state();
    await K.expectRefused(await K.bid(K.L.rival, id, 50_000_000), before, 422, 'La subasta está cerrada.');
    await K.expectRefused(await K.bid(K.L.rival, 9999, 50_000_000), before, 404, 'Subasta no encontrada.');
    const second = await K.L.kit.player({ idTeam: K.freeTeam.id, value: 2_000_000 });
    const other = await K.openId(K.L.rival, { id_player: second.id });
    const teamless = await ctx.actor('Manager Segunda', { profits: 90_000_000 });
    const now = await K.state();
    await K.expectRefused(await K.bid(teamless, other, 5_000_000), now, 422, 'No tienes equipo asignado.');
    const waiting = await ctx.actor('En lista de espera');
    expect((await K.bid(waiting, other, 5_000_000)).statusCode).toBe(403);
    const bad = await K.bid(K.L.buyer, other, 'mucho');
    expect([bad.statusCode, bad.json().errors.amount]).toEqual([
      422,
      ['El monto debe ser un número entero mayor que 0.'],
    ]);
  });
});
