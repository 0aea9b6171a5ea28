import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { matchStatistics, matches, players, suspensionLifts, tournaments, type Db, type Tx } from '@liga/db';
import type { BarCause, StatisticRow } from '@liga/domain';
import { selectPlayers } from '../players';
import { asFormat } from '../tournaments';

/** Current players of the teams, team joined, in the order the teams were asked for. */
export async function playersOfTeams(db: Db, teamIds: number[]) {
  const rows = await selectPlayers(db)
    .where(inArray(players.idTeam, teamIds))
    .orderBy(asc(players.name), asc(players.id));
  return rows
    .sort((a, b) => teamIds.indexOf(a.teamId) - teamIds.indexOf(b.teamId))
    .map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      id_team: { id: p.teamId, name: p.teamName },
    }));
}

/**
 * Every line of one match (the form shows who played and who did not), or the appearances of a
 * whole tournament or of one team in a season's tournaments: a client that counts these rows as
 * matches played, or takes the latest as the last match, reads only players who played (decision 023).
 */
export type StatisticRowFilter =
  { matchId: number } | { tournamentId: number } | { teamId: number; seasonId: number };

const rowsWhere = (filter: StatisticRowFilter) =>
  'matchId' in filter
    ? eq(matchStatistics.matchId, filter.matchId)
    : 'tournamentId' in filter
      ? and(eq(matchStatistics.tournamentId, filter.tournamentId), eq(matchStatistics.played, true))
      : and(
          eq(matchStatistics.teamId, filter.teamId),
          eq(tournaments.seasonId, filter.seasonId),
          eq(matchStatistics.played, true),
        );

/** Statistic rows with player, tournament format and match round joined (no N+1). */
export async function listStatisticRows(db: Db, filter: StatisticRowFilter): Promise<StatisticRow[]> {
  const rows = await db
    .select({
      s: matchStatistics,
      playerName: players.name,
      format: tournaments.format,
      stage: matches.stage,
    })
    .from(matchStatistics)
    .innerJoin(players, eq(players.id, matchStatistics.playerId))
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matchStatistics.tournamentId))
    .where(rowsWhere(filter))
    .orderBy(
      asc(matches.stage),
      asc(matchStatistics.matchId),
      asc(matchStatistics.teamId),
      asc(players.name),
      asc(matchStatistics.id),
    );
  return rows.map(({ s, playerName, format, stage }) => ({
    id: s.id,
    player_id: { id: s.playerId, name: playerName },
    team_id: s.teamId,
    tournament_id: { id: s.tournamentId, format: asFormat(format) },
    match_id: { id: s.matchId, stage },
    goals: s.goals,
    assists: s.assists,
    yellow_cards: s.yellowCards,
    red_cards: s.redCards,
    simple_injuries: s.simpleInjuries,
    serious_injuries: s.seriousInjuries,
    mvp: s.mvp,
    direct_red: s.directRed ? 'yes' : 'not',
    played: s.played,
  }));
}

const sanctionColumns = {
  playerId: matchStatistics.playerId,
  stage: matches.stage,
  goals: matchStatistics.goals,
  assists: matchStatistics.assists,
  yellow_cards: matchStatistics.yellowCards,
  red_cards: matchStatistics.redCards,
  simple_injuries: matchStatistics.simpleInjuries,
  serious_injuries: matchStatistics.seriousInjuries,
  direct_red: matchStatistics.directRed,
};

/** Tournaments of a season (optionally of one format): lets the planner use (tournament_id, player_id). */
const seasonTournaments = (seasonId: number, format?: string) =>
  sql`${matchStatistics.tournamentId} in (select ${tournaments.id} from ${tournaments} where ${and(eq(tournaments.seasonId, seasonId), format ? eq(tournaments.format, format) : undefined)})`;

/** The players' other rows in the season's tournaments of that format: what their suspensions come from. */
export function sanctionHistory(
  tx: Tx,
  playerIds: number[],
  seasonId: number,
  format: string,
  exceptMatch: number,
) {
  return tx
    .select(sanctionColumns)
    .from(matchStatistics)
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .where(
      and(
        seasonTournaments(seasonId, format),
        inArray(matchStatistics.playerId, playerIds),
        ne(matchStatistics.matchId, exceptMatch),
      ),
    );
}

/**
 * The season's appearances of the team's current players, with the format of each tournament: a row
 * per match played, so its count is PJ and its latest round the last match (decision 023).
 */
export function teamSeasonRows(db: Db, teamId: number, seasonId: number) {
  return db
    .select({
      ...sanctionColumns,
      mvp: matchStatistics.mvp,
      playerName: players.name,
      format: tournaments.format,
      tournamentName: tournaments.name,
    })
    .from(matchStatistics)
    .innerJoin(players, eq(players.id, matchStatistics.playerId))
    .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matchStatistics.tournamentId))
    .where(and(eq(players.idTeam, teamId), seasonTournaments(seasonId), eq(matchStatistics.played, true)))
    .orderBy(asc(players.name), asc(players.id));
}

/** Suspension causes staff approved lifting for this match, per player (decision 025). */
export async function approvedLifts(tx: Tx, matchId: number, playerIds: number[]) {
  const rows = await tx
    .select({ playerId: suspensionLifts.playerId, cause: suspensionLifts.cause })
    .from(suspensionLifts)
    .where(
      and(
        eq(suspensionLifts.matchId, matchId),
        eq(suspensionLifts.status, 'approved'),
        inArray(suspensionLifts.playerId, playerIds),
      ),
    );
  const byPlayer = new Map<number, BarCause[]>();
  for (const r of rows) byPlayer.set(r.playerId, [...(byPlayer.get(r.playerId) ?? []), r.cause as BarCause]);
  return byPlayer;
}
