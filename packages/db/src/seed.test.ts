import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LEAGUE_TIMEZONE, barredRounds, isBarred, isRevealed, type SanctionRow } from '@liga/domain';
import { openDb, type DbHandle } from './client';
import { ledgerMismatches } from './ledger';
import {
  auctionBids,
  auctions,
  budgetMovements,
  matchBets,
  matchStatistics,
  matches,
  releaseClauses,
  teams,
  tournaments,
  transfers,
  userBets,
  users,
} from './schema/index';
import { rankSeasonTop, storedSeasonTop } from './season-top';
import { seedDemoLeague } from './seed';

const NOW = new Date('2026-11-23T15:30:00Z');
let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ dataDir: 'memory://' });
  await seedDemoLeague(handle.db, { passwordHash: 'x', now: NOW });
});
afterAll(() => handle.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await handle.db.execute<T>(query)).rows;

describe('the demo league looks alive (decision 018)', () => {
  it('has per-player statistics for every played match, consistent with its score', async () => {
    const lines = await rows<{
      id: number;
      side: string;
      score: number;
      goals: number;
      assists: number;
      mvps: number;
    }>(sql`
      select m.id, side.team_id as side, side.score, coalesce(sum(s.goals), 0)::int as goals,
        coalesce(sum(s.assists), 0)::int as assists, count(*) filter (where s.mvp)::int as mvps
      from ${matches} m
      cross join lateral (values (m.team_home_id, m.score_home), (m.team_away_id, m.score_away)) as side(team_id, score)
      left join ${matchStatistics} s on s.match_id = m.id and s.team_id = side.team_id
      where m.status = 'completed'
      group by m.id, side.team_id, side.score`);
    // 182 matches of season 58 and 42 of season 59, two teams each.
    expect(lines).toHaveLength((182 + 42) * 2);
    for (const l of lines) {
      expect(l.goals, `match ${l.id} team ${l.side}`).toBe(l.score);
      expect(l.assists).toBeLessThanOrEqual(l.goals);
      expect(l.mvps, `match ${l.id} team ${l.side}`).toBe(1);
    }
    const [totals] = await rows<Record<string, number>>(sql`
      select sum(yellow_cards)::int as yellows, sum(red_cards)::int as reds,
        sum(simple_injuries + serious_injuries)::int as injuries
      from ${matchStatistics} s join ${tournaments} t on t.id = s.tournament_id where t.season_id = 59`);
    expect(totals!.yellows).toBeGreaterThan(20);
    expect(totals!.reds).toBeGreaterThan(0);
    expect(totals!.injuries).toBeGreaterThan(0);
    // Statistics name players of the team that played, never a player of the other side.
    const [strays] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${matchStatistics} s join ${matches} m on m.id = s.match_id
      where s.team_id not in (m.team_home_id, m.team_away_id)`);
    expect(strays!.n).toBe(0);
  });

  it('follows the statistics rules: appearances, one MVP a team, no barred player (decision 023)', async () => {
    const lines = await rows<{ played: number; unplayed: number; mvps: number; mvp_played: number }>(sql`
      select count(*) filter (where s.played)::int as played, count(*) filter (where not s.played)::int as unplayed,
        count(*) filter (where s.mvp)::int as mvps, count(*) filter (where s.mvp and s.played)::int as mvp_played
      from ${matchStatistics} s group by s.match_id, s.team_id`);
    expect(lines).toHaveLength((182 + 42) * 2);
    for (const l of lines) {
      // Eleven starters and up to MAX_SUBSTITUTIONS (5) substitutes took part; PJ counts them.
      expect(l.played).toBeGreaterThanOrEqual(11);
      expect(l.played).toBeLessThanOrEqual(16);
      expect([l.unplayed, l.mvps, l.mvp_played]).toEqual([0, 1, 1]);
    }
    const stats = await handle.db
      .select({ s: matchStatistics, stage: matches.stage })
      .from(matchStatistics)
      .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
      .orderBy(asc(matches.stage));
    const byPlayer = new Map<string, SanctionRow[]>();
    let barredPlaying = 0;
    for (const { s, stage } of stats) {
      const key = `${s.tournamentId}:${s.playerId}`;
      const before = byPlayer.get(key) ?? [];
      if (isBarred(before, 'PD', stage).length > 0) barredPlaying++;
      byPlayer.set(key, [
        ...before,
        {
          stage,
          yellow_cards: s.yellowCards,
          red_cards: s.redCards,
          simple_injuries: s.simpleInjuries,
          serious_injuries: s.seriousInjuries,
          direct_red: s.directRed,
        },
      ]);
    }
    expect(barredPlaying).toBe(0);
  });

  it('bars someone from round 4 of season 59: suspensions show real data', async () => {
    const stats = await handle.db
      .select({
        player: matchStatistics.playerId,
        stage: matches.stage,
        s: matchStatistics,
        format: tournaments.format,
      })
      .from(matchStatistics)
      .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
      .innerJoin(tournaments, eq(tournaments.id, matchStatistics.tournamentId))
      .where(eq(tournaments.seasonId, 59));
    const byPlayer = new Map<number, typeof stats>();
    for (const r of stats) byPlayer.set(r.player, [...(byPlayer.get(r.player) ?? []), r]);
    const barred = [...byPlayer.values()].filter((list) =>
      barredRounds(
        list.map((r) => ({
          stage: r.stage,
          yellow_cards: r.s.yellowCards,
          red_cards: r.s.redCards,
          simple_injuries: r.s.simpleInjuries,
          serious_injuries: r.s.seriousInjuries,
          direct_red: r.s.directRed,
        })),
        'PD',
      ).some((b) => b.stage === 4),
    );
    expect(barred.length).toBeGreaterThan(0);
  });

  it('names its bets after the real fixture: round 3 settled, round 4 open', async () => {
    const bets = await handle.db.select().from(matchBets).orderBy(asc(matchBets.id));
    expect(bets.map((b) => [b.description, b.active])).toEqual([
      ['Fecha 3 de Primera', false],
      ['Fecha 3 de Segunda', false],
      ['Fecha 4 de Primera', true],
      ['Fecha 4 de Segunda', true],
    ]);
    const fixture = await rows<{ name: string; stage: number; division: string }>(sql`
      select h.name || ' vs ' || a.name as name, m.stage, h.division
      from ${matches} m join ${teams} h on h.id = m.team_home_id join ${teams} a on a.id = m.team_away_id
      join ${tournaments} t on t.id = m.tournament_id where t.season_id = 59`);
    for (const bet of bets) {
      const [, stage, division] = /Fecha (\d+) de (\w+)/.exec(bet.description)!;
      expect(fixture, bet.match).toContainEqual({ name: bet.match, stage: Number(stage), division });
    }
    const placed = await handle.db.select().from(userBets);
    expect(placed.filter((b) => b.confirmed && b.outcome === 'won')).toHaveLength(2);
    expect(placed.filter((b) => b.confirmed && b.outcome === 'lost')).toHaveLength(2);
    expect(placed.filter((b) => !b.confirmed && b.outcome === 'pending')).toHaveLength(3);
  });

  it('has market activity: sealed and revealed offers, an open auction with bids, transfers', async () => {
    const offers = await handle.db.select().from(releaseClauses).where(eq(releaseClauses.active, true));
    const first = new Map<number, Date>();
    for (const o of offers)
      if (!first.has(o.idPlayer) || o.createdAt < first.get(o.idPlayer)!) first.set(o.idPlayer, o.createdAt);
    const revealed = offers.filter((o) => isRevealed(first.get(o.idPlayer)!, NOW, DEFAULT_LEAGUE_TIMEZONE));
    expect(revealed).toHaveLength(2);
    expect(offers.length - revealed.length).toBe(2);
    expect(
      await handle.db.select().from(releaseClauses).where(eq(releaseClauses.confirmed, true)),
    ).toHaveLength(1);

    const list = await handle.db.select().from(auctions).orderBy(asc(auctions.id));
    expect(list.map((a) => a.status)).toEqual(['confirmed', 'active']);
    const open = list[1]!;
    expect(open.closesAt.getTime()).toBeGreaterThan(NOW.getTime());
    const bids = await handle.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, open.id))
      .orderBy(asc(auctionBids.id));
    expect(bids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(bids.map((b) => b.userId)).size).toBeGreaterThanOrEqual(3);
    // Each bid at least 1,000,000 over the one before, and the auction closes 24 h after the last.
    for (let i = 1; i < bids.length; i++)
      expect(bids[i]!.amount - bids[i - 1]!.amount).toBeGreaterThanOrEqual(1_000_000);
    expect(open.closesAt.getTime() - bids.at(-1)!.createdAt.getTime()).toBe(24 * 3_600_000);

    const moves = await handle.db
      .select({ status: transfers.status })
      .from(transfers)
      .orderBy(asc(transfers.id));
    expect(moves.map((t) => t.status)).toEqual(['confirmado', 'bloqueado']);
  });

  it('moves every coin through the ledger, with a history over several days', async () => {
    expect(await ledgerMismatches(handle.db)).toEqual([]);
    const [manager] = await handle.db.select().from(users).where(eq(users.email, 'manager1@liga.test'));
    const history = await handle.db
      .select()
      .from(budgetMovements)
      .where(eq(budgetMovements.userId, manager!.id))
      .orderBy(asc(budgetMovements.createdAt), asc(budgetMovements.id));
    expect(new Set(history.map((m) => m.reason))).toEqual(
      // season_objective: season 58's close settled the team's objective (seed-closing.ts).
      new Set([
        'admin_adjustment',
        'season_objective',
        'transfer_payment',
        'clause_income',
        'bet_stake',
        'bet_payout',
      ]),
    );
    expect(new Set(history.map((m) => m.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(
      5,
    );
    // In date order each balance follows the one before: the chart draws a real history.
    let balance = 0;
    for (const m of history) {
      balance += m.amount;
      expect(m.balanceAfter).toBe(balance);
      expect(m.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(balance).toBe(manager!.profits);
  });

  it('closes season 58 as season 59 found it: the teams that went up and down changed division', async () => {
    const closing = await rows<{ promoted: { id: number }[]; relegated: { id: number }[] }>(
      sql`select promoted, relegated from season_closings where season_id = 58 and reopened_at is null`,
    );
    expect(closing).toHaveLength(1);
    const divisionOf = async (ids: number[]) =>
      (await handle.db.select({ id: teams.id, division: teams.division }).from(teams)).filter((t) =>
        ids.includes(t.id),
      );
    const up = closing[0]!.promoted.map((t) => t.id);
    const down = closing[0]!.relegated.map((t) => t.id);
    expect(up).toHaveLength(2);
    expect(down).toHaveLength(2);
    for (const t of await divisionOf(up)) expect(t.division).toBe('Primera');
    for (const t of await divisionOf(down)) expect(t.division).toBe('Segunda');
    const [frozen] = await rows<{ n: number; champions: number; top: number }>(sql`select
      (select count(*)::int from season_final_standings where season_id = 58) as n,
      (select count(*)::int from team_trophies where season_id = 58) as champions,
      (select count(*)::int from season_top_players where season_id = 58) as top`);
    expect(frozen).toEqual({ n: 28, champions: 2, top: 20 });
    expect(await storedSeasonTop(handle.db, 58)).toEqual(await rankSeasonTop(handle.db, 58));
  });

  // Last: it empties the database and seeds it again (one migrated database; a second costs seconds).
  it('is the same league every time it is seeded', async () => {
    const digest = async () =>
      rows<{ stats: string; money: string }>(sql`select
        (select md5(string_agg(concat_ws(',', match_id, player_id, goals, assists, yellow_cards, red_cards,
          simple_injuries, serious_injuries, mvp), ';' order by id)) from ${matchStatistics}) as stats,
        (select md5(string_agg(concat_ws(',', user_id, amount, reason, balance_after, created_at), ';' order by id))
          from ${budgetMovements}) as money`);
    const first = await digest();
    await handle.db.execute(sql`do $$ declare r record; begin
      for r in select tablename from pg_tables where schemaname = 'public' loop
        execute 'truncate ' || quote_ident(r.tablename) || ' restart identity cascade';
      end loop; end $$`);
    await seedDemoLeague(handle.db, { passwordHash: 'x', now: NOW });
    expect(await digest()).toEqual(first);
  }, 60_000);
});
