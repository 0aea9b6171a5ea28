import type { AuctionView, BidView } from '@liga/domain';

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
      status: 'libre',
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
