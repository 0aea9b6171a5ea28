import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueSettings, players, seasonObjectives } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { closingLeague } from './season-close.test-kit';

const ctx = useTestContext();
let L: Awaited<ReturnType<typeof closingLeague>>;
const DAY = 86_400_000;
/** The market closes two days from now (the season was created now); the clock is set around it. */
const closeDay = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);

beforeEach(async () => {
  L = await closingLeague(ctx);
  await ctx.db.insert(leagueSettings).values({
    key: 'discipline',
    value: JSON.stringify({
      market_reset_date: null,
      market_close_date: closeDay,
      late_entry_fines: [1_000_000, 2_000_000, 3_000_000],
      lift_prices: {
        yellow_cards: 5_000_000,
        red_card: 10_000_000,
        direct_red: 20_000_000,
        injury: null,
        serious_injury: null,
      },
    }),
  });
});
afterEach(() => ctx.expectLedgerBalanced());

const objectives = async () => {
  const res = await ctx.request(L.p1.token, { method: 'GET', url: '/api/teams/objectives' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    frozen_at: string | null;
    data: { teams: { name: string; objective: string }[] }[];
  };
  const of = Object.fromEntries(body.data.flatMap((d) => d.teams.map((t) => [t.name, t.objective])));
  return { frozenAt: body.frozen_at, of };
};
const frozenRows = async () =>
  ctx.db.select().from(seasonObjectives).where(eq(seasonObjectives.seasonId, L.season.id));

// docs/rules.md §3.5: the objectives freeze when the market closes, on the first read after it.
describe('season objectives frozen at the market close', () => {
  it('live before the close; frozen once after it, whatever the signings; the close pays those, a reopen keeps them', async () => {
    ctx.clock.set(new Date(Date.parse(`${closeDay}T00:00:00Z`) - DAY));
    const before = await objectives();
    expect(before.frozenAt).toBeNull();
    expect(await frozenRows()).toHaveLength(0);

    ctx.clock.set(new Date(Date.parse(`${closeDay}T12:00:00Z`)));
    const first = await objectives();
    expect(first.frozenAt).not.toBeNull();
    expect(await frozenRows()).toHaveLength(8);
    expect(first.of).toEqual(before.of);

    // P1, the weakest of Primera, signs a strong squad: the live ranking would make it the favourite.
    await ctx.db.update(players).set({ ca: 170 }).where(eq(players.idTeam, L.ids.P1!));
    const after = await objectives();
    expect(after).toEqual(first);
    expect(await frozenRows()).toHaveLength(8);

    const preview = (await L.call('GET', '/close')).json();
    const p1 = preview.objectives.find((o: { team: { name: string } }) => o.team.name === 'P1');
    expect(p1.objective).toBe(first.of.P1);
    expect((await L.call('POST', '/close')).statusCode).toBe(200);
    expect((await L.call('POST', '/reopen')).statusCode).toBe(200);
    expect(await frozenRows()).toHaveLength(8);
  });

  it('the close preview freezes them too when nobody read the teams screen after the market closed', async () => {
    ctx.clock.set(new Date(Date.parse(`${closeDay}T12:00:00Z`)));
    expect((await L.call('GET', '/close')).statusCode).toBe(200);
    expect(await frozenRows()).toHaveLength(8);
  });

  it('a close date before the season started freezes nothing', async () => {
    await ctx.db
      .update(leagueSettings)
      .set({
        value: JSON.stringify({
          market_reset_date: null,
          market_close_date: '2020-01-01',
          late_entry_fines: [1, 2, 3],
          lift_prices: { yellow_cards: 1, red_card: 1, direct_red: 1, injury: null, serious_injury: null },
        }),
      })
      .where(eq(leagueSettings.key, 'discipline'));
    expect((await objectives()).frozenAt).toBeNull();
    expect(await frozenRows()).toHaveLength(0);
  });
});
