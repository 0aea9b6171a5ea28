import type { BetOption, PageMeta } from '@liga/domain';

interface Ref {
  id: number;
  name: string;
}

/** Odds arrive as the x.xx text staff typed (apps/api bets schemas). */
export interface MatchBet {
  id: number;
  match: string;
  description: string;
  home_odd: string;
  away_odd: string;
  draw_odd: string;
  under: string;
  over: string;
  active: 'on' | 'off';
  created_by: Ref | null;
  created_at: string;
}

export interface PlayerBet {
  id: number;
  name: string;
  description: string;
  goal_odd: string;
  card_odd: string;
  active: 'on' | 'off';
  created_by: Ref | null;
  created_at: string;
}

export interface UserBet {
  id: number;
  id_user: number;
  user: Ref;
  id_bet: number | null;
  id_playerbet: number | null;
  kind: 'match' | 'player';
  bet: { id: number; title: string; description: string };
  option: BetOption;
  option_label: string;
  selected_option: string;
  amount: number;
  potential_payout: number;
  confirmed: 'yes' | 'no';
  outcome: 'pending' | 'won' | 'lost';
  payout: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** Match bets live under /apuestas/{id}, player bets under /apuestas/{id}?tipo=jugador. */
export type BetKind = 'match' | 'player';
export const PLAYER_KIND_PARAM = 'jugador';
