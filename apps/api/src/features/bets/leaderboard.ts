import { eq, sql } from 'drizzle-orm';
import { seasons, type Db } from '@liga/db';
import type { BetLeaderboard, BetLeaderboardRow } from '@liga/domain';

// A type alias: execute<Row> wants a record, and an interface has no index signature.
type StakeRow = {
  user_id: number;
  name: string;
  outcome: string;
  amount: string | number;
  payout: string | number | null;
};

/**
 * The season a user bet counts in (docs/decisions/027): its fixture match's season; a free-text bet
 * has none, so it counts in the latest season created before it was placed (in the active season when
 * it is older than every season, as the demo league's backdated bets are).
 */
const stakesOfSeason = (seasonId: number) => sql`
  select u.id as user_id, u.name, ub.outcome, ub.amount, ub.payout
  from user_bets ub
  join users u on u.id = ub.id_user
  left join match_bets mb on mb.id = ub.id_bet
  left join player_bets pb on pb.id = ub.id_playerbet
  left join matches m on m.id = coalesce(mb.match_id, case when pb.player_id is not null then pb.match_id end)
  left join tournaments t on t.id = m.tournament_id
  where coalesce(
    t.season_id,
    (select s.id from seasons s where s.created_at <= ub.created_at order by s.created_at desc, s.id desc limit 1),
    (select s.id from seasons s where s.active)
  ) = ${seasonId}`;

/** Betting profit per bettor: what settled bets returned minus what they staked (open stakes wait). */
export function leaderboardRows(stakes: readonly StakeRow[]): BetLeaderboardRow[] {
  const byUser = new Map<number, BetLeaderboardRow>();
  for (const s of stakes) {
    const row = byUser.get(s.user_id) ?? {
      user: { id: s.user_id, name: s.name },
      bets: 0,
      won: 0,
      lost: 0,
      open: 0,
      staked: 0,
      returned: 0,
      profit: 0,
    };
    const amount = Number(s.amount);
    const paid = Number(s.payout ?? 0);
    row.bets += 1;
    row.staked += amount;
    if (s.outcome === 'won' || s.outcome === 'lost') {
      row[s.outcome] += 1;
      row.returned += paid;
      row.profit += paid - amount;
    } else row.open += 1;
    byUser.set(s.user_id, row);
  }
  return [...byUser.values()].sort(
    (a, b) => b.profit - a.profit || b.won - a.won || a.user.name.localeCompare(b.user.name, 'es'),
  );
}

/** GET /bets/leaderboard?season=: a season's betting profit table (default the active season). */
export async function betLeaderboard(db: Db, seasonId: number | undefined): Promise<BetLeaderboard> {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(seasonId === undefined ? eq(seasons.active, true) : eq(seasons.id, seasonId));
  if (!season) return { season: null, data: [] };
  const { rows } = await db.execute<StakeRow>(stakesOfSeason(season.id));
  return { season, data: leaderboardRows(rows) };
}
