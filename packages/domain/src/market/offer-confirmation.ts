import { MAX_CLAUSES_LOST_PER_SEASON } from './constants';
import {
  CLAUSE_MESSAGES,
  OFFER_ALREADY_CONFIRMED,
  OFFER_CLOSED,
  OFFER_CREATOR_NOT_FOUND,
  OFFER_DESTINATION_TEAM_NOT_FOUND,
  OFFER_NOT_FOUND,
  OFFER_NOT_WINNER,
  OFFER_STILL_HIDDEN,
  OFFER_TEAM_OWNER_NOT_FOUND,
  TIEBREAK_MESSAGES,
} from './messages';

/** What the server has read (rows locked) when staff confirm an offer. */
export interface OfferConfirmationContext {
  /** null when no offer has that id. */
  offer: { value: number; confirmed: boolean; active: boolean } | null;
  /** The owner of the offer's (selling) team. */
  sellerOwnerFound: boolean;
  creatorFound: boolean;
  /** The creator's team, which receives the player. */
  destinationTeamFound: boolean;
  /** isRevealed() for the player's first offer (docs/rules.md §4.3). */
  revealed: boolean;
  /** The end of a running tie-break, as users read it; null when none runs (decision 022). */
  tiebreakUntil: string | null;
  /** Whether it is the round's winner: highest total_value, ties to the earlier (roundStanding). */
  winning: boolean;
  /** The creator's budget now: it may have been spent since the offer was made. */
  buyerBudget: number;
  sellerClausesLost: number;
}

/**
 * The first reason an offer cannot be confirmed, or null. The league client's checks come first,
 * in its order; then ours (docs/rules.md §4.5) (reveal, only the winner, the 6-clause limit, the buyer still able to pay),
 * which are re-checked here because time passes between the offer and its confirmation.
 */
export function offerConfirmationError(ctx: OfferConfirmationContext): string | null {
  const { offer } = ctx;
  if (!offer) return OFFER_NOT_FOUND;
  if (!ctx.sellerOwnerFound) return OFFER_TEAM_OWNER_NOT_FOUND;
  if (!ctx.creatorFound) return OFFER_CREATOR_NOT_FOUND;
  if (!ctx.destinationTeamFound) return OFFER_DESTINATION_TEAM_NOT_FOUND;
  if (offer.confirmed) return OFFER_ALREADY_CONFIRMED;
  if (!offer.active) return OFFER_CLOSED;
  if (!ctx.revealed) return OFFER_STILL_HIDDEN;
  if (ctx.tiebreakUntil !== null) return TIEBREAK_MESSAGES.running(ctx.tiebreakUntil);
  if (!ctx.winning) return OFFER_NOT_WINNER;
  if (ctx.sellerClausesLost >= MAX_CLAUSES_LOST_PER_SEASON) return CLAUSE_MESSAGES.clauseLimit;
  if (ctx.buyerBudget < offer.value) return CLAUSE_MESSAGES.insufficientBudget;
  return null;
}
