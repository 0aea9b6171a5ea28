import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, userBets } from '@liga/db';
import { createTestContext, type TestContext } from '../../test/context';
import { betKit, type BetKit } from './fixtures';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous bet calls (PostgreSQL)', () => {
  let ctx: TestContext;
  let K: BetKit;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    K = await betKit(ctx);
  });

  const balanceOf = async (id: number) => (await K.state()).balances.find(([u]) => u === id)![1];

  it('20 confirmations of one user bet at once pay once', async () => {
    const bet = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 10_000_000 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? K.settle(K.admin, bet, 'won')
          : ctx.request(K.admin.token, {
              method: 'PUT',
              url: `/api/apuesta/usuario/${K.matchBet}/${K.bettor.id}`,
            }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200))
      expect(['La apuesta ya fue confirmada.', 'No hay apuestas por confirmar']).toContain(r.json().message);
    expect(await balanceOf(K.bettor.id)).toBe(40_000_000 + 18_500_000);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'bet_payout')),
    ).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('10 stakes at once never take the budget below zero', async () => {
    // 50M budget, ten stakes of 6M: eight fit.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        K.place(K.bettor, { id_bet: K.matchBet, option: 'over', amount: 6_000_000 }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(8);
    for (const r of responses.filter((r) => r.statusCode !== 201))
      expect([r.statusCode, r.json().message]).toEqual([422, 'Presupuesto insuficiente para esta apuesta.']);
    expect(await balanceOf(K.bettor.id)).toBe(2_000_000);
    expect(await ctx.db.select().from(userBets)).toHaveLength(8);
    await ctx.expectLedgerBalanced();
  });

  it('bets racing a deactivation: none is taken after it', async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 1_000_000 }),
      ),
      ctx.request(K.admin.token, {
        method: 'PUT',
        url: `/api/bets/${K.matchBet}`,
        payload: { active: false },
      }),
      ...Array.from({ length: 5 }, () =>
        K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 1_000_000 }),
      ),
    ]);
    expect(responses.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const taken = responses.filter((r) => r.statusCode === 201).length;
    expect(await ctx.db.select().from(userBets)).toHaveLength(taken);
    expect(await balanceOf(K.bettor.id)).toBe(50_000_000 - taken * 1_000_000);
    const after = await K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 1_000_000 });
    expect(after.json().message).toBe('Esta apuesta ya no acepta jugadas.');
    await ctx.expectLedgerBalanced();
  });
});
