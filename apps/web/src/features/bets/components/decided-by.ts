import { formatDateTimeShort, type UserBetView } from '@liga/domain';
import { fixtureBetMessages as f } from '../fixture-messages';

/**
 * What decides a bet from the fixture, in words (docs/rules.md §7.5): the score once saved (and the
 * player's goals and cards for a player bet), otherwise when betting closes. Null for free-text bets.
 */
export function decidedByText(bet: UserBetView, timeZone: string): string | null {
  const d = bet.decided_by;
  if (!d) return null;
  const { match, player } = d;
  if (match.score_home === null || match.score_away === null)
    return match.kick_off ? f.kickOff(formatDateTimeShort(match.kick_off, timeZone)) : f.noKickOff;
  const score = f.score(match.home.name, match.score_home, match.score_away, match.away.name);
  if (!player) return score;
  const line = player.goals === null ? f.noLine : f.line(player.goals, player.cards ?? 0);
  return `${score} · ${player.name}: ${line}`;
}
