import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, releaseClauses } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague, type MarketLeague } from '../../test/market.test-kit';

const NOT_WINNER =
  'Solo se puede confirmar la oferta ganadora: la de mayor valor total (si siguen empatadas después del desempate, la más antigua). Cerrá la ganadora con un motivo para que gane la siguiente.';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous offer confirmations (PostgreSQL)', () => {
  const ctx = useTestContext();
  let L: MarketLeague;
  beforeEach(async () => {
    L = await marketLeague(ctx);
  });

  const reveal = () => ctx.clock.set(new Date('2026-03-10T21:00:00Z'));
  const clauseMoves = () =>
    ctx.db.select().from(budgetMovements).where(eq(budgetMovements.refType, 'release_clause'));
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it('20 confirmations of one offer move the player and the money once', async () => {
    const id = await L.offerId(L.buyer, { value: 15_000_000, other_players: [L.spare.id] });
    reveal();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => L.confirm(i % 2 ? L.admin : L.organizer, id)),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('Oferta ya confirmada.');
    const balances = await L.balances();
    expect([balances[L.buyer.id], balances[L.seller.id]]).toEqual([85_000_000, 35_000_000]);
    expect(await clauseMoves()).toHaveLength(2);
    expect((await L.playerRows([L.star.id, L.spare.id])).map((p) => p.idTeam)).toEqual([
      L.buyerTeam.id,
      L.sellerTeam.id,
    ]);
    await ctx.expectLedgerBalanced();
  });

  it('20 confirmations split between two offers for one player: the higher wins, once', async () => {
    const a = await L.offerId(L.buyer, { value: 15_000_000 });
    const b = await L.offerId(L.rival, { value: 16_000_000 });
    reveal();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => L.confirm(L.admin, i % 2 ? a : b)),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(['Oferta ya confirmada.', 'Oferta cerrada.', NOT_WINNER]).toContain(r.json().message);
    const rows = await ctx.db.select().from(releaseClauses);
    expect(rows.find((c) => c.confirmed)?.id).toBe(b);
    expect(rows.filter((c) => c.confirmed)).toHaveLength(1);
    expect(rows.filter((c) => c.active)).toHaveLength(0);
    const winner = rows.find((c) => c.confirmed)!;
    const balances = await L.balances();
    expect(balances[winner.createdBy]).toBe(100_000_000 - winner.value);
    expect(balances[L.seller.id]).toBe(20_000_000 + winner.value);
    expect(await clauseMoves()).toHaveLength(2);
    const [star] = await L.playerRows([L.star.id]);
    expect(star!.idTeam).toBe(winner.createdBy === L.buyer.id ? L.buyerTeam.id : L.rivalTeam.id);
    await ctx.expectLedgerBalanced();
  });

  it('two players of one team at its fifth lost clause: only one more leaves', async () => {
    const lateral = await L.kit.player({ idTeam: L.sellerTeam.id, name: 'Lateral', value: 1_000_000 });
    await L.sellerLostClauses(5);
    const a = await L.offerId(L.buyer, { value: 10_000_000 });
    const b = await L.offerId(L.rival, { value: 1_000_000 }, lateral);
    reveal();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => L.confirm(L.admin, i % 2 ? a : b)),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(422)]);
    const confirmed = await ctx.db.select().from(releaseClauses).where(eq(releaseClauses.confirmed, true));
    expect(confirmed).toHaveLength(6);
    await ctx.expectLedgerBalanced();
  });

  it('a clause and a transfer between the same managers, confirmed at once, both complete without deadlock', async () => {
    const lateral = await L.kit.player({ idTeam: L.buyerTeam.id, name: 'Lateral', value: 1_000_000 });
    const offer = await L.offerId(L.buyer, { value: 10_000_000 });
    const created = await ctx.request(L.admin.token, {
      method: 'POST',
      url: '/api/transfer',
      payload: {
        data: {
          id_team_from: L.buyerTeam.id,
          id_team_to: L.sellerTeam.id,
          players: [lateral.id],
          budget: 3_000_000,
        },
      },
    });
    const transfer = created.json().transfer.id as number;
    reveal();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? L.confirm(L.admin, offer)
          : ctx.request(L.seller.token, { method: 'POST', url: `/api/transferencia_confirmada/${transfer}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const balances = await L.balances();
    expect([balances[L.buyer.id], balances[L.seller.id]]).toEqual([
      100_000_000 - 10_000_000 + 3_000_000,
      20_000_000 + 10_000_000 - 3_000_000,
    ]);
    await ctx.expectLedgerBalanced();
  });
});
