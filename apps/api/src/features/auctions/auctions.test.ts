import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionBids, seasons } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOUR, NOON } from '../../test/market.test-kit';
import { auctionKit } from './auctions.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, auctionKit);

describe('POST /api/auctions', () => {
  it('opens an auction at the player value with the creator as first bidder; no money moves', async () => {
    const { L } = K;
    const before = await K.state();
    // The old client sends these; none of them is trusted.
    const res = await K.open(L.buyer, { id_team: L.sellerTeam.id, created_by: L.rival.id, id_season: 59 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Subasta creada exitosamente');
    expect(res.json().auction).toMatchObject({
      id_player: K.free.id,
      id_season: L.season.id,
      status: 'active',
      open: true,
      opening: 10_000_000,
      team: { id: K.freeTeam.id, name: 'Libres FC' },
      created_by: { id: L.buyer.id, name: 'Bruno Comprador' },
      latest: { amount: 10_000_000, bidder: { id: L.buyer.id }, team: { id: L.buyerTeam.id } },
      min_next_bid: 11_000_000,
      bids_count: 1,
      winner: null,
      player: { id: K.free.id, name: 'Libre', id_team: { id: K.freeTeam.id, division: '' } },
    });
    const { created_at, closes_at } = res.json().auction;
    expect(Date.parse(closes_at) - Date.parse(created_at)).toBe(24 * HOUR);
    expect(Date.parse(created_at) - NOON.getTime()).toBeLessThan(60_000);
    expect(res.json().bid).toMatchObject({ amount: 10_000_000, bidder: { id: L.buyer.id } });
    expect((await K.state()).balances).toEqual(before.balances);
    expect((await K.state()).movements).toBe(before.movements);
  });

  it('takes an opening of exactly half the value and refuses less', async () => {
    const before = await K.state();
    const low = await K.open(K.L.buyer, { amount: 4_999_999 });
    await K.expectRefused(low, before, 422, 'La oferta inicial debe ser de al menos 5.000.000 €.');
    const half = await K.open(K.L.buyer, { amount: '5000000' });
    expect(half.statusCode).toBe(201);
    expect(half.json().auction.opening).toBe(5_000_000);
  });

  it('refuses an opening above the creator budget', async () => {
    const before = await K.state();
    const res = await K.open(K.L.seller, { amount: 20_000_001 });
    await K.expectRefused(res, before, 422, 'Presupuesto insuficiente para esta oferta.');
  });

  it('refuses players of Primera and Segunda teams', async () => {
    const before = await K.state();
    const res = await K.open(K.L.buyer, { id_player: K.L.star.id });
    await K.expectRefused(
      res,
      before,
      422,
      'Solo se subastan jugadores de equipos fuera de Primera y Segunda.',
    );
  });

  it('opens only 4 h after the active season start', async () => {
    await ctx.db.update(seasons).set({ startDate: new Date(NOON.getTime() - 3 * HOUR) });
    const before = await K.state();
    const res = await K.open(K.L.buyer);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Acceso restringido\. El contenido estará disponible en: /);
    expect(await K.state()).toEqual(before);
    ctx.clock.advance(HOUR);
    expect((await K.open(K.L.buyer)).statusCode).toBe(201);
  });

  it('needs a team, a market role, a token and an active season', async () => {
    const teamless = await ctx.actor('Manager Primera', { profits: 50_000_000 });
    const waiting = await ctx.actor('En lista de espera');
    const before = await K.state();
    await K.expectRefused(await K.open(teamless), before, 422, 'No tienes equipo asignado.');
    expect((await K.open(waiting)).statusCode).toBe(403);
    expect(
      (await ctx.request(undefined, { method: 'POST', url: '/api/auctions', payload: {} })).statusCode,
    ).toBe(401);
    const missing = await K.open(K.L.buyer, { id_player: 999_999 });
    expect([missing.statusCode, missing.json().message]).toEqual([422, 'Jugador no encontrado.']);
    await ctx.db.update(seasons).set({ active: false });
    expect((await K.open(K.L.buyer)).json().message).toBe('No hay una temporada activa.');
    expect(await K.state()).toEqual(before);
  });

  it('takes a second opening for the same player as a bid on the running auction (old client form)', async () => {
    const id = await K.openId();
    ctx.clock.advance(HOUR);
    const res = await K.open(K.L.rival, { amount: 11_000_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Oferta realizada correctamente.');
    expect(res.json().auction).toMatchObject({ id, bids_count: 2, latest: { amount: 11_000_000 } });
    const low = await K.open(K.L.buyer, { amount: 11_500_000 });
    expect(low.json().message).toBe(
      'La oferta debe ser mayor que la oferta anterior: la mínima es 12.000.000 €.',
    );
    expect((await K.state()).auctions).toHaveLength(1);
  });
});

describe('reading auctions', () => {
  it('GET /api/auctions/player/{id}/current: bid history newest first with the auction, an empty state without one', async () => {
    const id = await K.openId();
    ctx.clock.advance(HOUR);
    await K.bid(K.L.rival, id, 12_000_000);
    const res = await ctx.request(K.L.seller.token, {
      method: 'GET',
      url: `/api/auctions/player/${K.free.id}/current`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().auction).toMatchObject({ id, opening: 10_000_000, status: 'active' });
    expect(res.json().data.map((b: { amount: number }) => b.amount)).toEqual([12_000_000, 10_000_000]);
    expect(res.json().data[0]).toMatchObject({
      bidder: { id: K.L.rival.id, name: 'Rita Rival' },
      team: { id: K.L.rivalTeam.id, name: 'Rivales FC' },
    });
    const other = await ctx.request(K.L.seller.token, {
      method: 'GET',
      url: `/api/auctions/player/${K.free.id}/current?season=${K.L.season.id + 1}`,
    });
    expect(other.statusCode).toBe(422);
    const none = await ctx.request(K.L.buyer.token, {
      method: 'GET',
      url: `/api/auctions/player/${K.L.star.id}/current`,
    });
    expect([none.statusCode, none.json()]).toEqual([200, { auction: null, data: [] }]);
  });

  it('GET /api/auctions/player/{id}: the bid rows of the league client, a bare array, [] when none', async () => {
    const none = await ctx.request(K.L.buyer.token, {
      method: 'GET',
      url: `/api/auctions/player/${K.free.id}`,
    });
    expect([none.statusCode, none.json()]).toEqual([200, []]);
    const id = await K.openId();
    await K.bid(K.L.rival, id, 12_000_000);
    const res = await ctx.request(K.L.seller.token, {
      method: 'GET',
      url: `/api/auctions/player/${K.free.id}?season=${K.L.season.id}`,
    });
    expect(res.json().map((r: { amount: number }) => r.amount)).toEqual([12_000_000, 10_000_000]);
    expect(res.json()[0]).toMatchObject({
      id_player: K.free.id,
      id_team: K.L.rivalTeam.id,
      created_by: K.L.rival.id,
      auctioned_by: K.L.rival.id,
      auctioneer: { id: K.L.rival.id, name: 'Rita Rival' },
      player: { id: K.free.id, name: K.free.name, value: K.free.value },
      status: 'active',
      id_season: K.L.season.id,
    });
  });

  it('GET /api/auction/last lists running auctions with latest bid and bidder; GET /api/auctions filters', async () => {
    const first = await K.openId();
    const other = await K.L.kit.player({ idTeam: K.freeTeam.id, name: 'Otro Libre', value: 4_000_000 });
    const second = await K.openId(K.L.rival, { id_player: other.id });
    await K.bid(K.L.seller, first, 15_000_000);
    K.closeAll();
    expect((await K.confirm(K.L.admin, second)).statusCode).toBe(200);

    const last = await ctx.request(K.L.buyer.token, {
      method: 'GET',
      url: `/api/auction/last?id_season=${K.L.season.id}`,
    });
    expect(last.statusCode).toBe(200);
    // A bare array of the latest bid of each running auction (the client's dashboard and list).
    expect(last.json()).toHaveLength(1);
    expect(last.json()[0]).toMatchObject({
      auction_id: first,
      amount: 15_000_000,
      creator: { id: K.L.seller.id, name: 'Sara Vendedora' },
      status: 'active',
    });
    const running = await ctx.request(K.L.buyer.token, { method: 'GET', url: '/api/auctions?status=active' });
    expect(running.json().data[0]).toMatchObject({
      id: first,
      latest: { amount: 15_000_000, bidder: { name: 'Sara Vendedora' } },
      bids_count: 2,
      open: false,
    });
    const confirmed = await ctx.request(K.L.buyer.token, {
      method: 'GET',
      url: '/api/auctions?status=confirmed',
    });
    expect(confirmed.json().data.map((a: { id: number }) => a.id)).toEqual([second]);
    expect(confirmed.json().data[0]).toMatchObject({ winner: { id: K.L.rival.id }, status: 'confirmed' });
    const all = await ctx.request(K.L.buyer.token, { method: 'GET', url: '/api/auctions?page=1&per_page=1' });
    expect(all.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/auction/last' })).statusCode).toBe(401);
    expect(await ctx.db.select().from(auctionBids).where(eq(auctionBids.auctionId, first))).toHaveLength(2);
  });
});
