import { EMAIL_TAKEN } from '../../lib/messages';
import { TEAM_MESSAGES, USER_MESSAGES } from '@liga/domain';

export const messages = {
  created: USER_MESSAGES.created,
  updated: USER_MESSAGES.updated,
  deleted: USER_MESSAGES.deleted,
  sessionsRevoked: 'Se cerraron todas las sesiones del usuario.',
  notFound: 'Usuario no encontrado.',
  cannotEditOther: USER_MESSAGES.cannotEditOther,
  onlyPassword: 'Solo podés cambiar tu password.',
  onlyAdminRole: 'Solo un Admin puede cambiar el rol.',
  onlyAdminBudget: 'Solo un Admin puede cambiar el presupuesto.',
  emailTaken: EMAIL_TAKEN,
  cannotDeleteSelf: 'No podés borrar tu propio usuario.',
  lastAdmin: 'Debe quedar al menos un Admin en la liga.',
  hasHistory: 'El usuario tiene historial en el mercado o en la competición y no puede borrarse.',
  adjustmentNote: 'Ajuste de presupuesto',
  balanceBound: 'El ajuste dejaría el presupuesto fuera del límite de la liga (±1.000.000.000.000.000).',
  // The waiting list (decision 026).
  teamAssigned: (user: string, team: string, rol: string) => `${user} ahora dirige ${team} como ${rol}.`,
  notWaiting: 'Ese usuario ya no está en la lista de espera.',
  teamMissing: TEAM_MESSAGES.missing,
  teamOutsideLeague: 'Solo se asignan equipos de Primera o Segunda.',
  teamTaken: 'Ese equipo ya tiene manager.',
  alreadyRunsTeam: 'Ese usuario ya dirige un equipo.',
} as const;
