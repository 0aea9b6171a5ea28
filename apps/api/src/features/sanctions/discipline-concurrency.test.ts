import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { budgetMovements, playerLocks } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague } from '../../test/market.test-kit';
import { liftKit, sanctionKit } from '../../test/discipline.test-kit';

const moves = (ctx: ReturnType<typeof useTestContext>, reason: string) =>
  ctx.db
    .select()
    .from(budgetMovements)
    .where(eq(budgetMovements.reason, reason))
    .orderBy(asc(budgetMovements.id));

// PGlite runs one query at a time, so races only exist on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('discipline under concurrent requests (PostgreSQL)', () => {
  const ctx = useTestContext();

  it('20 reverts of one fine at once give it back once', async () => {
    const K = await sanctionKit(ctx);
    const id = (await K.create(K.admin, { kind: 'withdrawal' })).json().sanction.id as number;
    const responses = await Promise.all(Array.from({ length: 20 }, () => K.revert(K.admin, id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().message]).toEqual([422, 'Esta sanción ya fue revertida.']);
    expect(await K.balanceOf(K.home.id)).toBe(0);
    expect(await moves(ctx, 'sanction_reversal')).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('five withdrawals at once are counted one after the other', async () => {
    const K = await sanctionKit(ctx);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => K.create(K.admin, { kind: 'withdrawal' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const amounts = responses.map((r) => r.json().sanction.amount as number).sort((a, b) => a - b);
    expect(amounts).toEqual([5_000_000, 10_000_000, 15_000_000, 15_000_000, 15_000_000]);
    await ctx.expectLedgerBalanced();
  });

  it('10 approvals of one lift at once charge once', async () => {
    const K = await liftKit(ctx);
    const id = (await K.request(K.home)).json().lift.id as number;
    const responses = await Promise.all(Array.from({ length: 10 }, () => K.approve(K.admin, id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await K.balanceOf(K.home.id)).toBe(40_000_000);
    expect(await moves(ctx, 'suspension_lift')).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('eight locks of one team at once: four are placed', async () => {
    const L = await marketLeague(ctx);
    const squad = await Promise.all(
      Array.from({ length: 8 }, () => L.kit.player({ idTeam: L.sellerTeam.id })),
    );
    const responses = await Promise.all(
      squad.map((p) =>
        ctx.request(L.seller.token, { method: 'POST', url: '/api/locks', payload: { player_id: p.id } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(await ctx.db.select().from(playerLocks)).toHaveLength(4);
  });
});
