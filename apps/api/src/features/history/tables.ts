import { asc, eq } from 'drizzle-orm';
import { seasonFinalStandings, teams, tournaments, type Db } from '@liga/db';
import {
  TABLE_ZONES,
  asFormat,
  isLeagueFormat,
  zoneOf,
  type StandingTable,
  type StandingTableRow,
} from '@liga/domain';
import { asStandingTable, type StandingLines } from '../standings';
import { tournamentsOfSeason } from '../tournaments';

/**
 * A closed season's tables as its close froze them (season_final_standings_season_idx): one table per
 * tournament, group tables one after the other, zones from the rule book's format as /tablas draws them.
 */
export async function frozenTables(db: Db, seasonId: number): Promise<StandingTable[]> {
  const rows = await db
    .select({
      line: seasonFinalStandings,
      teamName: teams.name,
      tournamentName: tournaments.name,
      format: tournaments.format,
    })
    .from(seasonFinalStandings)
    .innerJoin(teams, eq(teams.id, seasonFinalStandings.teamId))
    .innerJoin(tournaments, eq(tournaments.id, seasonFinalStandings.tournamentId))
    .where(eq(seasonFinalStandings.seasonId, seasonId))
    .orderBy(
      asc(seasonFinalStandings.tournamentId),
      asc(seasonFinalStandings.groupName),
      asc(seasonFinalStandings.position),
    );
  const tables = new Map<number, StandingTable>();
  for (const { line, teamName, tournamentName, format: raw } of rows) {
    const format = asFormat(raw);
    let table = tables.get(line.tournamentId);
    if (!table) {
      table = {
        tournament: { id: line.tournamentId, name: tournamentName, format },
        zones: [...(TABLE_ZONES[format] ?? [])],
        data: [],
      };
      tables.set(line.tournamentId, table);
    }
    const row: StandingTableRow = {
      id: line.teamId,
      position: line.position,
      tournament: { id: line.tournamentId },
      team: { id: line.teamId, name: teamName },
      played: line.played,
      won: line.won,
      drawn: line.drawn,
      lost: line.lost,
      goals_for: line.goalsFor,
      goals_against: line.goalsAgainst,
      goal_difference: line.goalsFor - line.goalsAgainst,
      points: line.points,
      group: line.groupName,
      zone: zoneOf(format, line.position)?.kind ?? null,
      // Not stored: the frozen order is final, whatever decided it.
      head_to_head: false,
    };
    table.data.push(row);
  }
  return [...tables.values()];
}

/** A season not closed: the live tables of its two leagues (cached like /tablas's). */
export async function liveTables(
  db: Db,
  seasonId: number,
  cached: (tournamentId: number) => Promise<StandingLines>,
): Promise<StandingTable[]> {
  const leagues = (await tournamentsOfSeason(db, seasonId)).filter((t) => isLeagueFormat(t.format));
  const ids = leagues.map((t) => t.id);
  return Promise.all(ids.map(async (id) => asStandingTable(await cached(id))));
}
