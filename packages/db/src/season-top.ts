import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './db-type';
import { players, seasonTopPlayers, teams, tournaments } from './schema/index';

/** How many scorers and assisters a season's summary lists (docs/decisions/030). */
export const SEASON_TOP_SIZE = 10;

/**
 * One ranked line of a top list (a tournament's or a season's), with the names as they read now.
 * A type alias, not an interface: `execute<Row>` wants a record, and an interface has no index signature.
 */
export type TopRow<List extends string> = {
  list: List;
  pos: number;
  player_id: number;
  player_name: string;
  team_id: number;
  team_name: string;
  value: number;
};

/** One ranked line of a season's top scorers or assisters. */
export type SeasonTopRow = TopRow<'goals' | 'assists'>;

/**
 * The first `size` players of one list, by value then name: a top-list statement's part for that list.
 * It reads a `named` CTE with `player_id`, `player_name` and one column per list, and gives the
 * columns of TopRow but the team's.
 */
export const rankedTopList = (list: string, size: number) => sql`(
  select ${list}::text as list,
         row_number() over (order by ${sql.identifier(list)} desc, player_name, player_id)::int as pos,
         player_id, player_name, ${sql.identifier(list)} as value
  from named where ${sql.identifier(list)} > 0
  order by ${sql.identifier(list)} desc, player_name, player_id limit ${size})`;

/**
 * The season's top scorers and assisters over all its tournaments, computed in one statement: one
 * GROUP BY over the season's statistic lines (match_statistics_tournament_player_idx, tournament by
 * tournament), the first SEASON_TOP_SIZE of each list by value then name, and each listed player's team
 * in his latest match. An open season's summary reads this; a close stores it (storeSeasonTop).
 */
export async function rankSeasonTop(db: Db | Tx, seasonId: number): Promise<SeasonTopRow[]> {
  // The season's tournaments as constants: the planner then reads their row counts from its
  // statistics and walks match_statistics_tournament_player_idx, where a subquery made it scan the table.
  const ids = (
    await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.seasonId, seasonId))
  ).map((t) => t.id);
  if (ids.length === 0) return [];
  const inSeason = (column: string) =>
    sql`${sql.raw(column)} in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`;
  const { rows } = await db.execute<SeasonTopRow>(sql`
    with agg as (
      select player_id, sum(goals)::int as goals, sum(assists)::int as assists
      from match_statistics where ${inSeason('tournament_id')}
      group by player_id
    ), named as (
      select agg.*, p.name as player_name from agg join players p on p.id = agg.player_id
    ), top as (
      ${rankedTopList('goals', SEASON_TOP_SIZE)} union all ${rankedTopList('assists', SEASON_TOP_SIZE)}
    )
    select top.*, t.id as team_id, t.name as team_name
    from top
    cross join lateral (
      select ms.team_id from match_statistics ms
      where ms.player_id = top.player_id and ${inSeason('ms.tournament_id')}
      order by ms.match_id desc limit 1
    ) latest
    join teams t on t.id = latest.team_id`);
  return rows
    .map((r) => ({ ...r, value: Number(r.value) }))
    .sort((a, b) => a.list.localeCompare(b.list) || a.pos - b.pos);
}

/**
 * Writes the season's top lists as they stand (docs/decisions/030), inside the caller's transaction:
 * the season's close, the demo league's closed season and the benchmark's. The primary key (season,
 * list, position) refuses a second copy.
 */
export async function storeSeasonTop(tx: Db | Tx, seasonId: number): Promise<number> {
  const rows = await rankSeasonTop(tx, seasonId);
  if (rows.length > 0)
    await tx.insert(seasonTopPlayers).values(
      rows.map((r) => ({
        seasonId,
        list: r.list,
        position: r.pos,
        playerId: r.player_id,
        teamId: r.team_id,
        value: r.value,
      })),
    );
  return rows.length;
}

/** A closed season's stored top lists (the table's primary key), in the order rankSeasonTop gives. */
export async function storedSeasonTop(db: Db, seasonId: number): Promise<SeasonTopRow[]> {
  const rows = await db
    .select({
      list: seasonTopPlayers.list,
      pos: seasonTopPlayers.position,
      player_id: players.id,
      player_name: players.name,
      team_id: teams.id,
      team_name: teams.name,
      value: seasonTopPlayers.value,
    })
    .from(seasonTopPlayers)
    .innerJoin(players, eq(players.id, seasonTopPlayers.playerId))
    .innerJoin(teams, eq(teams.id, seasonTopPlayers.teamId))
    .where(eq(seasonTopPlayers.seasonId, seasonId))
    .orderBy(asc(seasonTopPlayers.list), asc(seasonTopPlayers.position));
  return rows;
}
