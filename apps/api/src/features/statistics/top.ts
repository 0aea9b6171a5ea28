import { sql } from 'drizzle-orm';
import { rankedTopList, type Db, type TopRow } from '@liga/db';
import type { TopLists } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { findTournament } from '../tournaments';
import { messages } from './messages';

/** Top lists show 20 entries. */
export const TOP_SIZE = 20;
const LISTS = ['goals', 'assists', 'mvp', 'injuries'] as const;

type ListRow = TopRow<(typeof LISTS)[number]>;

/**
 * The four top-20 lists of a tournament in one statement: one GROUP BY over the tournament's rows
 * (match_statistics_tournament_player_idx), then ORDER BY value desc, name, LIMIT 20 per list.
 * A player's team is the one of their latest match in the tournament, looked up for the (at most
 * 80) listed players only, through the same index.
 */
export async function topLists(db: Db, tournamentId: number): Promise<TopLists> {
  if (!(await findTournament(db, tournamentId))) throw notFound(messages.tournamentNotFound);
  const { rows } = await db.execute<ListRow>(sql`
    with agg as (
      select player_id,
             sum(goals)::int as goals,
             sum(assists)::int as assists,
             (count(*) filter (where mvp))::int as mvp,
             sum(simple_injuries + serious_injuries)::int as injuries
      from match_statistics where tournament_id = ${tournamentId}
      group by player_id
    ), named as (
      select agg.*, p.name as player_name from agg join players p on p.id = agg.player_id
    ), top as (
      ${sql.join(
        LISTS.map((list) => rankedTopList(list, TOP_SIZE)),
        sql` union all `,
      )}
    )
    select top.*, t.id as team_id, t.name as team_name
    from top
    cross join lateral (
      select ms.team_id from match_statistics ms
      where ms.tournament_id = ${tournamentId} and ms.player_id = top.player_id
      order by ms.match_id desc limit 1
    ) latest
    join teams t on t.id = latest.team_id`);
  const lists = Object.fromEntries(LISTS.map((list) => [list, [] as TopLists['goals']])) as TopLists;
  for (const row of [...rows].sort((a, b) => a.pos - b.pos)) {
    lists[row.list].push({
      player: { id: row.player_id, name: row.player_name },
      team: { id: row.team_id, name: row.team_name },
      value: Number(row.value),
    });
  }
  return lists;
}
