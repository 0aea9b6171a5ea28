import type { OFFER_BLOCKS } from './constants';
import { rankOffers, type RankableOffer } from './offers';

/**
 * Why a staff member may not decide (confirm or close) an offer (docs/rules.md §4.5, decision 015):
 * `own_offer` they made it, `own_bid` they have another live offer for the player, `own_player` the
 * player belongs to their team. Each is a 403: another staff member must decide.
 */
export type OfferConflict = 'own_offer' | 'own_bid' | 'own_player';

export type OfferBlock = (typeof OFFER_BLOCKS)[number];

export interface RoundOffer extends RankableOffer {
  active: boolean;
  confirmed: boolean;
}

/**
 * The winner of one player's round: among the live, unconfirmed offers, the highest total_value,
 * ties to the earlier offer (then the lower id). Closing the winner lets the next one win. A tie at
 * the top first goes through the tie-break (roundStanding, decision 022).
 */
export function winningOffer<T extends RoundOffer>(round: readonly T[]): T | null {
  return rankOffers(round.filter((o) => o.active && !o.confirmed))[0] ?? null;
}

export interface ConflictContext {
  actorId: number;
  offer: { createdBy: number };
  /** The owner of the offer's selling team, null when it has none. */
  sellerOwnerId: number | null;
  /** Bidders of the live offers of the player's round. */
  liveBidders: readonly number[];
}

/** Whether the actor has a stake in the offer's player, which bars them from deciding its offers. */
export function offerConflict(ctx: ConflictContext): OfferConflict | null {
  if (ctx.offer.createdBy === ctx.actorId) return 'own_offer';
  if (ctx.sellerOwnerId === ctx.actorId) return 'own_player';
  if (ctx.liveBidders.includes(ctx.actorId)) return 'own_bid';
  return null;
}

export interface ConfirmBlockContext extends ConflictContext {
  offer: { id: number; createdBy: number; active: boolean; confirmed: boolean };
  revealed: boolean;
  /** The round's tie-break still runs (decision 022): nobody wins until it ends. */
  tiebreakRunning: boolean;
  winnerId: number | null;
}

/**
 * The first reason the actor may not confirm the offer, or null. Before the reveal nothing past
 * `sealed` is computed, so the answer says nothing about the sealed values (docs/rules.md §13.3).
 */
export function confirmBlock(ctx: ConfirmBlockContext): OfferBlock | null {
  if (ctx.offer.confirmed) return 'confirmed';
  if (!ctx.offer.active) return 'closed';
  if (!ctx.revealed) return 'sealed';
  const conflict = offerConflict(ctx);
  if (conflict) return conflict;
  if (ctx.tiebreakRunning) return 'tiebreak';
  return ctx.winnerId === ctx.offer.id ? null : 'not_winner';
}
