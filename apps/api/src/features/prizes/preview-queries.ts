import { and, eq } from 'drizzle-orm';
import { matches, type Db } from '@liga/db';
import { FINAL_STAGE, type Format, type MatchState } from '@liga/domain';
import { away, home } from '../../lib/match-view';

/** A cup's Final (the stage of its format) with both teams, or undefined before it is drawn. */
export async function cupFinal(db: Db, tournament: { id: number; format: Format }) {
  const [final] = await db
    .select({
      home: { id: home.id, name: home.name },
      away: { id: away.id, name: away.name },
      homeGoals: matches.scoreHome,
      awayGoals: matches.scoreAway,
      status: matches.status,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(matches.tournamentId, tournament.id), eq(matches.stage, FINAL_STAGE[tournament.format])));
  return final;
}

/** Stage and status of every match of a tournament: how many are left before it ends. */
export const matchStates = (db: Db, tournamentId: number): Promise<MatchState[]> =>
  db
    .select({ stage: matches.stage, status: matches.status })
    .from(matches)
    .where(eq(matches.tournamentId, tournamentId));
