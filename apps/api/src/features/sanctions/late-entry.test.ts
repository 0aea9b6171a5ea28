import { describe, expect, it } from 'vitest';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOURS, MATCH_DATE, sanctionKit } from '../../test/discipline.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, sanctionKit);

// docs/rules.md §17.3: the server fines late statistics when they are saved.
describe('late data entry', () => {
  it('late data entry is fined by the server at the tier reached, once per match and team', async () => {
    ctx.clock.set(new Date(MATCH_DATE.getTime() + 30 * HOURS));
    const homeLines = K.homePlayers.map((p) => K.line(p.id));
    expect((await K.save(K.home.token, homeLines)).statusCode).toBe(200);
    expect((await K.save(K.home.token, homeLines)).statusCode).toBe(200);
    ctx.clock.set(new Date(MATCH_DATE.getTime() + 50 * HOURS));
    const awayLines = K.awayPlayers.map((p) => K.line(p.id));
    expect((await K.save(K.admin.token, awayLines)).statusCode).toBe(200);
    const late = (await K.list(K.admin)).json().data;
    expect(
      late.map((s: { team: { name: string }; kind: string; late_hours: number; amount: number }) => [
        s.team.name,
        s.kind,
        s.late_hours,
        s.amount,
      ]),
    ).toEqual([
      ['Deportivo Sur', 'late_entry', 48, 3_000_000],
      ['Atlético Norte', 'late_entry', 24, 1_000_000],
    ]);
    expect([await K.balanceOf(K.home.id), await K.balanceOf(K.away.id)]).toEqual([-1_000_000, -3_000_000]);
    await ctx.expectLedgerBalanced();
  });
});
