import { eq } from 'drizzle-orm';
import { matches, teams, type Tx } from '@liga/db';
import { LINKED_BET_MESSAGES as L, linkedBetClosed } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';

/**
 * A stake on a bet linked to a fixture match (docs/rules.md §7.5): refused from the match's kick-off
 * on, and once its result is saved whatever the clock says; refused to a bettor whose own team plays
 * it. The match row is read, not locked: a result saved at the same moment waits for this stake's
 * bet lock (FOR SHARE here, FOR UPDATE in the settlement) and then settles it with the others.
 */
export async function checkLinkedStake(
  tx: Tx,
  matchId: number,
  field: 'id_bet' | 'id_playerbet',
  userId: number,
  now: Date,
): Promise<void> {
  const [match] = await tx
    .select({
      kickOff: matches.matchDate,
      scoreHome: matches.scoreHome,
      home: matches.teamHomeId,
      away: matches.teamAwayId,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) return;
  const hasResult = match.scoreHome !== null;
  if (linkedBetClosed({ now, kickOff: match.kickOff, hasResult }))
    throw ruleBroken(field, hasResult ? L.closedByResult : L.closedAtKickOff);
  const own = await tx.select({ id: teams.id }).from(teams).where(eq(teams.idUser, userId));
  if (own.some((t) => t.id === match.home || t.id === match.away)) throw ruleBroken(field, L.ownMatch);
}
