import { and, eq, inArray } from 'drizzle-orm';
import { players, teams, type Db } from '@liga/db';
import { forbidden, notFound } from '../../lib/http-errors';
import { messages } from './messages';

/**
 * An owner marks or unmarks a player of their own squad as transferable (decision 034). The
 * ownership check is in the UPDATE itself: the player's team must be the caller's.
 */
export async function setTransferable(db: Db, userId: number, playerId: number, transferable: boolean) {
  const own = db.select({ id: teams.id }).from(teams).where(eq(teams.idUser, userId));
  const [row] = await db
    .update(players)
    .set({ transferable })
    .where(and(eq(players.id, playerId), inArray(players.idTeam, own)))
    .returning({ id: players.id });
  if (!row) {
    const [exists] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    throw exists ? forbidden(messages.notYours) : notFound(messages.playerNotFound);
  }
  return {
    message: transferable ? messages.marked : messages.unmarked,
    player_id: playerId,
    transferable,
  };
}

/** Ids of a team's players marked transferable. */
export async function transferableIds(db: Db, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.idTeam, teamId), eq(players.transferable, true)))
    .orderBy(players.id);
  return rows.map((r) => r.id);
}
