import { and, eq, ne } from 'drizzle-orm';
import { matches, players, suspensionLifts, teams, tournaments, users, type Db } from '@liga/db';
import { barCauses, liftMessages, type CreateLiftInput, type Format } from '@liga/domain';
import { disciplineSettings } from '../../lib/discipline-settings';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { sanctionHistory } from '../match-statistics';

/**
 * POST /api/suspensions/lifts (decision 025): the owner of the player's team asks to lift one cause
 * barring him from one pending match of his team, at the league's price for that cause. Nothing is
 * paid until staff approve; the budget is checked now so a request that could never be paid is refused.
 */
export async function requestLift(db: Db, input: CreateLiftInput, by: AuthUser, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: players.id, teamId: players.idTeam, ownerId: teams.idUser })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.idTeam))
      .where(eq(players.id, input.player_id))
      .for('update', { of: players });
    if (!player || player.ownerId !== by.id) throw forbidden(liftMessages.notOwn);
    const [match] = await tx
      .select({ m: matches, seasonId: tournaments.seasonId, format: tournaments.format })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(eq(matches.id, input.match_id));
    if (!match) throw ruleBroken('match_id', liftMessages.matchNotFound);
    if (match.m.teamHomeId !== player.teamId && match.m.teamAwayId !== player.teamId)
      throw ruleBroken('match_id', liftMessages.notInMatch);
    if (match.m.status === 'completed') throw ruleBroken('match_id', liftMessages.matchPlayed);
    const history = await sanctionHistory(tx, [player.id], match.seasonId, match.format, match.m.id);
    if (!barCauses(history, match.format as Format, match.m.stage).includes(input.cause))
      throw ruleBroken('cause', liftMessages.notBarred);
    const price = (await disciplineSettings(tx)).lift_prices[input.cause];
    if (price === null) throw ruleBroken('cause', liftMessages.notLiftable);
    const [open] = await tx
      .select({ id: suspensionLifts.id })
      .from(suspensionLifts)
      .where(
        and(
          eq(suspensionLifts.playerId, player.id),
          eq(suspensionLifts.matchId, match.m.id),
          eq(suspensionLifts.cause, input.cause),
          ne(suspensionLifts.status, 'refused'),
        ),
      );
    if (open) throw ruleBroken('cause', liftMessages.duplicate);
    const [me] = await tx.select({ profits: users.profits }).from(users).where(eq(users.id, by.id));
    if ((me?.profits ?? 0) < price) throw ruleBroken('cause', liftMessages.insufficientBudget);
    const [row] = await tx
      .insert(suspensionLifts)
      .values({
        playerId: player.id,
        matchId: match.m.id,
        teamId: player.teamId,
        cause: input.cause,
        price,
        requestedBy: by.id,
        createdAt: now,
      })
      .returning({ id: suspensionLifts.id });
    return row!.id;
  });
}
