import type { Db } from '@liga/db';
import { may } from '@liga/domain';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { ownTeamId } from '../teams';
import { messages } from './messages';
import { findMatchTeams, type MatchTeams } from './queries';

/**
 * Captures fill a match's statistics, so the users who may load those statistics may send them:
 * staff, or the manager of one of the two teams (decision 004), while the match is pending.
 */
export async function matchToLoad(db: Db, matchId: number, user: AuthUser): Promise<MatchTeams> {
  const match = await findMatchTeams(db, matchId);
  if (!match) throw notFound(messages.matchNotFound);
  if (!may(user.rol, 'sendAnyMatchScreenshots')) {
    const own = await ownTeamId(db, user.id);
    if (own === undefined || (own !== match.home.id && own !== match.away.id))
      throw forbidden(messages.notYourMatch);
  }
  if (match.status === 'completed') throw ruleBroken('matchId', messages.completed);
  return match;
}
