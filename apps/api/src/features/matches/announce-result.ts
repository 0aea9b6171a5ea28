import { eq } from 'drizzle-orm';
import { matches, tournaments, type Tx } from '@liga/db';
import { emitEvent } from '../notifications';
import { away, home } from '../../lib/match-view';

/**
 * A saved score as an outbox event (decision 034), in the transaction that saved it: the league's
 * Discord posts it to its tournament's results channel; both managers get it in the app.
 */
export async function announceResult(tx: Tx, matchId: number): Promise<void> {
  const [m] = await tx
    .select({
      tournamentId: tournaments.id,
      tournament: tournaments.name,
      home: home.name,
      away: away.name,
      homeOwner: home.idUser,
      awayOwner: away.idUser,
      homeGoals: matches.scoreHome,
      awayGoals: matches.scoreAway,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(eq(matches.id, matchId));
  if (!m || m.homeGoals === null || m.awayGoals === null) return;
  await emitEvent(tx, {
    kind: 'match_result',
    recipients: [m.homeOwner, m.awayOwner].filter((id): id is number => id !== null),
    data: {
      match_id: matchId,
      tournament_id: m.tournamentId,
      tournament: m.tournament,
      home: m.home,
      away: m.away,
      home_goals: m.homeGoals,
      away_goals: m.awayGoals,
    },
  });
}
