import { NOT_FOUND } from '../../lib/messages';
import { PLAYER_MESSAGES, SECTION_TITLES, TEAM_MESSAGES } from '@liga/domain';

export const messages = {
  created: PLAYER_MESSAGES.created,
  updated: PLAYER_MESSAGES.updated,
  deleted: PLAYER_MESSAGES.deleted,
  registered: PLAYER_MESSAGES.registered,
  notFound: NOT_FOUND.player,
  cannotEdit: 'No tenés permiso para editar este jugador.',
  cannotRegister: 'Solo el dueño del equipo, un Admin o un Organizador pueden registrar este jugador.',
  onlyStaffFields:
    'Solo un Admin o un Organizador puede cambiar el nombre, la edad, el valor, el CA, el PA o el equipo de un jugador.',
  teamMissing: TEAM_MESSAGES.missing,
  noFreeAgentTeam: 'No está configurado el equipo de agentes libres.',
  hasHistory: 'El jugador tiene historial en el mercado o en la competición y no puede borrarse.',
  /** A team owner changing the status (docs/rules.md §3.2). */
  ownerStatus: {
    block: 'Solo un Admin o un Organizador puede bloquear jugadores.',
    blocked: 'El jugador está bloqueado: solo un Admin o un Organizador puede cambiar su estado.',
    registered:
      'El registro es irreversible: solo un Admin o un Organizador puede cambiar el estado de un jugador registrado.',
  },
  /** The Registrar button (docs/rules.md §3.2). */
  registration: {
    already: 'El jugador ya está registrado.',
    not_registrable: 'Este jugador no puede registrarse.',
    released: 'Un jugador liberado no puede registrarse.',
    blocked: 'El jugador está bloqueado: solo un Admin o un Organizador puede registrarlo.',
    adults_full: 'El equipo ya tiene 18 jugadores mayores de 20 años registrados, el máximo.',
    youth_full: 'El equipo ya tiene 6 jugadores de 20 años o menos registrados, el máximo.',
  },
  export: {
    sheet: SECTION_TITLES.players,
    filename: 'jugadores',
    headers: ['ID', 'Nombre', 'Edad', 'CA', 'PA', 'Valor', 'Estado', 'Equipo', 'División'],
  },
} as const;
