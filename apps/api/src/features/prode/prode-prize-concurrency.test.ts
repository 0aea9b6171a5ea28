import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { prodeRoundPrizes, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { HOUR, KICKOFF, prodeLeague } from './prode.test-kit';

const ctx = useTestContext();

it('pays a round prize once when the Admin sends it several times at the same moment', async () => {
  const L = await prodeLeague(ctx);
  L.beforeKickoff();
  await L.setRoundPrize(9_000_000);
  await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 1, away: 0 }]);
  ctx.clock.set(new Date(KICKOFF.getTime() + 3 * HOUR));
  await L.result(L.m1.id, 1, 0);
  await L.result(L.m2.id, 2, 2);
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      ctx.request(L.admin.token, {
        method: 'POST',
        url: '/api/prode/prizes',
        payload: { tournament: L.t.id, round: 1 },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
  const [ana] = await ctx.db.select({ profits: users.profits }).from(users).where(eq(users.id, L.ana.id));
  expect(ana!.profits).toBe(9_000_000);
  expect(await ctx.db.select().from(prodeRoundPrizes)).toHaveLength(1);
  await ctx.expectLedgerBalanced();
});
