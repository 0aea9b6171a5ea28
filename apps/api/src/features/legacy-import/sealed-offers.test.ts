import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { SEALED_OFFER } from '../../test/market.test-kit';
import { readDump } from './dump-reader';
import { date, int } from './legacy-data';
import { FIXTURE_PASSWORD, generateFixtureDump } from './fixtures/generate';
import { importLegacy } from './service';

const ctx = useTestContext();
const data = readDump(generateFixtureDump({ version: 'v2' }));
// A live offer of the active season, not confirmed: still sealed when the league comes over.
const offer = data.tables.get('rescissions')!.rows.find((r) => int(r.id) === 13)!;
const player = int(offer.id_player)!;
const bidder = int(offer.created_by)!;
const made = date(offer.created_at)!;
const email = (id: number) => String(data.tables.get('users')!.rows.find((u) => int(u.id) === id)!.email);
const get = (token: string, url: string) => ctx.request(token, { method: 'GET', url });
const SEALED = { id: 13, ...SEALED_OFFER };

describe('an imported sealed offer stays sealed (docs/rules.md §4.3, decision 032)', () => {
  it('answers Oculto to other managers and the staff through the market calls until its window closes', async () => {
    ctx.clock.set(new Date(made.getTime() + 60_000));
    await importLegacy(ctx.db, data, { now: ctx.clock.now() });
    // Imported accounts sign in with their old passwords (bcrypt from the previous application).
    const other = await ctx.tokenFor(email(bidder === 3 ? 4 : 3), FIXTURE_PASSWORD);
    const staff = await ctx.tokenFor(email(1), FIXTURE_PASSWORD);
    const mine = await ctx.tokenFor(email(bidder), FIXTURE_PASSWORD);
    const amount = String(int(offer.total_value));

    for (const token of [other, staff]) {
      const offers = await get(token, `/api/clausulas/${player}`);
      expect(offers.statusCode).toBe(200);
      expect(offers.json()).toMatchObject({ revealed: false, offers: [SEALED] });
      expect(offers.body).not.toContain(amount);
      const list = (await get(token, '/api/clausula_rescision')).json();
      expect(list.data.find((c: { id: number }) => c.id === 13)).toMatchObject(SEALED);
      const board = (await get(token, '/api/offers')).json();
      expect(board.data.find((r: { player: { id: number } }) => r.player.id === player)).toMatchObject({
        revealed: false,
        count: 1,
      });
    }
    // Its bidder still sees what they offered.
    const own = (await get(mine, '/api/misofertas')).json();
    expect(own.data.find((c: { id: number }) => c.id === 13)).toMatchObject({
      hidden: false,
      total_value: Number(amount),
    });

    // Once its window closes, everyone sees it: the sealing came from its creation time, kept.
    ctx.clock.set(new Date(made.getTime() + 24 * 3_600_000));
    const revealed = (await get(other, `/api/clausulas/${player}`)).json();
    expect(revealed).toMatchObject({
      revealed: true,
      offers: [{ id: 13, hidden: false, total_value: Number(amount), created_by: { id: bidder } }],
    });
  }, 120_000);
});
