import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { matches, players, seasons, type Db, type Tx } from '@liga/db';
import { formatOdd, suggestOdds, teamForm, type BetMatch, type FixtureMatchDetail } from '@liga/domain';
import { listMatchViews, type MatchView } from '../../lib/match-view';

const toBetMatch = (m: MatchView): BetMatch => ({
  id: m.id,
  home: m.team_home,
  away: m.team_away,
  stage: m.stage,
  tournament: { id: m.tournament.id, name: m.tournament.name },
  kick_off: m.match_date,
  score_home: m.score_home,
  score_away: m.score_away,
});

/** Linked bets' matches by id, for the user bet lists' "decided by" (one query per page). */
export async function betMatchesByIds(db: Db | Tx, ids: readonly number[]): Promise<Map<number, BetMatch>> {
  if (ids.length === 0) return new Map();
  const rows = await listMatchViews(db, { ids: [...new Set(ids)] });
  return new Map(rows.map((m) => [m.id, toBetMatch(m)]));
}

export async function betMatchById(db: Db | Tx, id: number): Promise<BetMatch | undefined> {
  return (await betMatchesByIds(db, [id])).get(id);
}

/**
 * GET /bets/fixture: the active season's matches a bet can still be made on (docs/rules.md §7.5): no
 * result yet and a kick-off still ahead (or none set), soonest first.
 */
export async function openFixtureMatches(db: Db, now: Date): Promise<BetMatch[]> {
  const [active] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.active, true));
  if (!active) return [];
  const open = (await listMatchViews(db, { seasonId: active.id }))
    .filter(
      (m) => m.score_home === null && (m.match_date === null || Date.parse(m.match_date) > now.getTime()),
    )
    .map(toBetMatch);
  const at = (m: BetMatch) => (m.kick_off === null ? Infinity : Date.parse(m.kick_off));
  return open.sort((a, b) => at(a) - at(b) || a.stage - b.stage || a.id - b.id);
}

/** A team's results in a tournament before a round, oldest first, from the team's side. */
async function resultsOf(db: Db, tournamentId: number, teamId: number, beforeStage: number) {
  const rows = await db
    .select({ home: matches.teamHomeId, sh: matches.scoreHome, sa: matches.scoreAway, stage: matches.stage })
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        or(eq(matches.teamHomeId, teamId), eq(matches.teamAwayId, teamId)),
        isNotNull(matches.scoreHome),
        isNotNull(matches.scoreAway),
      ),
    )
    .orderBy(asc(matches.stage), asc(matches.id));
  return rows
    .filter((r) => r.stage < beforeStage)
    .map((r) => (r.home === teamId ? { for: r.sh!, against: r.sa! } : { for: r.sa!, against: r.sh! }));
}

/** The text a linked match bet shows, as the free-text form would have it: 'Local vs Visitante'. */
export const matchTitle = (m: BetMatch): string => `${m.home.name} vs ${m.away.name}`;

/** Suggested odds (hundredths) of a fixture match from both teams' table and form before its round. */
export async function suggestedOdds(db: Db, m: BetMatch) {
  const [h, a] = await Promise.all([
    resultsOf(db, m.tournament.id, m.home.id, m.stage),
    resultsOf(db, m.tournament.id, m.away.id, m.stage),
  ]);
  return suggestOdds(teamForm(h), teamForm(a));
}

/** GET /bets/fixture/{id}: the match, its suggested odds as x.xx and both squads for a player bet. */
export async function fixtureMatchDetail(db: Db, id: number): Promise<FixtureMatchDetail | undefined> {
  const match = await betMatchById(db, id);
  if (!match) return undefined;
  const odds = await suggestedOdds(db, match);
  const squad = await db
    .select({ id: players.id, name: players.name, teamId: players.idTeam })
    .from(players)
    .where(inArray(players.idTeam, [match.home.id, match.away.id]))
    .orderBy(asc(players.name), asc(players.id));
  const teamOf = (teamId: number | null) => (teamId === match.home.id ? match.home : match.away);
  return {
    match,
    title: matchTitle(match),
    odds: {
      home_odd: formatOdd(odds.home_odd),
      away_odd: formatOdd(odds.away_odd),
      draw_odd: formatOdd(odds.draw_odd),
      under: formatOdd(odds.under),
      over: formatOdd(odds.over),
    },
    players: squad.map((p) => ({ id: p.id, name: p.name, team: teamOf(p.teamId) })),
  };
}
