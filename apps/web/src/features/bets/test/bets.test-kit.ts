import type { MatchBetView, PlayerBetView, UserBetView } from '@liga/domain';
import { page, type MockHandlers } from '../../../test/mock-api';

export const matchBet: MatchBetView = {
  id: 4,
  match: 'Boca vs River',
  description: 'Fecha 3',
  home_odd: '1.85',
  away_odd: '2.10',
  draw_odd: '3.00',
  under: '1.90',
  over: '1.75',
  active: 'on',
  id_match: null,
  open: true,
  kick_off: null,
  created_by: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

export const playerBet: PlayerBetView = {
  id: 8,
  name: 'Messi',
  description: 'Gol o tarjeta',
  goal_odd: '2.50',
  card_odd: '4.00',
  active: 'on',
  id_match: null,
  id_player: null,
  open: true,
  kick_off: null,
  created_by: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

/** A user's stake on the match bet above, waiting for the Admin's settlement. */
export function makeUserBet(overrides: Partial<UserBetView> = {}): UserBetView {
  return {
    id: 12,
    id_user: 201,
    user: { id: 201, name: 'Manager Uno' },
    id_bet: 4,
    id_playerbet: null,
    kind: 'match',
    bet: { id: 4, title: 'Boca vs River', description: '' },
    option: 'home',
    option_label: 'Local',
    selected_option: '1.85',
    amount: 2_000_000,
    potential_payout: 3_700_000,
    confirmed: 'no',
    outcome: 'pending',
    payout: null,
    created_at: '2026-03-01T00:00:00.000Z',
    settled_at: null,
    decided_by: null,
    ...overrides,
  };
}

/** The lists /apuestas reads, all empty: where a created bet's form lands. */
export const emptyBetLists: MockHandlers = {
  'GET /api/bets': () => ({ body: page([]) }),
  'GET /api/singlebet': () => ({ body: page([]) }),
  'GET /api/bet_user/mine': () => ({ body: page([]) }),
};
