import {
  CLAUSE_MESSAGES,
  OFFER_CLOSED,
  OFFER_CLOSED_OK,
  OFFER_CONFIRMED_OK,
  OFFER_NOT_FOUND,
} from '@liga/domain';

/**
 * Strings of the clause and offer endpoints. The spec's own wording lives in @liga/domain
 * (CLAUSE_MESSAGES, OFFER_*); these are the ones the spec leaves to us.
 */
export const messages = {
  sent: CLAUSE_MESSAGES.sent,
  confirmed: OFFER_CONFIRMED_OK,
  closed: OFFER_CLOSED_OK,
  offerNotFound: OFFER_NOT_FOUND,
  offerClosed: OFFER_CLOSED,
  playerNotFound: 'Jugador no encontrado.',
  /** Sealed bids: once a round is revealed, a new offer would be made knowing the others (DESIGN.md §6). */
  roundRevealed: 'Las ofertas por este jugador ya se revelaron: no se aceptan nuevas hasta que se resuelvan.',
  playerInTransfer: 'El jugador está en una transferencia pendiente.',
  otherPlayersInTransfer: 'Alguno de los jugadores ofrecidos está en una transferencia pendiente.',
  playerLeftTeam: 'El jugador ya no pertenece al equipo vendedor.',
  otherPlayersGone: 'Alguno de los jugadores ofrecidos ya no pertenece al comprador.',
  cannotCloseConfirmed: 'No se puede cerrar una oferta confirmada.',
  /** Spec 02 §2, the confirmed-offers screen for non-admins. */
  confirmedOffersForbidden: 'No tienes permiso para ver esta página.',
} as const;
