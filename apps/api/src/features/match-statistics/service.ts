import { and, eq, inArray } from 'drizzle-orm';
import { matchStatistics, matches, type Db } from '@liga/db';
import { may, type SaveStatisticsInput } from '@liga/domain';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { ownTeamId } from '../teams';
import { findMatchView, type MatchView } from '../matches';
import { settlePlayerBetsOf } from '../bets';
import { applyLateEntry } from '../sanctions';
import { checkSuspensions, checkTotals, linesOf } from './checks';
import { messages } from './messages';
import { watchSuspensions } from './new-suspensions';

/**
 * Saves a match's statistics in one transaction: the submitted teams' rows are replaced. Staff load
 * both teams and complete the match; a manager loads their own team, and the match completes once
 * both teams have rows (decision 033: the acting user comes from the token).
 */
export async function saveStatistics(
  db: Db,
  input: SaveStatisticsInput,
  by: AuthUser,
  now: Date,
): Promise<MatchView> {
  const matchIds = new Set(input.statistics.map((s) => s.match_id));
  if (matchIds.size > 1) throw ruleBroken('statistics', messages.oneMatch);
  const matchId = input.statistics[0]!.match_id;
  await db.transaction(async (tx) => {
    const match = await lockedRow(tx, matches, matchId, messages.matchNotFound);
    const staff = may(by.rol, 'enterAnyMatchStatistics');
    const own = staff ? undefined : await ownTeamId(tx, by.id);
    if (!staff && own !== match.teamHomeId && own !== match.teamAwayId)
      throw forbidden(messages.notYourMatch);
    if (match.status === 'completed') throw ruleBroken('match_id', messages.completed);
    if (match.scoreHome === null || match.scoreAway === null) throw ruleBroken('match_id', messages.noScore);

    let lines = await linesOf(tx, input, match);
    if (!staff) {
      // The form lists both squads: lines of rivals who did not play are ignored, anything else is refused.
      if (lines.some((l) => l.teamId !== own && l.played)) throw forbidden(messages.onlyOwnPlayers);
      lines = lines.filter((l) => l.teamId === own);
    }
    const replaced = staff ? [...new Set(lines.map((l) => l.teamId))] : [own!];
    await checkTotals(tx, lines, match, replaced);
    await checkSuspensions(tx, lines, match);

    const before = await tx
      .select({ teamId: matchStatistics.teamId, playerId: matchStatistics.playerId })
      .from(matchStatistics)
      .where(eq(matchStatistics.matchId, match.id));
    // New suspensions are told from the barred rounds before and after the change (decision 036).
    const notifySuspensions = await watchSuspensions(tx, match, [
      ...before.filter((b) => replaced.includes(b.teamId)).map((b) => b.playerId),
      ...lines.map((l) => l.player_id),
    ]);
    await tx
      .delete(matchStatistics)
      .where(and(eq(matchStatistics.matchId, match.id), inArray(matchStatistics.teamId, replaced)));
    if (lines.length > 0) {
      await tx.insert(matchStatistics).values(
        lines.map((l) => ({
          matchId: match.id,
          tournamentId: match.tournamentId,
          playerId: l.player_id,
          teamId: l.teamId,
          userId: by.id,
          goals: l.goals,
          assists: l.assists,
          yellowCards: l.yellow_cards,
          redCards: l.red_cards,
          simpleInjuries: l.simple_injuries,
          seriousInjuries: l.serious_injuries,
          mvp: l.mvp,
          directRed: l.direct_red,
          played: l.played,
        })),
      );
    }
    const loaded = await tx
      .selectDistinct({ teamId: matchStatistics.teamId })
      .from(matchStatistics)
      .where(eq(matchStatistics.matchId, match.id));
    // Late data entry is fined when a team's lines first arrive (docs/rules.md §17.3).
    const firstTime = replaced.filter((t) => !before.some((b) => b.teamId === t));
    await applyLateEntry(tx, match, firstTime, now);
    if (staff || loaded.length >= 2)
      await tx.update(matches).set({ status: 'completed' }).where(eq(matches.id, match.id));
    // Its linked player bets settle from these lines, in this transaction (docs/rules.md §7.5).
    await settlePlayerBetsOf(tx, match.id, now);
    await notifySuspensions();
  });
  return (await findMatchView(db, matchId))!;
}
