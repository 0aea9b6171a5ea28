import { beforeEach, describe, expect, it } from 'vitest';
import { auctionBids, auctions, moveMoney, seasons } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { HOUR, NOON, marketLeague, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

const dashboard = async (who: { token: string }, query = '') => {
  const res = await ctx.request(who.token, { method: 'GET', url: `/api/dashboard${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/dashboard', () => {
  it('adds up the caller’s market spending from the ledger and lists their market activity', async () => {
    const winner = await L.offerId(L.buyer, { value: 15_000_000 });
    await L.offerId(L.rival, { value: 11_000_000 });
    const lateral = await L.kit.player({ idTeam: L.sellerTeam.id, name: 'Lateral', value: 1_000_000 });
    const transfer = await ctx.request(L.seller.token, {
      method: 'POST',
      url: '/api/transfer',
      payload: {
        data: {
          id_team_from: L.sellerTeam.id,
          id_team_to: L.buyerTeam.id,
          players: [lateral.id],
          budget: 7_000_000,
        },
      },
    });
    // A bet stake and an Admin debit: only the first is market spending.
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { userId: L.buyer.id, amount: -2_000_000, reason: 'bet_stake' }),
    );
    await ctx.request(L.admin.token, {
      method: 'PUT',
      url: `/api/users/${L.buyer.id}`,
      payload: { adjustment: -1_000_000 },
    });

    const sealed = await dashboard(L.seller);
    expect(sealed.received_clauses).toHaveLength(2);
    expect(
      sealed.received_clauses.every((c: { hidden: boolean; value: null }) => c.hidden && c.value === null),
    ).toBe(true);
    expect(
      sealed.pending_transfers.map((t: { id: number; can_confirm: boolean }) => [t.id, t.can_confirm]),
    ).toEqual([[transfer.json().transfer.id, false]]);

    ctx.clock.set(new Date('2026-03-10T21:00:00Z'));
    expect((await L.confirm(L.admin, winner)).statusCode).toBe(200);
    expect(
      (
        await ctx.request(L.buyer.token, {
          method: 'POST',
          url: `/api/transferencia_confirmada/${transfer.json().transfer.id}`,
        })
      ).statusCode,
    ).toBe(200);

    const mine = await dashboard(L.buyer);
    expect(mine).toMatchObject({
      season: { id: L.season.id, name: 'Temporada 59' },
      team: { id: L.buyerTeam.id, name: 'Compradores FC', division: 'Primera' },
      budget: 100_000_000 - 15_000_000 - 7_000_000 - 2_000_000 - 1_000_000,
      budget_spent: 15_000_000 + 7_000_000 + 2_000_000,
      pending_transfers: [],
      received_clauses: [],
    });
    expect(mine.executed_clauses).toEqual([
      expect.objectContaining({ id: winner, value: 15_000_000, confirmed: 'yes' }),
    ]);
    expect(
      mine.recent_movements.map((m: { reason: string; amount: number }) => [m.reason, m.amount]),
    ).toEqual([
      ['transfer_payment', -7_000_000],
      ['clause_payment', -15_000_000],
      ['admin_adjustment', -1_000_000],
      ['bet_stake', -2_000_000],
      ['admin_adjustment', 100_000_000],
    ]);
    const seller = await dashboard(L.seller);
    expect(
      seller.received_clauses.map((c: { value: number; created_by: { name: string } }) => [
        c.created_by.name,
        c.value,
      ]),
    ).toEqual([
      ['Rita Rival', 11_000_000],
      ['Bruno Comprador', 15_000_000],
    ]);
    expect(seller.budget_spent).toBe(0);
    await ctx.expectLedgerBalanced();
  });

  it('counts spending within the chosen season’s dates only', async () => {
    const [past] = await ctx.db
      .insert(seasons)
      .values({ name: 'Temporada 58', startDate: new Date('2019-01-01T00:00:00Z') })
      .returning();
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { userId: L.buyer.id, amount: -3_000_000, reason: 'bet_stake' }),
    );
    expect((await dashboard(L.buyer, `?season=${past!.id}`)).budget_spent).toBe(0);
    expect((await dashboard(L.buyer, `?season=${L.season.id}`)).budget_spent).toBe(3_000_000);
    expect(
      (await ctx.request(L.buyer.token, { method: 'GET', url: '/api/dashboard?season=999' })).statusCode,
    ).toBe(422);
  });

  it('lists the auctions the caller opened or bid in, with the highest bid', async () => {
    const outside = await L.kit.team({ name: 'Club Libre', division: null });
    const [p1, p2, p3] = await L.kit.players(3, { idTeam: outside.id, value: 4_000_000 });
    const open = (by: number, player: number, minutesAgo: number) =>
      ctx.db
        .insert(auctions)
        .values({
          idPlayer: player,
          idTeam: outside.id,
          idSeason: L.season.id,
          createdBy: by,
          openingAmount: 2_000_000,
          closesAt: new Date(NOON.getTime() + 24 * HOUR),
          createdAt: new Date(NOON.getTime() - minutesAgo * 60_000),
        })
        .returning();
    const [own] = await open(L.buyer.id, p1!.id, 30);
    const [bidOn] = await open(L.rival.id, p2!.id, 20);
    await open(L.rival.id, p3!.id, 10);
    await ctx.db.insert(auctionBids).values([
      { auctionId: bidOn!.id, userId: L.buyer.id, amount: 3_000_000 },
      { auctionId: bidOn!.id, userId: L.rival.id, amount: 4_000_000 },
    ]);
    const { own_auctions } = await dashboard(L.buyer);
    expect(own_auctions).toEqual([
      expect.objectContaining({
        id: bidOn!.id,
        player: p2!.name,
        amount: 4_000_000,
        my_bid: 3_000_000,
        status: 'active',
        created_by: { id: L.rival.id, name: 'Rita Rival' },
      }),
      expect.objectContaining({
        id: own!.id,
        player: p1!.name,
        amount: 2_000_000,
        my_bid: null,
        closes_at: '2026-03-11T15:00:00.000Z',
      }),
    ]);
  });

  it('works for a user without team or season, and needs a token', async () => {
    const visitor = await ctx.actor('visitante');
    expect(await dashboard(visitor)).toMatchObject({
      team: null,
      budget: 0,
      budget_spent: 0,
      executed_clauses: [],
      received_clauses: [],
      recent_movements: [],
    });
    await ctx.db.update(seasons).set({ active: false });
    expect((await dashboard(visitor)).season).toBeNull();
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
