import { desc, eq } from 'drizzle-orm';
import { auctionBids, auctions, players, teams, type Db } from '@liga/db';
import { BLOCKED, isAuctionOpen } from '@liga/domain';
import { debit } from '../../lib/money';
import { checkSigningCaps } from '../../lib/signing-caps';
import { notFound, ruleBroken } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../../plugins/auth';
import { playersInPendingTransfers } from '../transfers';
import { messages } from './messages';
import { notifyAuctionConfirmed } from '../notifications';

/**
 * POST /auction/confirm/{auctionId} (Admin, docs/rules.md §12, §6): after the close, in one transaction the
 * latest bidder pays the amount (ledger reason auction_payment), the player joins the team the bid
 * was made for (or the winner's current team) as bloqueado, and the auction is confirmed. Locks
 * follow every market flow's order — player row, then the auction row, users last (moveMoney) —
 * so ten confirmations at once queue, and all but the first find the auction confirmed.
 */
export async function confirmAuction(
  db: Db,
  auctionId: number,
  by: AuthUser,
  clock: Clock,
  timeZone: string,
): Promise<{ playerId: number; winnerId: number; amount: number }> {
  const [head] = await db
    .select({ idPlayer: auctions.idPlayer })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!head) throw notFound(messages.notFound);
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: players.id, idTeam: players.idTeam })
      .from(players)
      .where(eq(players.id, head.idPlayer))
      .for('update');
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!auction || !player) throw notFound(messages.notFound);
    // Read once the locks are held: a bid that was ahead in the queue may have moved the close.
    const now = clock.now();
    if (auction.status === 'confirmed') throw ruleBroken('auction', messages.alreadyConfirmed);
    if (auction.status !== 'active') throw ruleBroken('auction', messages.cancelled);
    if (isAuctionOpen(auction.closesAt, now))
      throw ruleBroken('auction', messages.stillOpen(auction.closesAt, timeZone));
    if (player.idTeam !== auction.idTeam) throw ruleBroken('auction', messages.playerLeftTeam);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken('auction', messages.playerInTransfer);

    const [bid] = await tx
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auction.id))
      .orderBy(desc(auctionBids.amount), desc(auctionBids.id))
      .limit(1);
    if (!bid) throw ruleBroken('auction', messages.noAuction);
    const [current] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.idUser, bid.userId));
    const destination = bid.teamId ?? current?.id;
    if (destination === undefined) throw ruleBroken('auction', messages.winnerWithoutTeam);
    await checkSigningCaps(tx, {
      buyerTeamId: destination,
      incomingIds: [player.id],
      now,
      timeZone,
      field: 'auction',
    });

    // Players before money: the team foreign-key check of this update never waits behind a user lock.
    await tx
      .update(players)
      .set({ idTeam: destination, status: BLOCKED, updatedAt: now })
      .where(eq(players.id, player.id));
    await debit(
      tx,
      {
        userId: bid.userId,
        amount: -bid.amount,
        reason: 'auction_payment',
        refType: 'auction',
        refId: auction.id,
        createdBy: by.id,
      },
      'auction',
      messages.winnerCannotPay,
    );
    await tx
      .update(auctions)
      .set({ status: 'confirmed', winnerUserId: bid.userId, confirmedBy: by.id, confirmedAt: now })
      .where(eq(auctions.id, auction.id));
    await notifyAuctionConfirmed(tx, auction.id, bid.userId, bid.amount);
    return { playerId: player.id, winnerId: bid.userId, amount: bid.amount };
  });
}
