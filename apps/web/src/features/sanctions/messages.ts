import { PAGE_FORBIDDEN, SANCTION_MESSAGES } from '@liga/domain';
import { actionLabels, loadMessages } from '../../lib/messages';
import { plural } from '../../lib/plural';

/** Texts of /sanciones and of the dashboard's sanctions (docs/rules.md §17). */
export const sanctionsMessages = {
  ...SANCTION_MESSAGES,
  title: 'Sanciones',
  noPermission: PAGE_FORBIDDEN,
  formTitle: 'Registrar sanción',
  team: 'Equipo',
  chooseTeam: actionLabels.chooseTeam,
  kind: 'Tipo',
  match: 'Partido (id)',
  matchHint: 'El número del partido, como figura en /partidos/{id}.',
  offer: 'Oferta (id, opcional)',
  reason: 'Motivo',
  notified: 'El equipo avisó el retiro',
  save: 'Registrar',
  saving: 'Registrando…',
  listTitle: 'Sanciones de la temporada',
  standingsTitle: 'Estado por equipo',
  none: 'No hay sanciones esta temporada.',
  loadError: 'No se pudieron cargar las sanciones: ',
  revert: 'Revertir',
  revertTitle: 'Revertir la sanción',
  revertBody: (team: string, amount: string) =>
    `La sanción a ${team} deja de contar${amount ? ` y se le devuelven ${amount}` : ''}.`,
  revertReason: 'Motivo de la reversión',
  reverted: 'Revertida',
  fine: 'Multa',
  admonitions: (n: number, w: number) =>
    `${plural(n, 'amonestación', 'amonestaciones')} (${plural(w, 'advertencia', 'advertencias')})`,
  postponements: (n: number) => plural(n, 'postergación', 'postergaciones'),
  losesPlace: 'Pierde el lugar',
  losesTeam: 'Pierde el derecho a conservar el equipo',
  mineTitle: 'Mis sanciones',
  mineNone: 'No tenés sanciones esta temporada.',
  liftsTitle: 'Pedidos para levantar suspensiones',
  liftsNone: 'No hay pedidos pendientes.',
  approve: 'Aprobar',
  refuse: 'Rechazar',
  approveTitle: 'Aprobar y cobrar',
  approveBody: (player: string, price: string) =>
    `Se le cobran ${price} al manager y ${player} puede jugar ese partido.`,
  refuseTitle: 'Rechazar el pedido',
  refuseReason: 'Motivo del rechazo',
  actionError: loadMessages.actionError,
} as const;
