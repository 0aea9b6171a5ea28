import { eq } from 'drizzle-orm';
import { players, teams, type Tx } from '@liga/db';

/**
 * The player and his team's division, his row locked until the transaction ends: an auction or a
 * clause on him reads and moves him without another flow moving him in between.
 */
export async function playerForUpdate(tx: Tx, id: number) {
  const [player] = await tx
    .select({
      id: players.id,
      name: players.name,
      value: players.value,
      status: players.status,
      teamId: players.idTeam,
      division: teams.division,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(eq(players.id, id))
    .for('update', { of: players });
  return player;
}
