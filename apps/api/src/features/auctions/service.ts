import type { Db } from '@liga/db';
import type { CreateAuctionInput } from '@liga/domain';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import type { AuthUser } from '../../plugins/auth';
import { auctionEvent, bidEvent } from './announce';
import { auctionBidRows } from './bid-rows';
import { placeBid, type PlacedBid } from './bidder';
import { confirmAuction } from './confirm-auction';
import { openOrBid } from './create-auction';
import { messages } from './messages';
import { auctionView, bidHistory, playerAuction } from './queries';

/** What the auction flows need from the app: the database, the clock, the live events and the league's zone. */
export interface AuctionDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  timeZone: string;
}

/** The answer to a bid (or an opening), announced to every live screen once it is committed. */
async function answerBid(deps: AuctionDeps, placed: PlacedBid, created: boolean) {
  const auction = (await auctionView(deps.db, placed.auctionId, deps.clock.now()))!;
  const [bid] = await bidHistory(deps.db, { bidId: placed.bidId });
  if (created) void deps.events.publish(auctionEvent('created', auction));
  void deps.events.publish(bidEvent(auction, bid!));
  return { message: created ? messages.created : messages.bidPlaced, auction, bid: bid! };
}

/** POST /auctions: opens the player's auction, or bids on the one running (create-auction.ts). */
export async function openAuction(deps: AuctionDeps, input: CreateAuctionInput, by: AuthUser) {
  const placed = await openOrBid(deps.db, input, by, deps.clock, deps.timeZone);
  const answer = await answerBid(deps, placed, placed.created);
  // The league's client reads the new bid's row (created_at …) at the top level (decision 012).
  const [row] = await auctionBidRows(deps.db, { playerId: answer.auction.id_player, seasonId: undefined });
  return { ...answer, ...row! };
}

/** POST /auctions/{id}/bids. */
export async function bid(deps: AuctionDeps, auctionId: number, amount: number, by: AuthUser) {
  return answerBid(deps, await placeBid(deps.db, auctionId, amount, by, deps.clock), false);
}

/** Confirms the auction, then tells the live screens. */
export async function confirmAndAnnounce(deps: AuctionDeps, auctionId: number, by: AuthUser) {
  await confirmAuction(deps.db, auctionId, by, deps.clock, deps.timeZone);
  const auction = (await auctionView(deps.db, auctionId, deps.clock.now()))!;
  void deps.events.publish(auctionEvent('confirmed', auction));
  return { message: messages.confirmed };
}

/**
 * Our app's player auction screen: the running (else latest) auction with its bid history; a player
 * without one is an empty state, not an error.
 */
export async function currentPlayerAuction(
  db: Db,
  playerId: number,
  seasonId: number | undefined,
  now: Date,
) {
  const auction = await playerAuction(db, playerId, seasonId, now);
  if (!auction) return { auction: null, data: [] };
  return { auction, data: await bidHistory(db, { auctionId: auction.id }) };
}
