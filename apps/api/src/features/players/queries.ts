import { and, count, eq, sql } from 'drizzle-orm';
import {
  auctions,
  leagueSettings,
  matchStatistics,
  players,
  releaseClauses,
  teams,
  transferPlayers,
  type Tx,
} from '@liga/db';
import { REGISTERED, isAdult, type AgeCounts } from '@liga/domain';

export const FREE_AGENT_SETTING = 'free_agent_team_id';

/** The free-agent team named in league_settings, when it is set and exists. */
export async function freeAgentTeamId(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: teams.id })
    .from(leagueSettings)
    .innerJoin(teams, sql`${teams.id}::text = ${leagueSettings.value}`)
    .where(eq(leagueSettings.key, FREE_AGENT_SETTING));
  return row?.id ?? null;
}

export async function teamExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return row !== undefined;
}

/** The player locked for the rest of the transaction, with its team's owner. */
export async function lockPlayer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ player: players, ownerId: teams.idUser })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(eq(players.id, id))
    .for('update', { of: players });
  return row;
}

/** Whether any clause, auction, transfer or match statistic names the player. */
export async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select (
      exists (select 1 from ${releaseClauses} where ${releaseClauses.idPlayer} = ${id})
      or exists (select 1 from ${auctions} where ${auctions.idPlayer} = ${id})
      or exists (select 1 from ${transferPlayers} where ${transferPlayers.playerId} = ${id})
      or exists (select 1 from ${matchStatistics} where ${matchStatistics.playerId} = ${id})
    ) as found`);
  return rows[0]?.found === true;
}

/** Registered players of a team over 20 and 20 or under, with the team row locked so counts hold. */
export async function registeredCounts(tx: Tx, teamId: number): Promise<AgeCounts> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const rows = await tx
    .select({ age: players.age, n: count() })
    .from(players)
    .where(and(eq(players.idTeam, teamId), eq(players.status, REGISTERED)))
    .groupBy(players.age);
  const adults = rows.filter((r) => isAdult(r.age)).reduce((sum, r) => sum + r.n, 0);
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { adults, youth: total - adults, total };
}
