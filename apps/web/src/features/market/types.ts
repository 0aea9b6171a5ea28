import type { Player } from '@liga/domain';

interface Ref {
  id: number;
  name: string;
}

/**
 * A release-clause offer as the API lists it (apps/api lib/clause-view). While a player's offers are
 * sealed, value, totals, the players handed over and the bidder of someone else's offer are null
 * and `hidden` is true (DESIGN.md §6); the caller's own offers are never hidden.
 */
export interface ClauseView {
  id: number;
  id_player: number;
  name: string;
  /** The selling team. */
  id_team: Ref & { division: string | null };
  id_season: number;
  value: number | null;
  extra_value: number | null;
  total_value: number | null;
  other_players: Array<Ref & { value: number }> | null;
  created_by: Ref | null;
  /** The bidder's team, which would receive the player. */
  buyer_team: Ref | null;
  confirmed: 'yes' | 'no';
  active: 'yes' | 'no';
  created_at: string;
  confirmed_at: string | null;
  hidden: boolean;
  mine: boolean;
  revealed: boolean;
  reveal_at: string;
  /** 1 for the winning offer once revealed, null elsewhere. */
  rank: number | null;
}

export interface ClauseList {
  data: ClauseView[];
}

/** GET /clausulas/{playerId}: reveal_at is null while there is no offer. */
export interface PlayerOffers {
  player: Player;
  offers: ClauseView[];
  revealed: boolean;
  reveal_at: string | null;
}

/** A row of GET /offers: a player with offers in the season. */
export interface OfferBoardRow {
  player: Player;
  count: number;
  active_count: number;
  confirmed: boolean;
  revealed: boolean;
  reveal_at: string;
  last_offer_at: string;
}
