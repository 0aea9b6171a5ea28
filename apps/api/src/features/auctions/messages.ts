import { NOT_FOUND, PLAYER_IN_PENDING_TRANSFER } from '../../lib/messages';
import { AUCTION_MESSAGES, formatDateTime, NO_TEAM_ASSIGNED } from '@liga/domain';

/**
 * Strings of the auction endpoints. The league client's own wording lives in @liga/domain (AUCTION_MESSAGES);
 * the rest are the ones the league's client leaves to us.
 */
export const messages = {
  ...AUCTION_MESSAGES,
  bidPlaced: 'Oferta realizada correctamente.',
  notFound: 'Subasta no encontrada.',
  playerNotFound: NOT_FOUND.player,
  noTeam: NO_TEAM_ASSIGNED,
  ownTeam: 'No podés subastar un jugador de tu propio equipo.',
  playerInTransfer: PLAYER_IN_PENDING_TRANSFER,
  alreadyConfirmed: 'La subasta ya fue confirmada.',
  cancelled: 'La subasta fue cancelada.',
  stillOpen: (closesAt: Date, timeZone: string) =>
    `La subasta sigue abierta hasta el ${formatDateTime(closesAt, timeZone)}: se confirma cuando cierre.`,
  playerLeftTeam: 'El jugador ya no pertenece al equipo subastado.',
  winnerWithoutTeam: 'El ganador no tiene equipo al que transferir el jugador.',
  winnerCannotPay: 'El ganador ya no tiene presupuesto suficiente para pagar la subasta.',
  unauthorizedStream: 'Token inválido o vencido.',
} as const;
