import { TRANSFER_MESSAGES } from '@liga/domain';

/** Texts of the admin transfer form, the transfers list and the pending transfers (spec 01, spec 02 §8). */
export const transfersMessages = {
  loading: 'CARGANDO...',
  formTitle: 'Transferir',
  season: 'Temporada',
  teamFrom: 'Equipo origen',
  teamTo: 'Equipo destino',
  chooseTeam: 'Elige un equipo',
  players: 'Jugadores a transferir',
  choosePlayersFirst: 'Elige el equipo de origen para ver sus jugadores.',
  noPlayers: 'Este equipo no tiene jugadores.',
  budget: 'Monto',
  budgetHint: 'Lo paga el manager del equipo destino al del equipo origen. 0 si no hay dinero.',
  buyer: 'Compra',
  seller: 'Vende',
  noOwner: 'Sin manager',
  submit: 'Transferir',
  sending: 'Enviando...',
  done: TRANSFER_MESSAGES.done,
  errorPrefix: TRANSFER_MESSAGES.errorPrefix,
  unexpected: 'No se pudo crear la transferencia.',
  teamsError: 'Error al obtener los equipos.',
  playersError: 'Error al filtrar jugadores por equipo.',
  // List
  listTitle: 'Transferencias',
  colPlayers: 'Jugadores transferidos',
  colTeams: 'Equipo origen - Equipo destino',
  colCreatedBy: 'Creada por',
  colCreatedAt: 'Fecha de creación',
  colValue: 'Valor',
  colConfirmed: 'Confirmada',
  yes: 'Sí',
  no: 'No',
  empty: 'No se encontraron transferencias',
  loadError: 'Error al obtener transferencias: ',
  seasonsError: 'Error al obtener temporadas: ',
  filterError: 'Error al filtrar transferencias por temporada: ',
  newTransfer: 'Nueva transferencia',
  // Pending (dashboard)
  pendingTitle: 'Transferencias pendientes',
  pendingEmpty: 'No tienes transferencias pendientes.',
  confirm: 'Confirmar',
  waitingOther: 'Espera a la otra parte',
  confirmTitle: 'Confirmar transferencia',
  confirmText: (players: string, from: string, to: string, value: string) =>
    `${players}: de ${from} a ${to} por ${value}. ¿Confirmar la transferencia?`,
  confirmed: 'Transferencia confirmada correctamente',
  confirmError: 'Error al confirmar la transferencia:',
  // Proposals (issue 11): the other party rejects, the creator cancels; both expire after 48 h.
  reject: 'Rechazar',
  rejectTitle: 'Rechazar transferencia',
  rejectText: (players: string, from: string, to: string, value: string) =>
    `${players}: de ${from} a ${to} por ${value}. ¿Rechazar la propuesta? No se mueve nada.`,
  rejectError: 'Error al rechazar la transferencia:',
  cancel: 'Cancelar',
  cancelTitle: 'Cancelar transferencia',
  cancelConfirm: 'Cancelar propuesta',
  cancelText: (players: string, from: string, to: string, value: string) =>
    `${players}: de ${from} a ${to} por ${value}. ¿Cancelar tu propuesta?`,
  cancelError: 'Error al cancelar la transferencia:',
  keep: 'Volver',
  expiresAt: (when: string) => `Vence ${when}`,
  noTransferRole: 'Tu rol no puede proponer transferencias.',
} as const;

/** Team names in the transfers list are cut to 10 characters (spec 02 §2, §9). */
export const TEAM_NAME_CUT = 10;
