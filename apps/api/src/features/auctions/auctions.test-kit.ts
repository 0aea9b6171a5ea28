import { asc } from 'drizzle-orm';
import { auctionBids, auctions, moveMoney } from '@liga/db';
import { HOUR, marketLeague } from '../../test/market.test-kit';
import { callRefusalCheck, refusalCheck, type TestContext } from '../../test/context.test-kit';
import { movementCount } from '../../test/money.test-kit';

type Who = { token: string };

/**
 * The market league plus 'Libre' (value 10M) in 'Libres FC', a team outside the two divisions,
 * and the calls the auction tests make. The clock stands at NOON; the season started long ago.
 */
export async function auctionKit(ctx: TestContext) {
  const L = await marketLeague(ctx);
  const freeTeam = await L.kit.team({ name: 'Libres FC', division: null });
  const free = await L.kit.player({ idTeam: freeTeam.id, name: 'Libre', value: 10_000_000, status: '' });
  const state = async () => ({
    balances: await L.balances(),
    players: (await L.kit.allPlayers()).map((p) => [p.id, p.idTeam, p.status]),
    auctions: (await ctx.db.select().from(auctions).orderBy(asc(auctions.id))).map((a) => [
      a.id,
      a.status,
      a.closesAt.toISOString(),
      a.winnerUserId,
    ]),
    bids: (await ctx.db.select().from(auctionBids).orderBy(asc(auctionBids.id))).map((b) => [
      b.userId,
      b.amount,
    ]),
    movements: await movementCount(ctx.db),
  });
  const kit = {
    L,
    freeTeam,
    free,
    state,
    open: (who: Who, payload: Record<string, unknown> = {}) =>
      ctx.request(who.token, {
        method: 'POST',
        url: '/api/auctions',
        payload: { id_player: free.id, ...payload },
      }),
    /** Opens the auction on Libre (10M by the buyer unless said otherwise) and returns its id. */
    openId: async (who: Who = L.buyer, payload: Record<string, unknown> = {}) => {
      const res = await kit.open(who, payload);
      if (res.statusCode !== 201) throw new Error(`auction failed: ${res.body}`);
      return res.json().auction.id as number;
    },
    bid: (who: Who, id: number, amount: unknown) =>
      ctx.request(who.token, { method: 'POST', url: `/api/auctions/${id}/bids`, payload: { amount } }),
    confirm: (who: Who, id: number) =>
      ctx.request(who.token, { method: 'POST', url: `/api/auctions/${id}/confirm` }),
    /** Past the 24 h after the latest bid. */
    closeAll: () => ctx.clock.advance(24 * HOUR + 1000),
    setBudget: (userId: number, delta: number) =>
      ctx.db.transaction((tx) =>
        moveMoney(tx, { userId, amount: delta, reason: 'admin_adjustment', allowNegative: true }),
      ),
    /** A refusal answers status + message and changes no balance, player, auction, bid or ledger row. */
    expectRefused: refusalCheck(ctx, state),
    expectCallRefused: callRefusalCheck(ctx, state),
  };
  return kit;
}
export type AuctionKit = Awaited<ReturnType<typeof auctionKit>>;
