import { NOT_FOUND, PLAYER_IN_PENDING_TRANSFER } from '../../lib/messages';
import {
  CLAUSE_MESSAGES,
  OFFER_CLOSED,
  OFFER_CLOSED_OK,
  OFFER_CONFIRMED_OK,
  OFFER_CONFLICT_MESSAGES,
  OFFER_NOT_FOUND,
  OFFER_NOT_WINNER,
  PAGE_FORBIDDEN,
  TIEBREAK_MESSAGES,
} from '@liga/domain';

/**
 * Strings of the clause and offer endpoints. The league client's own wording lives in @liga/domain
 * (CLAUSE_MESSAGES, OFFER_*); these are the ones the league's client leaves to us.
 */
export const messages = {
  sent: CLAUSE_MESSAGES.sent,
  confirmed: OFFER_CONFIRMED_OK,
  closed: OFFER_CLOSED_OK,
  offerNotFound: OFFER_NOT_FOUND,
  offerClosed: OFFER_CLOSED,
  /** 422: staff confirm only the winner (docs/rules.md §4; decision 015). */
  notWinner: OFFER_NOT_WINNER,
  /** 403: whoever has a stake in the player leaves the decision to another staff member. */
  confirmConflict: OFFER_CONFLICT_MESSAGES.confirm,
  closeConflict: OFFER_CONFLICT_MESSAGES.close,
  /** The clause tie-break (decision 022). */
  tiebreak: TIEBREAK_MESSAGES,
  playerNotFound: NOT_FOUND.player,
  /** Sealed bids: once a round is revealed, a new offer would be made knowing the others (docs/rules.md §4.3). */
  roundRevealed: 'Las ofertas por este jugador ya se revelaron: no se aceptan nuevas hasta que se resuelvan.',
  playerInTransfer: PLAYER_IN_PENDING_TRANSFER,
  otherPlayersInTransfer: 'Alguno de los jugadores ofrecidos está en una transferencia pendiente.',
  playerLeftTeam: 'El jugador ya no pertenece al equipo vendedor.',
  otherPlayersGone: 'Alguno de los jugadores ofrecidos ya no pertenece al comprador.',
  cannotCloseConfirmed: 'No se puede cerrar una oferta confirmada.',
  /** The confirmed-offers screen for non-admins. */
  confirmedOffersForbidden: PAGE_FORBIDDEN,
} as const;
