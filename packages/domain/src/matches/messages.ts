import { INVALID_REF } from '../common/messages';

/** The match form's texts, checked by the API and shown by the web as written there. */
export const MATCH_MESSAGES = {
  created: 'Partido creado correctamente',
  updated: 'Partido actualizado correctamente',
  reEnabled: 'Partido habilitado para editar',
  // Match creation, in the league client's words.
  stageRequired: 'Tienes que cargar Fecha o Ronda',
  teamsRequired: 'Tienes que cargar los equipos',
  goalsRequired: 'Tienes que cargar los goles',
  tournamentRequired: 'Tienes que cargar el torneo',
  stageInvalid: 'La Fecha o Ronda debe ser un número entero positivo.',
  teamInvalid: 'El equipo no es válido.',
  sameTeam: 'Un equipo no puede jugar contra sí mismo.',
  goalsInvalid: 'Los goles deben ser un número entero entre 0 y 99.',
  tournamentInvalid: INVALID_REF.tournament,
  seasonInvalid: INVALID_REF.season,
  dateInvalid: 'La fecha del partido no es válida.',
  statusInvalid: 'El estado debe ser pending o completed.',
} as const;

/** Status texts of the match detail screen. */
export const MATCH_STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: 'Pendiente de carga',
  completed: 'Estadísticas completadas y cargadas',
};
