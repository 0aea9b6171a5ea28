import type { AuctionView, BidView } from '@liga/domain';
import type { LiveEvent } from '../../lib/events';

/**
 * The SSE payloads (GET /auctions/events). `bid`: a new bid on a running auction, enough to update a
 * row of the active list and the countdown without a reload. `auction`: one was opened or confirmed.
 */
export function bidEvent(auction: AuctionView, bid: BidView): LiveEvent {
  return {
    event: 'bid',
    data: {
      auction_id: auction.id,
      player_id: auction.id_player,
      bid_id: bid.id,
      amount: bid.amount,
      bidder: bid.bidder,
      team: bid.team,
      closes_at: auction.closes_at,
      min_next_bid: auction.min_next_bid,
      created_at: bid.created_at,
    },
  };
}

export function auctionEvent(type: 'created' | 'confirmed', auction: AuctionView): LiveEvent {
  return {
    event: 'auction',
    data: {
      type,
      auction_id: auction.id,
      player_id: auction.id_player,
      player: { id: auction.player.id, name: auction.player.name, id_team: auction.player.id_team },
      status: auction.status,
      amount: auction.latest?.amount ?? auction.opening,
      bidder: auction.latest?.bidder ?? null,
      winner: auction.winner,
      closes_at: auction.closes_at,
    },
  };
}
