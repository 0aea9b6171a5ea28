import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { matchStatistics, matches, type Tx } from '@liga/db';

export async function lockMatch(tx: Tx, id: number) {
  const [row] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
  return row;
}

/** Matches of the round that involve either team, the one being edited excepted. */
export function roundMatchesOf(
  tx: Tx,
  tournamentId: number,
  stage: number,
  teamIds: number[],
  exceptId?: number,
) {
  return tx
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        eq(matches.stage, stage),
        or(inArray(matches.teamHomeId, teamIds), inArray(matches.teamAwayId, teamIds)),
        exceptId === undefined ? undefined : ne(matches.id, exceptId),
      ),
    )
    .for('update');
}

/** Goals and assists already loaded for each team of the match. */
export function statisticTotals(tx: Tx, matchId: number) {
  return tx
    .select({
      teamId: matchStatistics.teamId,
      goals: sql<number>`coalesce(sum(${matchStatistics.goals}), 0)::int`,
      assists: sql<number>`coalesce(sum(${matchStatistics.assists}), 0)::int`,
    })
    .from(matchStatistics)
    .where(eq(matchStatistics.matchId, matchId))
    .groupBy(matchStatistics.teamId);
}
