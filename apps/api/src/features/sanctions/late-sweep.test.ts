import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, seasons } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOURS, MATCH_DATE, sanctionKit } from '../../test/discipline.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, sanctionKit);

const at = (hours: number) => ctx.clock.set(new Date(MATCH_DATE.getTime() + hours * HOURS));
const sweep = () => ctx.app.scheduler.runNow('late-entry-fines');
const lateRows = async () =>
  (await K.list(K.admin))
    .json()
    .data.map((s: { team: { name: string }; late_hours: number; amount: number }) => [
      s.team.name,
      s.late_hours,
      s.amount,
    ]);
const fines = async () =>
  (await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'sanction_fine'))).map(
    (m) => [m.userId, m.amount],
  );

// docs/rules.md §17.3: statistics never loaded are fined by the scheduler at each tier, once.
describe('late data entry when statistics never arrive', () => {
  it('fines nobody before 24 h; then each tier raises the one sanction, the ledger moving only the difference', async () => {
    at(23.5);
    await sweep();
    expect(await lateRows()).toEqual([]);
    at(25);
    await sweep();
    await sweep();
    expect(await lateRows()).toEqual([
      ['Deportivo Sur', 24, 1_000_000],
      ['Atlético Norte', 24, 1_000_000],
    ]);
    at(37);
    await sweep();
    at(49);
    await sweep();
    await sweep();
    expect(await lateRows()).toEqual([
      ['Deportivo Sur', 48, 3_000_000],
      ['Atlético Norte', 48, 3_000_000],
    ]);
    expect([await K.balanceOf(K.home.id), await K.balanceOf(K.away.id)]).toEqual([-3_000_000, -3_000_000]);
    expect((await fines()).length).toBe(6);
    await ctx.expectLedgerBalanced();
  });

  it('a team that loads meanwhile is not fined by the sweep; loading after a sweep fine pays only up to its tier', async () => {
    at(10);
    expect(
      (
        await K.save(
          K.home.token,
          K.homePlayers.map((p) => K.line(p.id)),
        )
      ).statusCode,
    ).toBe(200);
    at(30);
    await sweep();
    expect(await lateRows()).toEqual([['Deportivo Sur', 24, 1_000_000]]);
    at(40);
    expect(
      (
        await K.save(
          K.away.token,
          K.awayPlayers.map((p) => K.line(p.id)),
        )
      ).statusCode,
    ).toBe(200);
    at(60);
    await sweep();
    expect(await lateRows()).toEqual([['Deportivo Sur', 36, 2_000_000]]);
    expect([await K.balanceOf(K.home.id), await K.balanceOf(K.away.id)]).toEqual([0, -2_000_000]);
    await ctx.expectLedgerBalanced();
  });

  it('a fine staff reverted is not charged again; matches of a season no longer active are left alone', async () => {
    at(25);
    await sweep();
    const [first] = (await K.list(K.admin)).json().data;
    expect((await K.revert(K.admin, first.id)).statusCode).toBe(200);
    at(50);
    await sweep();
    const live = (await K.list(K.admin))
      .json()
      .data.filter((s: { reverted_at: string | null }) => !s.reverted_at);
    expect(live.map((s: { team: { id: number }; late_hours: number }) => [s.team.id, s.late_hours])).toEqual([
      [first.team.id === K.home.team.id ? K.away.team.id : K.home.team.id, 48],
    ]);
    await ctx.db.update(seasons).set({ active: false }).where(eq(seasons.id, K.season.id));
    const before = await K.state();
    at(500);
    await sweep();
    expect(await K.state()).toEqual(before);
    await ctx.expectLedgerBalanced();
  });
});
