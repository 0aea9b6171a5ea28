import { NOT_FOUND } from '../../lib/messages';
import { TOURNAMENT_MESSAGES } from '@liga/domain';

/** The form's wording lives in @liga/domain (TOURNAMENT_MESSAGES); these are the server's own. */
export const messages = {
  ...TOURNAMENT_MESSAGES,
  fixtureCreated: 'Fixture generado correctamente',
  quartersCreated: 'Cuartos de final creados correctamente',
  notFound: NOT_FOUND.tournament,
  seasonMissing: 'La temporada no existe.',
  noActiveSeason: 'No hay una temporada activa: elegí una temporada.',
  teamsMissing: (ids: number[]) => `No existen los equipos: ${ids.join(', ')}.`,
  teamsWrongDivision: (division: string) => `Todos los equipos deben ser de ${division}.`,
  hasMatches: 'El torneo ya tiene partidos: el fixture no se puede generar de nuevo.',
  onlyUcl: 'Solo la Champions League tiene fase de grupos y cuartos de final.',
  noGroupMatches: 'El torneo no tiene partidos de fase de grupos: generá primero el fixture.',
  groupsPending: (n: number) => `La fase de grupos no terminó: faltan ${n} partidos por completar.`,
  quartersExist: 'Los cuartos de final ya fueron creados.',
  playoffsCreated: 'Play-offs y playout creados correctamente',
  onlyLeagues: 'Solo las ligas (Primera y Segunda) tienen play-offs.',
  noRegularMatches: 'La liga no tiene partidos de la fase regular: generá primero el fixture.',
  regularPending: (n: number) => `La fase regular no terminó: faltan ${n} partidos por completar.`,
  playoffsExist: 'Los play-offs ya fueron creados.',
  nextRoundCreated: (round: string) => `Siguiente ronda creada correctamente: ${round}`,
  playoffsMissing: 'Los play-offs no empezaron: generá primero los play-offs.',
  playoffsFinished: 'La final de los play-offs ya fue creada: no quedan rondas por generar.',
  roundPending: (round: string, n: number) =>
    n === 1
      ? `La ronda ${round} no terminó: falta 1 partido por cargar.`
      : `La ronda ${round} no terminó: faltan ${n} partidos por cargar.`,
} as const;
