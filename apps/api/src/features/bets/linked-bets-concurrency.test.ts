import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '@liga/db';
import { matchOptionOutcome, payout, type MatchBetOption } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { linkedBetKit, type LinkedBetKit } from './linked-bets.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'bets from the fixture under concurrent saves (PostgreSQL)',
  () => {
    const ctx = useTestContext();
    let K: LinkedBetKit;
    let bet: number;
    beforeEach(async () => {
      K = await linkedBetKit(ctx);
      bet = await K.matchBet();
      await K.stakeId(K.bettor, { id_bet: bet, option: 'home', amount: 10_000_000 });
      await K.stakeId(K.bettor, { id_bet: bet, option: 'over', amount: 5_000_000 });
      await K.stakeId(K.rival, { id_bet: bet, option: 'away', amount: 10_000_000 });
    });

    it('20 saves of the same result at once settle each bet once', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, () => K.saveScore(2, 1)));
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      expect((await K.userBets()).map((b) => b.outcome)).toEqual(['won', 'won', 'lost']);
      expect(await K.movements('bet_payout')).toHaveLength(2);
      expect(await K.movements('bet_payout_reversal')).toHaveLength(0);
      expect(await K.balanceOf(K.bettor.id)).toBe(35_000_000 + 20_000_000 + 10_000_000);
      await ctx.expectLedgerBalanced();
    });

    it('20 conflicting corrections at once leave every bet settled by the score that stayed', async () => {
      const scores: [number, number][] = [
        [2, 1],
        [0, 1],
        [1, 1],
        [3, 0],
      ];
      await Promise.all(Array.from({ length: 20 }, (_, i) => K.saveScore(...scores[i % scores.length]!)));
      const [m] = await ctx.db.select().from(matches).where(eq(matches.id, K.match.id));
      const score = { home: m!.scoreHome!, away: m!.scoreAway! };
      const options: MatchBetOption[] = ['home', 'over', 'away'];
      const odds = { home: 200, over: 200, away: 300 } as Record<string, number>;
      const amounts = [10_000_000, 5_000_000, 10_000_000];
      const expected = options.map((o, i) => {
        const outcome = matchOptionOutcome(o, score);
        return [outcome, outcome === 'won' ? payout(amounts[i]!, odds[o]!) : 0];
      });
      expect((await K.userBets()).map((b) => [b.outcome, b.payout])).toEqual(expected);
      const paid = (await K.movements('bet_payout')).reduce((s, m) => s + m.amount, 0);
      const reversed = (await K.movements('bet_payout_reversal')).reduce((s, m) => s + m.amount, 0);
      expect(paid + reversed).toBe(expected.reduce((s, [, p]) => s + Number(p), 0));
      await ctx.expectLedgerBalanced();
    });

    it('stakes racing the result are either refused or settled with it, never left open', async () => {
      const stakes = Array.from({ length: 10 }, () =>
        K.stake(K.rival, { id_bet: bet, option: 'draw', amount: 1_000_000 }),
      );
      const [saved, ...placed] = await Promise.all([K.saveScore(1, 1), ...stakes]);
      expect(saved!.statusCode).toBe(200);
      for (const r of placed.filter((r) => r.statusCode !== 201))
        expect([r.statusCode, r.json().message]).toEqual([
          422,
          'El partido ya tiene resultado: las apuestas están cerradas.',
        ]);
      const bets = await K.userBets();
      expect(bets.filter((b) => b.outcome === 'pending')).toEqual([]);
      expect(bets).toHaveLength(3 + placed.filter((r) => r.statusCode === 201).length);
      await ctx.expectLedgerBalanced();
    });

    it('a stake at the very instant of kick-off is refused', async () => {
      ctx.clock.set(K.kickOff);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => K.stake(K.rival, { id_bet: bet, option: 'draw', amount: 1_000_000 })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422]);
      await ctx.expectLedgerBalanced();
    });
  },
);
