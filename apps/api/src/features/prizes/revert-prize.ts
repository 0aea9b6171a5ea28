import { eq } from 'drizzle-orm';
import { moveMoney, prizes, type Db } from '@liga/db';
import { ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';

/**
 * An Admin takes a prize back: the manager who received it gives the amount back (ledger reason
 * prize_reversal, the reason as note), once — the row is locked and its state read inside the
 * transaction. The balance may go below zero: this corrects an Admin's own mistake, like an
 * adjustment (docs/rules.md §12). The reverted row stays as history and frees the key to be paid again.
 */
export async function revertPrize(
  db: Db,
  id: number,
  reason: string,
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const prize = await lockedRow(tx, prizes, id, messages.notFound);
    if (prize.revertedAt) throw ruleBroken('prize', messages.alreadyReverted);
    if (prize.paidUserId !== null) {
      await moveMoney(tx, {
        userId: prize.paidUserId,
        amount: -prize.amount,
        reason: 'prize_reversal',
        refType: 'prize',
        refId: prize.id,
        createdBy: by.id,
        note: reason,
        allowNegative: true,
      });
    }
    await tx
      .update(prizes)
      .set({ revertedAt: now, revertedBy: by.id, revertReason: reason })
      .where(eq(prizes.id, prize.id));
  });
}
