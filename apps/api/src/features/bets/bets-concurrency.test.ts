import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { budgetMovements, matchBets, userBets } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { betKit, type BetKit } from './bets.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous bet calls (PostgreSQL)', () => {
  const ctx = useTestContext();
  let K: BetKit;
  beforeEach(async () => {
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

  it('40 old-route confirmations at once for a user with several bets settle one bet (decision 013)', async () => {
    for (const option of ['home', 'away', 'draw', 'over'])
      await K.placeId(K.bettor, { id_bet: K.matchBet, option, amount: 1_000_000 });
    const url = `/api/apuesta/usuario/${K.matchBet}/${K.bettor.id}`;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => ctx.request(K.admin.token, { method: 'PUT', url })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const settled = await ctx.db.select().from(userBets).where(eq(userBets.confirmed, true));
    expect(settled.map((b) => [b.option, b.outcome])).toEqual([['over', 'won']]);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'bet_payout')),
    ).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('home and away settled as won at once: only one is paid', async () => {
    const home = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 1_000_000 });
    const away = await K.placeId(K.poor, { id_bet: K.matchBet, option: 'away', amount: 1_000_000 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => K.settle(K.admin, i % 2 ? home : away, 'won')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const won = await ctx.db.select().from(userBets).where(eq(userBets.outcome, 'won'));
    expect(won).toHaveLength(1);
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
    // A bet row written once the deactivation has committed is a bet taken after it: a trigger
    // records any such row the moment it is inserted, inside the bet's own transaction.
    await ctx.db.execute(sql`create table late_bets (user_bet_id integer not null)`);
    await ctx.db.execute(sql`create function record_late_bet() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from match_bets where id = new.id_bet and not active) then
          insert into late_bets values (new.id);
        end if;
        return new;
      end $$`);
    await ctx.db.execute(
      sql`create trigger late_bet after insert on user_bets for each row execute function record_late_bet()`,
    );
    try {
      let taken = 0;
      for (let round = 0; round < 3; round++) {
        await ctx.db.update(matchBets).set({ active: true }).where(eq(matchBets.id, K.matchBet));
        const bet = () => K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 1_000_000 });
        const responses = await Promise.all([
          ...Array.from({ length: 6 }, bet),
          ctx.request(K.admin.token, {
            method: 'PUT',
            url: `/api/bets/${K.matchBet}`,
            payload: { active: false },
          }),
          ...Array.from({ length: 6 }, bet),
        ]);
        expect(responses[6]!.statusCode).toBe(200);
        const bets = responses.filter((_, i) => i !== 6);
        for (const r of bets.filter((r) => r.statusCode !== 201))
          expect([r.statusCode, r.json().message]).toEqual([422, 'Esta apuesta ya no acepta jugadas.']);
        taken += bets.filter((r) => r.statusCode === 201).length;
        const after = await bet();
        expect([after.statusCode, after.json().message]).toEqual([422, 'Esta apuesta ya no acepta jugadas.']);
      }
      expect(await ctx.db.execute(sql`select user_bet_id from late_bets`)).toMatchObject({ rows: [] });
      expect(await ctx.db.select().from(userBets)).toHaveLength(taken);
      expect(await balanceOf(K.bettor.id)).toBe(50_000_000 - taken * 1_000_000);
      await ctx.expectLedgerBalanced();
    } finally {
      await ctx.db.execute(sql`drop trigger late_bet on user_bets`);
      await ctx.db.execute(sql`drop function record_late_bet`);
      await ctx.db.execute(sql`drop table late_bets`);
    }
  });
});
