import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { matchBets, matchStatistics, matches, moveMoney, playerBets, userBets, type Tx } from '@liga/db';
import {
  matchOptionOutcome,
  playerOptionOutcome,
  resettle,
  type MatchBetOption,
  type PlayerBetOption,
  type PlayerLine,
  type SettledOutcome,
  type SettledState,
} from '@liga/domain';
import { notifyBetSettled } from '../notifications';

type UserBetRow = typeof userBets.$inferSelect;

/**
 * Brings one user bet to `next` (docs/rules.md §7.5): a payout made before is taken back (it may take
 * the budget below zero: the money was never the bettor's), a win pays odd × stake, each through the
 * ledger. Nothing moves when the outcome is already the recorded one, so saving the same result again
 * pays nothing twice. settledBy stays null: nobody confirmed it by hand.
 */
async function bringTo(tx: Tx, bet: UserBetRow, next: SettledOutcome, now: Date): Promise<void> {
  const current = { outcome: bet.outcome as SettledState['outcome'], payout: bet.payout };
  const move = resettle(current, next, { amount: bet.amount, odd: bet.selectedOption });
  if (!move.changed) return;
  const ref = { refType: 'user_bet', refId: bet.id, createdBy: null };
  if (move.reverse > 0)
    await moveMoney(tx, {
      userId: bet.idUser,
      amount: -move.reverse,
      reason: 'bet_payout_reversal',
      allowNegative: true,
      ...ref,
    });
  if (move.pay > 0)
    await moveMoney(tx, { userId: bet.idUser, amount: move.pay, reason: 'bet_payout', ...ref });
  await tx
    .update(userBets)
    .set({ confirmed: true, outcome: next, payout: move.pay, settledBy: null, settledAt: now })
    .where(eq(userBets.id, bet.id));
  await notifyBetSettled(tx, bet.id);
}

/**
 * Settles, or re-settles after a correction, every stake on the match bets linked to a match, inside
 * the transaction that saves its result. The match bets are locked FOR UPDATE (placing a stake holds
 * them FOR SHARE), then their user bets, so concurrent saves of the same result run one after the
 * other and the second finds every bet already at its outcome: each pays once.
 */
export async function settleMatchBetsOf(tx: Tx, matchId: number, now: Date): Promise<void> {
  const bets = await tx
    .select({ id: matchBets.id })
    .from(matchBets)
    .where(eq(matchBets.matchId, matchId))
    .orderBy(asc(matchBets.id))
    .for('update');
  if (bets.length === 0) return;
  const [match] = await tx
    .select({ home: matches.scoreHome, away: matches.scoreAway })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match || match.home === null || match.away === null) return;
  const score = { home: match.home, away: match.away };
  const stakes = await tx
    .select()
    .from(userBets)
    .where(
      inArray(
        userBets.idBet,
        bets.map((b) => b.id),
      ),
    )
    .orderBy(asc(userBets.id))
    .for('update');
  for (const stake of stakes)
    await bringTo(tx, stake, matchOptionOutcome(stake.option as MatchBetOption, score), now);
}

/**
 * Settles the player bets of a match from its saved statistics (docs/rules.md §7.5): a player with a
 * line is settled from it; one without a line is settled (as lost) only once the match is completed,
 * since their team's rows may still come. Same locks and re-settlement as the match bets.
 */
export async function settlePlayerBetsOf(tx: Tx, matchId: number, now: Date): Promise<void> {
  const bets = await tx
    .select({ id: playerBets.id, playerId: playerBets.playerId })
    .from(playerBets)
    .where(and(eq(playerBets.matchId, matchId), isNotNull(playerBets.playerId)))
    .orderBy(asc(playerBets.id))
    .for('update');
  if (bets.length === 0) return;
  const [match] = await tx.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
  const lines = await tx
    .select({
      playerId: matchStatistics.playerId,
      goals: matchStatistics.goals,
      yellowCards: matchStatistics.yellowCards,
      redCards: matchStatistics.redCards,
      directRed: matchStatistics.directRed,
    })
    .from(matchStatistics)
    .where(eq(matchStatistics.matchId, matchId));
  const lineOf = new Map<number, PlayerLine>(lines.map((l) => [l.playerId, l]));
  const completed = match?.status === 'completed';
  const playerOf = new Map(bets.map((b) => [b.id, b.playerId!]));
  const stakes = await tx
    .select()
    .from(userBets)
    .where(inArray(userBets.idPlayerbet, [...playerOf.keys()]))
    .orderBy(asc(userBets.id))
    .for('update');
  for (const stake of stakes) {
    const line = lineOf.get(playerOf.get(stake.idPlayerbet!)!) ?? null;
    if (line === null && !completed) continue;
    await bringTo(tx, stake, playerOptionOutcome(stake.option as PlayerBetOption, line), now);
  }
}
