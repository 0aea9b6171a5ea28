import { eq } from 'drizzle-orm';
import { teams, transfers, type Db, type Tx } from '@liga/db';
import { canConfirmTransfer, may } from '@liga/domain';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { TRANSFER_CANCELLED, TRANSFER_PENDING, TRANSFER_REJECTED } from './transfer-view';
import { messages } from './messages';
import { notifyTransfer } from '../notifications';

const ownerOf = async (tx: Tx, teamId: number) =>
  (await tx.select({ idUser: teams.idUser }).from(teams).where(eq(teams.id, teamId)))[0]?.idUser ?? null;

/**
 * Closes a pending proposal without moving anything (decision 013): `reject` by the other party
 * (whoever may confirm it), `cancel` by its creator; an Admin may do both. The row is locked and its
 * state read inside the transaction, so it cannot be rejected while it is being confirmed.
 */
export async function closeTransfer(
  db: Db,
  id: number,
  how: 'reject' | 'cancel',
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const transfer = await lockedRow(tx, transfers, id, messages.notFound);
    const admin = may(by.rol, 'confirmAnyTransfer');
    if (how === 'cancel' && !admin && transfer.createdBy !== by.id) throw forbidden(messages.cannotCancel);
    if (
      how === 'reject' &&
      !canConfirmTransfer({
        createdBy: transfer.createdBy,
        confirmerId: by.id,
        confirmerRole: by.rol,
        buyerId: await ownerOf(tx, transfer.idTeamTo),
        sellerId: await ownerOf(tx, transfer.idTeamFrom),
      })
    )
      throw forbidden(messages.cannotReject);
    if (transfer.status !== TRANSFER_PENDING) throw ruleBroken('transfer', messages.notPending);
    await tx
      .update(transfers)
      .set({
        status: how === 'reject' ? TRANSFER_REJECTED : TRANSFER_CANCELLED,
        confirmedBy: by.id,
        confirmedAt: now,
      })
      .where(eq(transfers.id, id));
    await notifyTransfer(tx, id, how === 'reject' ? 'transfer_rejected' : 'transfer_cancelled', by.id);
  });
}
