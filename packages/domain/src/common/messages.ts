/**
 * Texts that the API sends and the web also shows itself, written once for both apps. A feature's own
 * texts stay in its messages.ts, which takes these from here.
 */

export const USER_MESSAGES = {
  created: 'Usuario creado satisfactoriamente',
  updated: 'Usuario actualizado satisfactoriamente',
  deleted: 'Usuario eliminado satisfactoriamente',
  cannotEditOther: 'No tenés permiso para editar este usuario.',
} as const;

export const PLAYER_MESSAGES = {
  created: 'Jugador creado satisfactoriamente',
  updated: 'Jugador actualizado satisfactoriamente',
  deleted: 'Jugador eliminado satisfactoriamente',
  registered: 'Jugador registrado satisfactoriamente',
} as const;

/** An id in a request that names no row of its kind: every route answers it alike. */
export const MISSING_REF = {
  team: 'El equipo no existe.',
  player: 'El jugador no existe.',
  tournament: 'El torneo no existe.',
  match: 'El partido no existe.',
} as const;

export const TEAM_MESSAGES = {
  updated: 'Equipo actualizado satisfactoriamente',
  missing: MISSING_REF.team,
} as const;

/** A manager's action that needs the team the manager runs. */
export const NO_TEAM_ASSIGNED = 'No tienes equipo asignado.';

/** A page or an answer kept for staff. */
export const PAGE_FORBIDDEN = 'No tienes permiso para ver esta página.';

/** A completed match's statistics are closed until an Admin reopens the match (docs/rules.md §8). */
export const STATISTICS_LOCKED =
  'El partido ya tiene las estadísticas cargadas: un Admin debe habilitarlo para editar.';

/** The screenshot reader: the header of a failed image, and a deleted capture. */
export const SCREENSHOT_MESSAGES = {
  processError: 'Error procesando imagen:',
  deleted: 'Captura borrada.',
} as const;

export const TRANSFER_ANSWERS = {
  confirmed: 'Transferencia confirmada correctamente',
  noPending: 'No tenés transferencias pendientes.',
} as const;

export const NO_ACTIVE_SEASON = 'No hay una temporada activa.';

/** A bet withdrawn by staff, and a confirmation list with nothing left in it. */
export const BET_ANSWERS = {
  deactivated: 'Apuesta eliminada correctamente',
  nothingToConfirm: 'No hay apuestas por confirmar',
} as const;

/** Section names: the web's navigation and the assistant's links name them alike. */
export const SECTION_TITLES = {
  dashboard: 'Mi estado',
  squad: 'Plantel',
  matches: 'Partidos',
  standings: 'Tablas',
  statistics: 'Estadísticas',
  players: 'Jugadores',
  auctions: 'Subastas',
  myOffers: 'Mis ofertas',
} as const;

/** A field that names a season, tournament or match that is not a valid id of its kind. */
export const INVALID_REF = {
  season: 'La temporada no es válida.',
  tournament: 'El torneo no es válido.',
  match: 'El partido no es válido.',
} as const;
