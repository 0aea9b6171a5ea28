import type { PageMeta, Player } from '@liga/domain';

interface Ref {
  id: number;
  name: string;
}

/** A bid as the server answers it (apps/api auctions BidViewSchema). */
export interface BidView {
  id: number;
  auction_id: number;
  amount: number;
  bidder: Ref;
  team: Ref | null;
  created_at: string;
}

/** An auction with its latest bid and the next minimum (apps/api auctions AuctionViewSchema). */
export interface AuctionView {
  id: number;
  id_player: number;
  id_season: number;
  status: string;
  open: boolean;
  closes_at: string;
  created_at: string;
  opening: number;
  player: Player;
  team: Ref;
  created_by: Ref;
  latest: Omit<BidView, 'auction_id'> | null;
  min_next_bid: number;
  bids_count: number;
  winner: Ref | null;
  confirmed_at: string | null;
}

export interface AuctionList {
  data: AuctionView[];
  meta: PageMeta;
}

export interface PlayerAuction {
  auction: AuctionView;
  data: BidView[];
}

export interface BidPlaced {
  message: string;
  auction: AuctionView;
  bid: BidView;
}
