import type { AuctionPosted, AuctionView, BidView } from '@liga/domain';

export const season = { id: 7, name: 'Temporada 7', start_date: null, active: true };

export function makeBid(overrides: Partial<BidView> = {}): BidView {
  return {
    id: 1,
    auction_id: 30,
    amount: 5_000_000,
    bidder: { id: 201, name: 'Manager Uno' },
    team: { id: 11, name: 'Los Pumas' },
    created_at: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeAuction(overrides: Partial<AuctionView> = {}): AuctionView {
  const latest = makeBid();
  return {
    id: 30,
    id_player: 44,
    id_season: 7,
    status: 'active',
    open: true,
    closes_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    created_at: '2026-03-10T12:00:00.000Z',
    opening: 5_000_000,
    player: {
      id: 44,
      name: 'Juan Libre',
      age: 24,
      ca: 120,
      pa: 150,
      value: 10_000_000,
      status: 'liberado',
      id_team: { id: 90, name: 'Agentes Libres', division: '' },
    },
    team: { id: 90, name: 'Agentes Libres' },
    created_by: { id: 201, name: 'Manager Uno' },
    latest: {
      id: latest.id,
      amount: latest.amount,
      bidder: latest.bidder,
      team: latest.team,
      created_at: latest.created_at,
    },
    min_next_bid: 6_000_000,
    bids_count: 1,
    winner: null,
    confirmed_at: null,
    ...overrides,
  };
}

/** POST /auctions → 201: our app's auction and bid, and the new bid's row as the league's client reads it. */
export function makePosted(auction = makeAuction(), bid = makeBid()): AuctionPosted {
  const bidder = bid.bidder;
  return {
    message: 'Subasta creada exitosamente',
    auction,
    bid,
    id: bid.id,
    auction_id: auction.id,
    id_player: auction.id_player,
    id_team: bid.team?.id ?? 0,
    amount: bid.amount,
    created_by: bidder.id,
    auctioned_by: bidder.id,
    auctioneer: bidder,
    creator: bidder,
    player: { id: auction.player.id, name: auction.player.name, value: auction.player.value },
    status: auction.status,
    id_season: auction.id_season,
    created_at: bid.created_at,
  };
}
