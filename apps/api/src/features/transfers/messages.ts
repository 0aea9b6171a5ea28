import { TRANSFER_ANSWERS, TRANSFER_MESSAGES } from '@liga/domain';

/**
 * Strings of the transfer endpoints. The form's own wording lives in @liga/domain (TRANSFER_MESSAGES);
 * the client shows every 422 message after 'Error en la Transferencia: ' (the league client's wording, docs/rules.md §5).
 */
export const messages = {
  done: TRANSFER_MESSAGES.done,
  playersInvalid: TRANSFER_MESSAGES.playersInvalid,
  confirmed: TRANSFER_ANSWERS.confirmed,
  notFound: 'Transferencia no encontrada.',
  alreadyConfirmed: 'La transferencia ya fue confirmada.',
  cannotCreate: 'Solo un Admin o el manager de uno de los dos equipos puede crear una transferencia.',
  cannotConfirm: 'No podés confirmar esta transferencia: debe confirmarla la otra parte o un Admin.',
  teamFromNotFound: 'El equipo de origen no existe.',
  teamToNotFound: 'El equipo de destino no existe.',
  playerNotInTeam: (name: string) => `El jugador ${name} no pertenece al equipo de origen.`,
  playerPending: (name: string) => `El jugador ${name} ya está en una transferencia pendiente.`,
  buyerMissing: 'El equipo de destino no tiene manager que pague la transferencia.',
  sellerMissing: 'El equipo de origen no tiene manager que cobre la transferencia.',
  insufficientBudget: 'El comprador no tiene presupuesto suficiente para esta transferencia.',
  playersMoved: 'Alguno de los jugadores ya no pertenece al equipo de origen.',
  expired: 'La propuesta venció: pasaron más de 48 horas sin respuesta.',
  notPending: 'La transferencia ya no está pendiente.',
  tooManyOpen: (max: number) =>
    `Ya tenés ${max} propuestas de transferencia abiertas: esperá una respuesta o cancelá alguna.`,
  cannotReject: 'Solo la otra parte o un Admin pueden rechazar esta transferencia.',
  cannotCancel: 'Solo quien creó la transferencia o un Admin pueden cancelarla.',
  rejected: 'Transferencia rechazada',
  cancelled: 'Transferencia cancelada',
  nameNotFound: (name: string) => `El jugador "${name}" no está en el equipo de origen.`,
  nameAmbiguous: (name: string) =>
    `Hay más de un jugador llamado "${name}" en el equipo de origen: elegilo por id.`,
} as const;
