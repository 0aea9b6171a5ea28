import { asc, eq, inArray } from 'drizzle-orm';
import { players, releaseClauses, type Db, type Tx } from '@liga/db';
import { notFound } from '../../lib/http-errors';
import { messages } from './messages';

export const byNumber = (a: number, b: number) => a - b;

/** What never changes on an offer row, read before locking so the locks can be taken in order. */
export async function offerHead(db: Db, id: number) {
  const [head] = await db
    .select({
      idPlayer: releaseClauses.idPlayer,
      idTeam: releaseClauses.idTeam,
      otherPlayers: releaseClauses.otherPlayers,
    })
    .from(releaseClauses)
    .where(eq(releaseClauses.id, id));
  if (!head) throw notFound(messages.offerNotFound);
  return head;
}

/**
 * Every market flow locks in the same order — player rows by id, the selling team, offer rows by id,
 * users by id — so concurrent confirmations queue instead of deadlocking on PostgreSQL.
 */
export async function lockPlayers(tx: Tx, ids: readonly number[]) {
  return tx
    .select({ id: players.id, idTeam: players.idTeam })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)].sort(byNumber)))
    .orderBy(asc(players.id))
    .for('update');
}
