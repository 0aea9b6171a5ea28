import { eq } from 'drizzle-orm';
import { suspensionLifts, type Db } from '@liga/db';
import { liftMessages } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import { debit } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';

/**
 * Staff approve or refuse a pending lift (decision 025). The lift row is locked and its state read
 * inside the transaction, so concurrent approvals charge the requester once; the charge never takes
 * the budget below zero (it is bought, like a market action).
 */
export async function decideLift(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const lift = await lockedRow(tx, suspensionLifts, id, liftMessages.notFound);
    if (lift.status !== 'pending') throw ruleBroken('lift', liftMessages.notPending);
    if (decision.approve) {
      if (lift.requestedBy === null) throw ruleBroken('lift', liftMessages.noOwner);
      if (lift.price > 0)
        await debit(
          tx,
          {
            userId: lift.requestedBy,
            amount: -lift.price,
            reason: 'suspension_lift',
            refType: 'suspension_lift',
            refId: lift.id,
            createdBy: by.id,
          },
          'lift',
          liftMessages.ownerCannotPay,
        );
    }
    await tx
      .update(suspensionLifts)
      .set({
        status: decision.approve ? 'approved' : 'refused',
        decidedBy: by.id,
        decidedAt: now,
        refuseReason: decision.approve ? null : decision.reason,
      })
      .where(eq(suspensionLifts.id, lift.id));
  });
}
