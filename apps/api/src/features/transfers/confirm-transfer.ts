import { asc, eq, inArray } from 'drizzle-orm';
import { moveMoney, players, teams, transferPlayers, transfers, users, type Db, type Tx } from '@liga/db';
import { BLOCKED, canConfirmTransfer } from '@liga/domain';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { lockedRow } from '../../lib/locked-row';
import { debit } from '../../lib/money';
import { checkSigningCaps } from '../../lib/signing-caps';
import { TRANSFER_CONFIRMED, TRANSFER_PENDING, expiresAt } from './transfer-view';
import { messages } from './messages';
import { notifyTransfer } from '../notifications';

const owner = async (tx: Tx, teamId: number) =>
  (await tx.select({ idUser: teams.idUser }).from(teams).where(eq(teams.id, teamId)))[0]?.idUser ?? null;

async function pay(
  tx: Tx,
  transfer: typeof transfers.$inferSelect,
  buyerId: number | null,
  sellerId: number | null,
  by: number,
) {
  if (transfer.budget === 0) return;
  if (buyerId === null) throw ruleBroken('id_team_to', messages.buyerMissing);
  if (sellerId === null) throw ruleBroken('id_team_from', messages.sellerMissing);
  // Users last and by id, as every market flow locks them.
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [buyerId, sellerId]))
    .orderBy(asc(users.id))
    .for('no key update');
  const ref = { refType: 'transfer', refId: transfer.id, createdBy: by };
  await debit(
    tx,
    { userId: buyerId, amount: -transfer.budget, reason: 'transfer_payment', ...ref },
    'budget',
    messages.insufficientBudget,
  );
  await moveMoney(tx, { userId: sellerId, amount: transfer.budget, reason: 'transfer_income', ...ref });
}

/**
 * POST /transferencia_confirmada/{id}: the other party (not its creator) or an Admin confirms
 * (docs/rules.md §5). One transaction: the players join id_team_to, the buyer (owner of id_team_to) pays
 * the seller (owner of id_team_from) through the ledger, and the transfer is marked confirmado.
 * The players and the transfer row are locked first, so twenty clicks at once pay once.
 */
export async function confirmTransfer(
  db: Db,
  id: number,
  by: AuthUser,
  now: Date,
  timeZone: string,
): Promise<void> {
  const [exists] = await db.select({ id: transfers.id }).from(transfers).where(eq(transfers.id, id));
  if (!exists) throw notFound(messages.notFound);
  const listed = await db
    .select({ id: transferPlayers.playerId })
    .from(transferPlayers)
    .where(eq(transferPlayers.transferId, id));
  const ids = listed.map((p) => p.id).sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const moving = ids.length
      ? await tx
          .select({ id: players.id, idTeam: players.idTeam })
          .from(players)
          .where(inArray(players.id, ids))
          .orderBy(asc(players.id))
          .for('update')
      : [];
    const transfer = await lockedRow(tx, transfers, id, messages.notFound);
    const buyerId = await owner(tx, transfer.idTeamTo);
    const sellerId = await owner(tx, transfer.idTeamFrom);
    if (
      !canConfirmTransfer({
        createdBy: transfer.createdBy,
        confirmerId: by.id,
        confirmerRole: by.rol,
        buyerId,
        sellerId,
      })
    ) {
      throw forbidden(messages.cannotConfirm);
    }
    if (transfer.status === TRANSFER_CONFIRMED) throw ruleBroken('transfer', messages.alreadyConfirmed);
    if (transfer.status !== TRANSFER_PENDING) throw ruleBroken('transfer', messages.notPending);
    if (expiresAt(transfer.createdAt) <= now) throw ruleBroken('transfer', messages.expired);
    if (moving.length !== ids.length || moving.some((p) => p.idTeam !== transfer.idTeamFrom)) {
      throw ruleBroken('players', messages.playersMoved);
    }
    await checkSigningCaps(tx, {
      buyerTeamId: transfer.idTeamTo,
      incomingIds: ids,
      now,
      timeZone,
      field: 'players',
    });
    // Players before money: the team foreign-key checks of this update then never wait behind a user lock.
    if (ids.length)
      await tx
        .update(players)
        // Marked bloqueado on acceptance, as before proposals existed (the proposal itself marks nothing; decision 013).
        .set({ idTeam: transfer.idTeamTo, status: BLOCKED, updatedAt: now })
        .where(inArray(players.id, ids));
    await pay(tx, transfer, buyerId, sellerId, by.id);
    await tx
      .update(transfers)
      .set({
        status: TRANSFER_CONFIRMED,
        confirmedBy: by.id,
        confirmedAt: now,
        buyBy: buyerId,
        soldBy: sellerId,
      })
      .where(eq(transfers.id, id));
    await notifyTransfer(tx, id, 'transfer_accepted', by.id);
  });
}
