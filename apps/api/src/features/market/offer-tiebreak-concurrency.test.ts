import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { HOUR, marketLeague, type MarketLeague } from '../../test/market.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('the clause tie-break under concurrency (PostgreSQL)', () => {
  const ctx = useTestContext();
  let L: MarketLeague;
  let rival: number;
  let buyer: number;
  // Offers at noon (Buenos Aires 12:00) are revealed at 18:00 (21:00Z); the tie-break ends 3 h later.
  const END = new Date('2026-03-11T00:00:00Z');
  beforeEach(async () => {
    L = await marketLeague(ctx);
    rival = await L.offerId(L.rival, { value: 12_000_000 });
    buyer = await L.offerId(L.buyer, { value: 12_000_000 });
    ctx.clock.set(new Date(END.getTime() - 2 * HOUR));
  });
  const raise = (who: { token: string }, id: number, value: number) =>
    ctx.request(who.token, { method: 'POST', url: `/api/offers/${id}/raise`, payload: { value } });
  const payments = () =>
    ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'clause_payment'));

  it('raises sent at once by both tied bidders, several each, keep each bidder’s highest', async () => {
    const values = [13_000_000, 15_000_000, 14_000_000, 16_000_000];
    const responses = await Promise.all(
      values.flatMap((v) => [raise(L.buyer, buyer, v), raise(L.rival, rival, v + 500_000)]),
    );
    expect(responses.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    for (const r of responses.filter((r) => r.statusCode !== 200))
      expect(r.json().message).toMatch(/^La mejora debe superar el efectivo de tu oferta/);
    const rows = await L.clauseRows();
    expect(rows.map((c) => [c.id, c.value, c.raisedValue])).toEqual([
      [rival, 12_000_000, 16_500_000],
      [buyer, 12_000_000, 16_000_000],
    ]);
    ctx.clock.set(END);
    expect((await L.confirm(L.admin, rival)).statusCode).toBe(200);
    expect((await payments()).map((m) => m.amount)).toEqual([-16_500_000]);
    await ctx.expectLedgerBalanced();
  });

  it('confirmations racing the end of the tie-break: none before it, one after, paying the raise it saw', async () => {
    ctx.clock.set(new Date(END.getTime() - 60));
    // Raises and confirmations of both offers, 10 ms apart, across the end of the tie-break.
    const responses = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 10));
        if (i % 2 === 0) return raise(L.buyer, buyer, 13_000_000 + i * 100_000);
        return L.confirm(i % 4 === 1 ? L.admin : L.organizer, i % 4 === 1 ? buyer : rival);
      }),
    );
    expect(responses.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(
      responses.filter((r) => r.statusCode === 200 && r.json().message.startsWith('Oferta confirmada')),
    ).toHaveLength(1);
    const rows = await L.clauseRows();
    const won = rows.find((c) => c.confirmed)!;
    // Every raise taken came before the end; the confirmation after it, and it saw the last raise.
    const bought = rows.find((c) => c.id === buyer)!;
    if (bought.raisedAt) expect(bought.raisedAt.getTime()).toBeLessThan(END.getTime());
    expect(won.confirmedAt!.getTime()).toBeGreaterThanOrEqual(END.getTime());
    expect(won.id).toBe(bought.raisedValue === null ? rival : buyer);
    expect((await payments()).map((m) => m.amount)).toEqual([-(won.raisedValue ?? won.value)]);
    await ctx.expectLedgerBalanced();
  });
});
