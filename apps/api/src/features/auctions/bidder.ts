import { desc, eq } from 'drizzle-orm';
import { auctionBids, auctions, teams, users, type Db, type Tx } from '@liga/db';
import { closesAt, hasErrors, validateBid } from '@liga/domain';
import { ruleBroken, unprocessable } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { notifyOutbid } from '../notifications';

/** The caller's budget and team (docs/rules.md §6: the team receives the player if the bid wins). */
export async function bidderOf(tx: Tx, userId: number): Promise<{ budget: number; teamId: number }> {
  const [row] = await tx
    .select({ budget: users.profits, teamId: teams.id })
    .from(users)
    .leftJoin(teams, eq(teams.idUser, users.id))
    .where(eq(users.id, userId));
  if (!row?.teamId) throw ruleBroken('id_player', messages.noTeam);
  return { budget: row.budget, teamId: row.teamId };
}

/** What a bid leaves behind: the ids the caller needs to answer and to announce it. */
export interface PlacedBid {
  auctionId: number;
  playerId: number;
  bidId: number;
}

/**
 * A bid on a running auction, inside the caller's transaction. The auction row is locked first, so
 * simultaneous bids queue: each one reads the latest amount only after the previous bid committed,
 * and the history stays strictly increasing by at least MIN_RAISE. The clock is read once the lock
 * is held: a bid that waited in the queue is stamped (and closes the auction) from when it was taken,
 * so created_at and closes_at never go backwards and a bid still queued at the close is refused.
 * No money moves on a bid (the winner pays at confirmation), but the bidder's budget must cover it
 * now (docs/rules.md §6).
 */
export async function bidLocked(
  tx: Tx,
  auctionId: number,
  amount: number,
  by: AuthUser,
  clock: Clock,
): Promise<PlacedBid> {
  const auction = await lockedRow(tx, auctions, auctionId, messages.notFound);
  const now = clock.now();
  if (auction.status !== 'active') throw ruleBroken('amount', messages.closed);
  const [latest] = await tx
    .select({ amount: auctionBids.amount, userId: auctionBids.userId })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auction.id))
    .orderBy(desc(auctionBids.amount), desc(auctionBids.id))
    .limit(1);
  const bidder = await bidderOf(tx, by.id);
  if (bidder.teamId === auction.idTeam) throw ruleBroken('id_player', messages.ownTeam);
  const errors = validateBid({
    amount,
    latest: latest?.amount ?? auction.openingAmount,
    // Read under the auction's lock: two bids of the same user at once cannot both pass.
    leading: latest?.userId === by.id,
    budget: bidder.budget,
    now,
    closesAt: auction.closesAt,
  });
  if (hasErrors(errors)) throw unprocessable(errors);
  const [bid] = await tx
    .insert(auctionBids)
    .values({ auctionId: auction.id, userId: by.id, teamId: bidder.teamId, amount, createdAt: now })
    .returning({ id: auctionBids.id });
  await tx
    .update(auctions)
    .set({ closesAt: closesAt(now) })
    .where(eq(auctions.id, auction.id));
  if (latest && latest.userId !== by.id) await notifyOutbid(tx, auction.id, latest.userId, amount);
  return { auctionId: auction.id, playerId: auction.idPlayer, bidId: bid!.id };
}

/** POST /auctions/{id}/bids: one bid in its own transaction. */
export const placeBid = (db: Db, auctionId: number, amount: number, by: AuthUser, clock: Clock) =>
  db.transaction((tx) => bidLocked(tx, auctionId, amount, by, clock));
