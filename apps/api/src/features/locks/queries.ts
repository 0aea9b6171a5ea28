import { and, asc, count, eq } from 'drizzle-orm';
import { playerLocks, players, type Db, type Tx } from '@liga/db';
import { locksLeft, type LockList, type LockView } from '@liga/domain';

/** Whether the player is locked this season by the team he plays for (decision 025). */
export async function isPlayerLocked(tx: Tx, seasonId: number, playerId: number, teamId: number) {
  const [row] = await tx
    .select({ id: playerLocks.id })
    .from(playerLocks)
    .where(
      and(
        eq(playerLocks.seasonId, seasonId),
        eq(playerLocks.playerId, playerId),
        eq(playerLocks.teamId, teamId),
      ),
    );
  return row !== undefined;
}

export async function locksUsed(tx: Db | Tx, seasonId: number, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(playerLocks)
    .where(and(eq(playerLocks.seasonId, seasonId), eq(playerLocks.teamId, teamId)));
  return row?.n ?? 0;
}

const view = (r: {
  id: number;
  playerId: number;
  name: string;
  teamId: number;
  createdAt: Date;
}): LockView => ({
  id: r.id,
  player: { id: r.playerId, name: r.name },
  team_id: r.teamId,
  created_at: r.createdAt.toISOString(),
});

/** The locks with their player's name, for the answers below. */
const lockRows = (db: Db) =>
  db
    .select({
      id: playerLocks.id,
      playerId: playerLocks.playerId,
      name: players.name,
      teamId: playerLocks.teamId,
      createdAt: playerLocks.createdAt,
    })
    .from(playerLocks)
    .innerJoin(players, eq(players.id, playerLocks.playerId));

export async function listLocks(db: Db, seasonId: number, teamId: number): Promise<LockList> {
  const rows = await lockRows(db)
    .where(and(eq(playerLocks.seasonId, seasonId), eq(playerLocks.teamId, teamId)))
    .orderBy(asc(playerLocks.id));
  return { data: rows.map(view), used: rows.length, left: locksLeft(rows.length) };
}

export async function lockView(db: Db, id: number): Promise<LockView | null> {
  const [row] = await lockRows(db).where(eq(playerLocks.id, id));
  return row ? view(row) : null;
}
