import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auctionBids, auctions, budgetMovements } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { auctionKit, type AuctionKit } from './auctions.test-kit';

/** A queued bid is refused as too low (naming the minimum) or as the leader's own raise. */
const refusal =
  /^(La oferta debe ser mayor que la oferta anterior: la mínima es [\d.]+ €\.|Ya vas ganando esta subasta: no podés superar tu propia oferta\.)$/;

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous auction calls (PostgreSQL)', () => {
  const ctx = useTestContext();
  let K: AuctionKit;
  beforeEach(async () => {
    K = await auctionKit(ctx);
  });

  /** Six managers with a team and 500M each. */
  const bidders = async () => {
    const list = [];
    for (let i = 0; i < 6; i++) {
      const who = await ctx.actor('Manager Primera', { name: `Postor ${i}`, profits: 500_000_000 });
      await K.L.kit.team({ name: `Postores ${i}`, division: 'Primera', idUser: who.id });
      list.push(who);
    }
    return list;
  };

  it('30 bids at once leave a strictly increasing history, each accepted bid ≥ previous + 1.000.000', async () => {
    const people = await bidders();
    const id = await K.openId(); // 10M
    // Rising amounts (11M, 11M, 12M, 12M … 25M, each twice by different bidders), sent 3 ms apart:
    // dozens are in flight together and queue on the auction lock, so arrival jitter and each
    // colliding pair refuse some, while most of the rising ones stay valid.
    const amounts = Array.from({ length: 30 }, (_, i) => 11_000_000 + Math.floor(i / 2) * 1_000_000);
    const responses = await Promise.all(
      amounts.map(async (amount, i) => {
        await new Promise((r) => setTimeout(r, i * 3));
        return K.bid(people[i % people.length]!, id, amount);
      }),
    );

    expect(responses.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const accepted = responses.filter((r) => r.statusCode === 201);
    for (const r of responses.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toMatch(refusal);
    }
    const history = await ctx.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, id))
      .orderBy(asc(auctionBids.id));
    expect(history).toHaveLength(accepted.length + 1);
    expect(accepted.length).toBeGreaterThan(1);
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.amount).toBeGreaterThanOrEqual(history[i - 1]!.amount + 1_000_000);
      // The leader never raised their own lead, even with their bids in flight together.
      expect(history[i]!.userId).not.toBe(history[i - 1]!.userId);
      expect(history[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(history[i - 1]!.createdAt.getTime());
    }
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row!.closesAt.getTime() - history.at(-1)!.createdAt.getTime()).toBe(24 * 3_600_000);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'auction_payment')),
    ).toHaveLength(0);
  });

  it('10 openings of one player at once create one auction; the rest are refused bids', async () => {
    const people = await bidders();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => K.open(people[i % people.length]!)),
    );
    expect(responses.filter((r) => r.statusCode === 201).map((r) => r.json().message)).toEqual([
      'Subasta creada exitosamente',
    ]);
    for (const r of responses.filter((r) => r.statusCode !== 201))
      expect([r.statusCode, r.json().message]).toEqual([422, expect.stringMatching(refusal)]);
    expect(await ctx.db.select().from(auctions)).toHaveLength(1);
    expect(await ctx.db.select().from(auctionBids)).toHaveLength(1);
  });

  it('10 confirmations of one auction at once pay once', async () => {
    const id = await K.openId();
    await K.bid(K.L.rival, id, 13_000_000);
    K.closeAll();
    const responses = await Promise.all(Array.from({ length: 10 }, () => K.confirm(K.L.admin, id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('La subasta ya fue confirmada.');
    const balances = await K.L.balances();
    expect(balances[K.L.rival.id]).toBe(87_000_000);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'auction_payment')),
    ).toHaveLength(1);
    expect(await K.L.kit.playerRow(K.free.id)).toMatchObject({
      idTeam: K.L.rivalTeam.id,
      status: 'bloqueado',
    });
    await ctx.expectLedgerBalanced();
  });

  it('bids racing a confirmation: nothing is accepted after the close and the winner pays the last bid', async () => {
    const id = await K.openId();
    await K.bid(K.L.rival, id, 13_000_000);
    K.closeAll();
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => K.bid(K.L.buyer, id, 20_000_000 + i * 1_000_000)),
      ...Array.from({ length: 5 }, () => K.confirm(K.L.admin, id)),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(0);
    expect((await K.L.balances())[K.L.rival.id]).toBe(87_000_000);
    await ctx.expectLedgerBalanced();
  });
});
