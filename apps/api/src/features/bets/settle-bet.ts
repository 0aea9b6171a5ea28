import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { matchBets, moveMoney, playerBets, userBets, type Db, type Tx } from '@liga/db';
import { BET_OPTION_LABELS, contradicts, payout, type BetOption } from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { notifyBetSettled } from '../notifications';

export type Outcome = 'won' | 'lost';

/**
 * Locks the match or player bet a user bet belongs to: every settlement of one bet then runs one at
 * a time, so "another option already won" is read after the other settlement committed. Same lock
 * order as placing a bet (bet, then user bet, then user).
 */
async function lockParentBet(tx: Tx, userBetId: number): Promise<void> {
  const [target] = await tx
    .select({ idBet: userBets.idBet, idPlayerbet: userBets.idPlayerbet })
    .from(userBets)
    .where(eq(userBets.id, userBetId));
  if (!target) throw notFound(messages.userBetNotFound);
  const [parent] =
    target.idBet !== null
      ? await tx
          .select({ linked: sql<boolean>`${matchBets.matchId} is not null` })
          .from(matchBets)
          .where(eq(matchBets.id, target.idBet))
          .for('update')
      : await tx
          .select({
            linked: sql<boolean>`${playerBets.matchId} is not null and ${playerBets.playerId} is not null`,
          })
          .from(playerBets)
          .where(eq(playerBets.id, target.idPlayerbet!))
          .for('update');
  // A bet on a fixture match settles itself with the result (docs/rules.md §7.5), never by hand.
  if (parent?.linked) throw ruleBroken('bet', messages.settlesItself);
}

/** A won option of the same match bet that this option contradicts (home won: away cannot). */
async function contradictingWinner(tx: Tx, bet: typeof userBets.$inferSelect): Promise<BetOption | null> {
  if (bet.idBet === null) return null;
  const won = await tx
    .selectDistinct({ option: userBets.option })
    .from(userBets)
    .where(and(eq(userBets.idBet, bet.idBet), eq(userBets.outcome, 'won'), ne(userBets.option, bet.option)));
  const hit = won.find((w) => contradicts(w.option as BetOption, bet.option as BetOption));
  return (hit?.option as BetOption | undefined) ?? null;
}

/**
 * PUT /apuesta/usuario/{id} (Admin): settles a user bet once (docs/rules.md §12). The bet and the user
 * bet are locked FOR UPDATE and the state read inside the transaction, so twenty confirmations at
 * once pay once: the first settles, the rest wait for it and then find it confirmed. A won bet pays
 * odd × stake (ledger reason bet_payout), unless a contradicting option of the same match bet was
 * already paid as won; a lost one is settled without payment (the stake left at placement).
 */
export async function settleBet(
  db: Db,
  id: number,
  outcome: Outcome,
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockParentBet(tx, id);
    const bet = await lockedRow(tx, userBets, id, messages.userBetNotFound);
    if (bet.confirmed) throw ruleBroken('bet', messages.alreadyConfirmed);
    if (outcome === 'won') {
      const winner = await contradictingWinner(tx, bet);
      if (winner) throw ruleBroken('bet', messages.contradictsWinner(BET_OPTION_LABELS[winner]));
    }
    const paid = outcome === 'won' ? payout(bet.amount, bet.selectedOption) : 0;
    if (paid > 0) {
      await moveMoney(tx, {
        userId: bet.idUser,
        amount: paid,
        reason: 'bet_payout',
        refType: 'user_bet',
        refId: bet.id,
        createdBy: by.id,
      });
    }
    await tx
      .update(userBets)
      .set({ confirmed: true, outcome, payout: paid, settledBy: by.id, settledAt: now })
      .where(eq(userBets.id, bet.id));
    await notifyBetSettled(tx, bet.id);
  });
}

/**
 * The old route PUT /apuesta/usuario/{id_bet}/{id_user}: the original client's confirm button, which
 * meant "pay it". It names the latest bet of that user on that bet (a match bet when there is one,
 * else a player bet with that id), settled or not: the same request always names the same bet, so
 * a repeated click finds it confirmed and settles nothing more (decision 013). Earlier bets of the
 * same user on the same bet are settled by id (PUT /apuesta/usuario/{id}).
 */
export async function latestUserBet(db: Db, betId: number, userId: number): Promise<number> {
  for (const column of [userBets.idBet, userBets.idPlayerbet]) {
    const [row] = await db
      .select({ id: userBets.id })
      .from(userBets)
      .where(and(eq(userBets.idUser, userId), eq(column, betId)))
      .orderBy(desc(userBets.id))
      .limit(1);
    if (row) return row.id;
  }
  throw notFound(messages.nothingToConfirm);
}
