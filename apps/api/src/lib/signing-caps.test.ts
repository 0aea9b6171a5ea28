import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players } from '@liga/db';
import { useTestContext } from '../test/context.test-kit';
import { HOUR, type MarketLeague } from '../test/market.test-kit';
import { auctionKit } from '../features/auctions/auctions.test-kit';
import { transferKit } from '../features/transfers/transfers.test-kit';

// The caps at signing (docs/rules.md §3.4, decision 025) in each confirming flow.
const ctx = useTestContext();

const setCa = (id: number, ca: number) =>
  ctx.db
    .update(players)
    .set({ ca, pa: Math.max(ca, 140) })
    .where(eq(players.id, id));

/** Eight registered players at 170 and eight at 150: a top-16 average of exactly 160. */
async function squadAtCap(kit: Pick<MarketLeague['kit'], 'player'>, teamId: number) {
  for (const ca of [...Array<number>(8).fill(170), ...Array<number>(8).fill(150)])
    await kit.player({ idTeam: teamId, ca, pa: 190, status: 'registrado' });
}

describe('caps at signing', () => {
  it('a release clause bringing in a player over the entry cap is refused with the numbers', async () => {
    const K = await transferKit(ctx);
    const { L } = K;
    await setCa(L.star.id, 170);
    const offer = await L.offerId(L.buyer, { value: 10_000_000 });
    ctx.clock.advance(7 * HOUR);
    await K.expectCallRefused(
      () => L.confirm(L.admin, offer),
      422,
      'Estrella tiene CA 170: supera el tope de entrada al mercado (160).',
    );
    await setCa(L.star.id, 160);
    expect((await L.confirm(L.admin, offer)).statusCode).toBe(200);
    await ctx.expectLedgerBalanced();
  });

  it("a transfer taking the buyer's top-16 average over its division's cap is refused", async () => {
    const K = await transferKit(ctx);
    const { L } = K;
    await squadAtCap(L.kit, L.buyerTeam.id);
    await setCa(L.star.id, 160);
    await setCa(K.extra.id, 100);
    const id = (await K.create(L.seller, K.deal())).json().transfer.id as number;
    await K.expectCallRefused(
      () => K.confirm(L.buyer, id),
      422,
      'Con este fichaje la media de CA de los 16 mejores registrados llegaría a 160,63: supera el tope de Primera (160).',
    );
    // A weaker player keeps the average where it is: allowed.
    await setCa(L.star.id, 150);
    expect((await K.confirm(L.buyer, id)).statusCode).toBe(200);
    await ctx.expectLedgerBalanced();
  });

  it('an auction after the reset date the league configures refuses a player over 158', async () => {
    const A = await auctionKit(ctx);
    const { L } = A;
    await setCa(A.free.id, 159);
    const got = await ctx.request(L.admin.token, { method: 'GET', url: '/api/discipline/settings' });
    expect(got.statusCode, got.body).toBe(200);
    const settings = got.json();
    const put = await ctx.request(L.admin.token, {
      method: 'PUT',
      url: '/api/discipline/settings',
      payload: { ...settings, market_reset_date: '2026-03-01' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const id = await A.openId(L.buyer);
    await A.closeAll();
    await A.expectCallRefused(
      () => A.confirm(L.admin, id),
      422,
      'Libre tiene CA 159: supera el tope de entrada al mercado (158).',
    );
    // An Organizer may not change the settings; a bad date is a 422.
    const organizer = await ctx.request(L.organizer.token, {
      method: 'PUT',
      url: '/api/discipline/settings',
      payload: { ...settings, market_reset_date: null },
    });
    expect(organizer.statusCode).toBe(403);
    const bad = await ctx.request(L.admin.token, {
      method: 'PUT',
      url: '/api/discipline/settings',
      payload: { ...settings, market_reset_date: '2026-13-45' },
    });
    expect([bad.statusCode, bad.json().errors.market_reset_date]).toEqual([
      422,
      ['Escribí una fecha válida (AAAA-MM-DD).'],
    ]);
  });
});
