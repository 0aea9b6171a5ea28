import { INVALID_REF } from '../common/messages';

/** The statistics form's texts the API checks and the web shows. */
export const MATCH_STATISTICS_MESSAGES = {
  saved: 'Estadísticas guardadas correctamente',
  filterRequired: 'Indicá el partido (match_id) o el torneo (tournament_id).',
  teamsQueryInvalid: 'Los equipos deben ser ids separados por comas (hasta 10).',
  playerRequired: 'Falta el jugador.',
  playerInvalid: 'El jugador no es válido.',
  matchRequired: 'Falta el partido.',
  matchInvalid: INVALID_REF.match,
  tournamentInvalid: INVALID_REF.tournament,
  countInvalid: (label: string, max: number) => `${label} debe ser un número entero entre 0 y ${max}.`,
  mvpInvalid: 'El MVP debe ser sí o no.',
  playedInvalid: "'Jugó' debe ser sí o no.",
  notPlayed: 'Un jugador que no jugó no puede tener goles, asistencias, tarjetas, lesiones ni ser MVP.',
  directRedInvalid: "La roja directa debe ser 'yes' o 'not'.",
  atLeastOne: 'Tenés que cargar al menos un jugador.',
  tooMany: 'Demasiadas filas de estadísticas para un partido.',
} as const;
