import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionBids, auctions, matches, notificationEvents, releaseClauses } from '@liga/db';
import { revealAt } from '@liga/domain';
import { competitionKit, matchToLoad, statisticsCalls } from '../../test/competition.test-kit';
import { useOtherInstance, useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
const HOUR = 3_600_000;
const PLAYED = new Date('2026-03-10T23:00:00Z');

/** The reminders (and reveals) emitted so far (saving statistics late also emits its fine's event, not counted here). */
const REMINDER_KINDS = ['statistics_due', 'auction_closing', 'reveal_soon', 'offers_revealed'];
const events = async () =>
  (await ctx.db.select().from(notificationEvents).orderBy(asc(notificationEvents.id)))
    .filter((e) => REMINDER_KINDS.includes(e.kind))
    .map((e) => ({
      kind: e.kind,
      recipients: e.recipients,
      data: e.data,
    }));
const run = () => ctx.app.scheduler.runNow('reminders');
const at = (hours: number) => ctx.clock.set(new Date(PLAYED.getTime() + hours * HOUR));

async function playedMatch() {
  const fx = competitionKit(ctx);
  const M = await matchToLoad(fx);
  await ctx.db.update(matches).set({ matchDate: PLAYED }).where(eq(matches.id, M.match.id));
  return { ...M, fx };
}

describe('statistics reminders (docs/rules.md §8.6, decision 034)', () => {
  it('reminds each manager inside the 2 h deadline and at 24, 36 and 48 h, each once, until they load', async () => {
    const M = await playedMatch();
    const due = (hoursLate: number, owner: number) => ({
      kind: 'statistics_due',
      recipients: [owner],
      data: { match_id: M.match.id, home: 'Atlético Norte', away: 'Deportivo Sur', hours_late: hoursLate },
    });
    at(0.5);
    await run();
    expect(await events()).toEqual([]);
    at(1.5);
    await run();
    await run();
    expect(await events()).toEqual([due(0, M.home.id), due(0, M.away.id)]);
    at(24.2);
    await run();
    expect((await events()).slice(2)).toEqual([due(24, M.home.id), due(24, M.away.id)]);
    // The home side loads its statistics: only the away manager hears about the next tiers.
    const saved = await statisticsCalls(ctx).save(
      M.home.token,
      M.homePlayers.map((p) => M.line(p.id)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    at(36.5);
    await run();
    at(48.1);
    await run();
    at(61);
    await run();
    expect((await events()).slice(4)).toEqual([due(36, M.away.id), due(48, M.away.id)]);
  });

  it('reminds nobody of a completed match, nor of a match of a season that is not the active one', async () => {
    const M = await playedMatch();
    const old = await M.fx.season({ name: 'Temporada 58', active: false });
    const t = await M.fx.tournament({ seasonId: old.id, teamIds: [M.home.team.id, M.away.team.id] });
    const past = await M.fx.match({
      tournamentId: t.id,
      home: M.home.team.id,
      away: M.away.team.id,
      stage: 1,
    });
    await ctx.db.update(matches).set({ matchDate: PLAYED }).where(eq(matches.id, past.id));
    await ctx.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, M.match.id));
    for (const hours of [1.5, 24.2, 36.5]) {
      at(hours);
      await run();
    }
    expect(await events()).toEqual([]);
  });
});

describe('market reminders (decision 034)', () => {
  it('reminds an auction’s bidders and its creator an hour before it closes, once per close', async () => {
    const fx = competitionKit(ctx);
    const season = await fx.season();
    const club = await fx.team({ name: 'Club Libre', division: null });
    const [player] = await fx.squad(club.id, ['Tito Libre']);
    const creator = await fx.manager('Creador FC');
    const bidder = await fx.manager('Postor FC');
    ctx.clock.set(PLAYED);
    const [auction] = await ctx.db
      .insert(auctions)
      .values({
        idPlayer: player!.id,
        idTeam: club.id,
        idSeason: season.id,
        createdBy: creator.id,
        openingAmount: 500_000,
        closesAt: new Date(PLAYED.getTime() + 90 * 60_000),
      })
      .returning();
    await ctx.db.insert(auctionBids).values([
      { auctionId: auction!.id, userId: bidder.id, teamId: bidder.team.id, amount: 1_000_000 },
      { auctionId: auction!.id, userId: bidder.id, teamId: bidder.team.id, amount: 3_000_000 },
    ]);
    await run();
    expect(await events()).toEqual([]);
    at(0.5);
    await run();
    await run();
    const closing = {
      kind: 'auction_closing',
      recipients: [bidder.id, creator.id],
      data: {
        auction_id: auction!.id,
        player_id: player!.id,
        player_name: 'Tito Libre',
        closes_at: new Date(PLAYED.getTime() + 90 * 60_000).toISOString(),
      },
    };
    expect(await events()).toEqual([closing]);
    // A new bid moves the close 24 h later: that close gets its own reminder.
    const later = new Date(PLAYED.getTime() + 24.5 * HOUR);
    await ctx.db.update(auctions).set({ closesAt: later }).where(eq(auctions.id, auction!.id));
    at(24);
    await run();
    expect((await events()).map((e) => (e.data as { closes_at: string }).closes_at)).toEqual([
      closing.data.closes_at,
      later.toISOString(),
    ]);
  });

  it('reminds the bidders and the seller an hour before sealed offers are revealed, without amounts', async () => {
    const fx = competitionKit(ctx);
    const season = await fx.season();
    const seller = await fx.manager('Vendedor FC');
    const [player] = await fx.squad(seller.team.id, ['Pibe Sellado']);
    const buyers = [await fx.manager('Comprador A'), await fx.manager('Comprador B')];
    const offeredAt = new Date('2026-03-10T14:20:00Z');
    for (const [i, buyer] of buyers.entries())
      await ctx.db.insert(releaseClauses).values({
        idPlayer: player!.id,
        name: player!.name,
        idTeam: seller.team.id,
        createdBy: buyer.id,
        value: 2_000_000 + i,
        totalValue: 2_000_000 + i,
        idSeason: season.id,
        createdAt: new Date(offeredAt.getTime() + i * 60_000),
      });
    const reveal = revealAt(offeredAt, ctx.app.env.LEAGUE_TIMEZONE);
    ctx.clock.set(new Date(reveal.getTime() - 2 * HOUR));
    await run();
    expect(await events()).toEqual([]);
    ctx.clock.set(new Date(reveal.getTime() - 30 * 60_000));
    await run();
    await run();
    const sent = await events();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('reveal_soon');
    expect([...sent[0]!.recipients].sort()).toEqual([buyers[0]!.id, buyers[1]!.id, seller.id].sort());
    expect(sent[0]!.data).toEqual({
      offer_id: expect.any(Number),
      player_id: player!.id,
      player_name: 'Pibe Sellado',
      reveal_at: reveal.toISOString(),
    });
    expect(JSON.stringify(sent[0]!.data)).not.toMatch(/2000000|2000001|Comprador/);
    // A second before the reveal nothing tells it; at the reveal both instances' ticks tell it once.
    ctx.clock.set(new Date(reveal.getTime() - 1000));
    await run();
    expect(await events()).toHaveLength(1);
    ctx.clock.set(new Date(reveal.getTime() + 4 * 60_000));
    await Promise.all([run(), run()]);
    ctx.clock.set(new Date(reveal.getTime() + 9 * 60_000));
    await run();
    const revealed = (await events()).slice(1);
    expect(revealed).toEqual([
      {
        kind: 'offers_revealed',
        recipients: expect.any(Array),
        data: { offer_id: sent[0]!.data.offer_id, player_id: player!.id, player_name: 'Pibe Sellado' },
      },
    ]);
    expect([...revealed[0]!.recipients].sort()).toEqual([buyers[0]!.id, buyers[1]!.id, seller.id].sort());
  });
});

describe('reminders with two instances on one database', () => {
  const other = useOtherInstance(ctx);

  it('runs each reminder once when both instances run the job together', async () => {
    const M = await playedMatch();
    at(1.5);
    // Through the scheduler's claim (one runner per period) and, past it, both running the job at once.
    const ticks = await Promise.all([ctx.app.scheduler.tick(), other.scheduler.tick()]);
    expect(ticks.filter((names) => names.includes('reminders'))).toHaveLength(1);
    at(24.5);
    await Promise.all([
      run(),
      other.scheduler.runNow('reminders'),
      run(),
      other.scheduler.runNow('reminders'),
    ]);
    const kinds = (await events()).map(
      (e) => `${e.recipients[0]}:${(e.data as { hours_late: number }).hours_late}`,
    );
    expect(kinds.sort()).toEqual(
      [`${M.home.id}:0`, `${M.away.id}:0`, `${M.home.id}:24`, `${M.away.id}:24`].sort(),
    );
  });
});
