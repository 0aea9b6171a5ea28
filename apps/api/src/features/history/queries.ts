import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  prizes,
  seasonClosings,
  seasons,
  teamTrophies,
  teams,
  tournaments,
  type Db,
  type SeasonTopRow,
} from '@liga/db';
import { asFormat, type Champion, type TopEntry } from '@liga/domain';

/** Every closed season, newest first (season_closings_live_idx holds the live closes). */
export const closedSeasons = (db: Db) =>
  db
    .select({ id: seasons.id, name: seasons.name, closedAt: seasonClosings.closedAt })
    .from(seasonClosings)
    .innerJoin(seasons, eq(seasons.id, seasonClosings.seasonId))
    .where(isNull(seasonClosings.reopenedAt))
    .orderBy(desc(seasons.id));

/** A title's tournament, left-joined: a title given by hand may name none. */
const trophyTournament = { id: tournaments.id, name: tournaments.name, format: tournaments.format };

export const asTrophyTournament = (t: { id: number; name: string; format: string } | null) =>
  t && { ...t, format: asFormat(t.format) };

/** The titles of some seasons (team_trophies_season_idx), by season, in tournament order. */
export async function championsOf(db: Db, seasonIds: number[]): Promise<Map<number, Champion[]>> {
  const bySeason = new Map<number, Champion[]>(seasonIds.map((id) => [id, []]));
  if (seasonIds.length === 0) return bySeason;
  const rows = await db
    .select({
      seasonId: teamTrophies.seasonId,
      kind: teamTrophies.kind,
      teamId: teams.id,
      teamName: teams.name,
      tournament: trophyTournament,
    })
    .from(teamTrophies)
    .innerJoin(teams, eq(teams.id, teamTrophies.teamId))
    .leftJoin(tournaments, eq(tournaments.id, teamTrophies.tournamentId))
    .where(inArray(teamTrophies.seasonId, seasonIds))
    .orderBy(asc(teamTrophies.tournamentId), asc(teamTrophies.id));
  for (const r of rows)
    bySeason.get(r.seasonId!)?.push({
      kind: r.kind,
      team: { id: r.teamId, name: r.teamName },
      tournament: asTrophyTournament(r.tournament),
    });
  return bySeason;
}

/** A team's titles, newest season first (team_trophies_team_idx). */
export const trophiesOf = (db: Db, teamId: number) =>
  db
    .select({
      id: teamTrophies.id,
      kind: teamTrophies.kind,
      season: { id: seasons.id, name: seasons.name },
      tournament: trophyTournament,
    })
    .from(teamTrophies)
    .leftJoin(seasons, eq(seasons.id, teamTrophies.seasonId))
    .leftJoin(tournaments, eq(tournaments.id, teamTrophies.tournamentId))
    .where(eq(teamTrophies.teamId, teamId))
    .orderBy(sql`${teamTrophies.seasonId} desc nulls last`, asc(teamTrophies.id));

/** The prizes paid in the season's tournaments and not reverted (prizes_tournament_idx). */
export const seasonPrizes = (db: Db, seasonId: number) =>
  db
    .select({
      id: prizes.id,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      teamId: teams.id,
      teamName: teams.name,
      position: prizes.position,
      amount: prizes.amount,
    })
    .from(prizes)
    .innerJoin(tournaments, eq(tournaments.id, prizes.tournamentId))
    .innerJoin(teams, eq(teams.id, prizes.teamId))
    .where(and(eq(tournaments.seasonId, seasonId), isNull(prizes.revertedAt)))
    .orderBy(asc(tournaments.id), asc(prizes.id));

/** A season's scorers and assisters as the summary lists them (two lists, each in its order). */
export function topEntries(rows: SeasonTopRow[]): { goals: TopEntry[]; assists: TopEntry[] } {
  const lists = { goals: [] as TopEntry[], assists: [] as TopEntry[] };
  for (const row of rows)
    lists[row.list].push({
      player: { id: row.player_id, name: row.player_name },
      team: { id: row.team_id, name: row.team_name },
      value: row.value,
    });
  return lists;
}
