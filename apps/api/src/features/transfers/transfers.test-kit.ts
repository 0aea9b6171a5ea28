import { transfers } from '@liga/db';
import { addVolante, marketLeague } from '../../test/market.test-kit';
import { callRefusalCheck, refusalCheck, type TestContext } from '../../test/context.test-kit';
import { movementCount } from '../../test/money.test-kit';

type Who = { token: string };

/**
 * The market league plus 'Volante' in the seller's team, and the calls the transfer tests make.
 * deal(): the seller's star and Volante to the buyer for 7M (the buyer pays the seller).
 */
export async function transferKit(ctx: TestContext) {
  const L = await marketLeague(ctx);
  const extra = await addVolante(L);
  const state = async () => ({
    balances: await L.balances(),
    players: (await L.kit.allPlayers()).map((p) => [p.id, p.idTeam, p.status]),
    transfers: (await ctx.db.select().from(transfers)).map((t) => [t.id, t.status]),
    movements: await movementCount(ctx.db),
  });
  return {
    L,
    extra,
    state,
    create: (who: Who, data: Record<string, unknown>, wrap = true) =>
      ctx.request(who.token, { method: 'POST', url: '/api/transfer', payload: wrap ? { data } : data }),
    deal: (more: Record<string, unknown> = {}) => ({
      id_team_from: L.sellerTeam.id,
      id_team_to: L.buyerTeam.id,
      players: [L.star.id, extra.id],
      budget: 7_000_000,
      id_season: 59,
      ...more,
    }),
    confirm: (who: Who, id: number) =>
      ctx.request(who.token, { method: 'POST', url: `/api/transferencia_confirmada/${id}` }),
    /** A refusal answers status + message and changes no balance, player, transfer or ledger row. */
    expectRefused: refusalCheck(ctx, state),
    expectCallRefused: callRefusalCheck(ctx, state),
  };
}
export type TransferKit = Awaited<ReturnType<typeof transferKit>>;
