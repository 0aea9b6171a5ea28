import { NOT_FOUND } from '../../lib/messages';
import { MATCH_MESSAGES, MISSING_REF } from '@liga/domain';

/** The form's wording lives in @liga/domain (MATCH_MESSAGES); these are the server's own. */
export const messages = {
  ...MATCH_MESSAGES,
  notFound: NOT_FOUND.match,
  stageOutOfRange: (max: number) => `La Fecha o Ronda debe estar entre 1 y ${max} en este torneo.`,
  teamNotInTournament: 'El equipo no participa en este torneo.',
  teamBusy: 'El equipo ya tiene otro partido en esta Fecha o Ronda.',
  tournamentMissing: MISSING_REF.tournament,
  alreadyLoaded: 'Ese partido ya fue cargado en esta Fecha o Ronda.',
  notYourMatch: 'Solo podés cargar partidos de tu equipo.',
  onlyAdminReEnable: 'Solo un Admin puede habilitar la edición del partido.',
  completeBySaving: 'Un partido se completa al guardar sus estadísticas.',
  statsAboveScore: 'Los goles o asistencias ya cargados de los jugadores superan el nuevo resultado.',
} as const;
