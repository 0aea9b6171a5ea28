import { eq } from 'drizzle-orm';
import { players, type Tx } from '@liga/db';
import { selectPlayers } from './player-view';

/**
 * The player and his team's division, his row locked until the transaction ends: an auction or a
 * clause on him reads and moves him without another flow moving him in between.
 */
export async function playerForUpdate(tx: Tx, id: number) {
  const [player] = await selectPlayers(tx).where(eq(players.id, id)).for('update', { of: players });
  return player && { ...player, division: player.teamDivision };
}
