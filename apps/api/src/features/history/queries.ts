import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { prizes, seasonClosings, seasons, teamTrophies, teams, tournaments, type Db } from '@liga/db';
import { asFormat, type Champion, type TopEntry } from '@liga/domain';
import type { TopRow } from '../statistics';

/** The season's live close (a reopen sets reopened_at and keeps the row as history). */
export async function liveClosing(db: Db, seasonId: number) {
  const [row] = await db
    .select()
    .from(seasonClosings)
    .where(and(eq(seasonClosings.seasonId, seasonId), isNull(seasonClosings.reopenedAt)));
  return row;
}

/** Every closed season, newest first (season_closings_live_idx holds the live closes). */
export const closedSeasons = (db: Db) =>
  db
    .select({ id: seasons.id, name: seasons.name, closedAt: seasonClosings.closedAt })
    .from(seasonClosings)
    .innerJoin(seasons, eq(seasons.id, seasonClosings.seasonId))
    .where(isNull(seasonClosings.reopenedAt))
    .orderBy(desc(seasons.id));

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
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      format: tournaments.format,
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
      tournament:
        r.tournamentId === null
          ? null
          : { id: r.tournamentId, name: r.tournamentName!, format: asFormat(r.format!) },
    });
  return bySeason;
}

/** A team's titles, newest season first (team_trophies_team_idx). */
export const trophiesOf = (db: Db, teamId: number) =>
  db
    .select({
      id: teamTrophies.id,
      kind: teamTrophies.kind,
      seasonId: seasons.id,
      seasonName: seasons.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      format: tournaments.format,
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

/** How many scorers and assisters a season's summary lists (docs/decisions/030). */
const SUMMARY_TOP = 10;

/**
 * The season's top scorers and assisters over all its tournaments, in one statement: one GROUP BY over
 * the season's statistic rows (match_statistics_tournament_player_idx, tournament by tournament), the
 * first SUMMARY_TOP of each list, and each listed player's team in his latest match.
 */
export async function seasonTopPlayers(
  db: Db,
  seasonId: number,
): Promise<{ goals: TopEntry[]; assists: TopEntry[] }> {
  const ranked = (list: 'goals' | 'assists') => sql`(
    select ${list}::text as list,
           row_number() over (order by ${sql.identifier(list)} desc, player_name, player_id)::int as pos,
           player_id, player_name, ${sql.identifier(list)} as value
    from named where ${sql.identifier(list)} > 0
    order by ${sql.identifier(list)} desc, player_name, player_id limit ${SUMMARY_TOP})`;
  // The season's tournaments as constants: the planner then reads their row counts from its
  // statistics and walks match_statistics_tournament_player_idx, where a subquery made it scan the table.
  const ids = (
    await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.seasonId, seasonId))
  ).map((t) => t.id);
  if (ids.length === 0) return { goals: [], assists: [] };
  const inSeason = (column: string) =>
    sql`${sql.raw(column)} in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`;
  const { rows } = await db.execute<TopRow<'goals' | 'assists'>>(sql`
    with agg as (
      select player_id, sum(goals)::int as goals, sum(assists)::int as assists
      from match_statistics where ${inSeason('tournament_id')}
      group by player_id
    ), named as (
      select agg.*, p.name as player_name from agg join players p on p.id = agg.player_id
    ), top as (${ranked('goals')} union all ${ranked('assists')})
    select top.*, t.id as team_id, t.name as team_name
    from top
    cross join lateral (
      select ms.team_id from match_statistics ms
      where ms.player_id = top.player_id and ${inSeason('ms.tournament_id')}
      order by ms.match_id desc limit 1
    ) latest
    join teams t on t.id = latest.team_id`);
  const lists = { goals: [] as TopEntry[], assists: [] as TopEntry[] };
  for (const row of [...rows].sort((a, b) => a.pos - b.pos))
    lists[row.list].push({
      player: { id: row.player_id, name: row.player_name },
      team: { id: row.team_id, name: row.team_name },
      value: Number(row.value),
    });
  return lists;
}
