import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, transfers } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague, type MarketLeague } from '../../test/market.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous transfer requests (PostgreSQL)', () => {
  const ctx = useTestContext();
  let L: MarketLeague;
  beforeEach(async () => {
    L = await marketLeague(ctx);
  });

  const payload = () => ({
    data: {
      id_team_from: L.sellerTeam.id,
      id_team_to: L.buyerTeam.id,
      players: [L.star.id],
      budget: 7_000_000,
    },
  });

  it('20 confirmations of one transfer move the players and pay once', async () => {
    const id = (
      await ctx.request(L.seller.token, { method: 'POST', url: '/api/transfer', payload: payload() })
    ).json().transfer.id as number;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.request((i % 2 ? L.buyer : L.admin).token, {
          method: 'POST',
          url: `/api/transferencia_confirmada/${id}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('La transferencia ya fue confirmada.');
    const balances = await L.balances();
    expect([balances[L.buyer.id], balances[L.seller.id]]).toEqual([93_000_000, 27_000_000]);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.refType, 'transfer')),
    ).toHaveLength(2);
    expect((await L.playerRows([L.star.id]))[0]!.idTeam).toBe(L.buyerTeam.id);
    await ctx.expectLedgerBalanced();
  });

  it('20 transfers of the same player sent at once leave one pending', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.request((i % 2 ? L.seller : L.admin).token, {
          method: 'POST',
          url: '/api/transfer',
          payload: payload(),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('El jugador Estrella ya está en una transferencia pendiente.');
    expect(await ctx.db.select().from(transfers)).toHaveLength(1);
  });
});
