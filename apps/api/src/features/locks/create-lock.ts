import { and, eq } from 'drizzle-orm';
import { playerLocks, players, releaseClauses, teams, type Db } from '@liga/db';
import { LOCKS_PER_TEAM, isDivision, lockMessages, may } from '@liga/domain';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { requireActiveSeason } from '../seasons';
import { locksUsed } from './queries';

/**
 * POST /api/locks (decision 025): the owner locks a player of their team, staff any league team's.
 * The player row is locked first, as a clause offer locks it, so a lock and an offer never cross; the
 * team row next, so two locks of one team count one after the other and the fifth is refused.
 */
export async function createLock(db: Db, playerId: number, by: AuthUser, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const season = await requireActiveSeason(tx);
    const [player] = await tx
      .select({ id: players.id, teamId: players.idTeam })
      .from(players)
      .where(eq(players.id, playerId))
      .for('update');
    if (!player) throw ruleBroken('player_id', lockMessages.playerNotFound);
    const [team] = await tx
      .select({ id: teams.id, idUser: teams.idUser, division: teams.division })
      .from(teams)
      .where(eq(teams.id, player.teamId))
      .for('no key update');
    if (!team || !isDivision(team.division)) throw ruleBroken('player_id', lockMessages.notLeague);
    if (!may(by.rol, 'lockAnyPlayer') && team.idUser !== by.id) throw forbidden(lockMessages.notOwn);
    const [already] = await tx
      .select({ id: playerLocks.id })
      .from(playerLocks)
      .where(and(eq(playerLocks.seasonId, season.id), eq(playerLocks.playerId, player.id)));
    if (already) throw ruleBroken('player_id', lockMessages.already);
    if ((await locksUsed(tx, season.id, team.id)) >= LOCKS_PER_TEAM)
      throw ruleBroken('player_id', lockMessages.full);
    const [live] = await tx
      .select({ id: releaseClauses.id })
      .from(releaseClauses)
      .where(
        and(
          eq(releaseClauses.idPlayer, player.id),
          eq(releaseClauses.active, true),
          eq(releaseClauses.confirmed, false),
        ),
      )
      .limit(1);
    if (live) throw ruleBroken('player_id', lockMessages.liveOffer);
    const [row] = await tx
      .insert(playerLocks)
      .values({ seasonId: season.id, teamId: team.id, playerId: player.id, createdBy: by.id, createdAt: now })
      .returning({ id: playerLocks.id });
    return row!.id;
  });
}
