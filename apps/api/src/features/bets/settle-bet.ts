import { and, desc, eq } from 'drizzle-orm';
import { moveMoney, userBets, type Db } from '@liga/db';
import { payout } from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';

export type Outcome = 'won' | 'lost';

/**
 * PUT /apuesta/usuario/{id} (Admin): settles a user bet once (DESIGN.md §5). The row is locked FOR
 * UPDATE and its state read inside the transaction, so twenty confirmations at once pay once: the
 * first settles, the rest wait for it and then find it confirmed. A won bet pays odd × stake
 * (ledger reason bet_payout); a lost one is settled without payment (the stake left at placement).
 */
export async function settleBet(
  db: Db,
  id: number,
  outcome: Outcome,
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [bet] = await tx.select().from(userBets).where(eq(userBets.id, id)).for('update');
    if (!bet) throw notFound(messages.userBetNotFound);
    if (bet.confirmed) throw ruleBroken('bet', messages.alreadyConfirmed);
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
  });
}

/**
 * The old route PUT /apuesta/usuario/{id_bet}/{id_user}: the original client's confirm button, which
 * meant "pay it". It names the latest unconfirmed bet of that user on that bet — a match bet when
 * there is one, else a player bet with that id.
 */
export async function latestUnconfirmed(db: Db, betId: number, userId: number): Promise<number> {
  for (const column of [userBets.idBet, userBets.idPlayerbet]) {
    const [row] = await db
      .select({ id: userBets.id })
      .from(userBets)
      .where(and(eq(userBets.idUser, userId), eq(column, betId), eq(userBets.confirmed, false)))
      .orderBy(desc(userBets.id))
      .limit(1);
    if (row) return row.id;
  }
  throw notFound(messages.nothingToConfirm);
}
