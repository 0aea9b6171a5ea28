import { NOT_FOUND, NOT_YOUR_MATCH } from '../../lib/messages';
import { MATCH_STATISTICS_MESSAGES, MISSING_REF, STATISTICS_LOCKED } from '@liga/domain';

/** The form's wording lives in @liga/domain (MATCH_STATISTICS_MESSAGES); these are the server's own. */
export const messages = {
  ...MATCH_STATISTICS_MESSAGES,
  matchNotFound: NOT_FOUND.match,
  oneMatch: 'Todas las estadísticas deben ser del mismo partido.',
  tournamentMismatch: 'El torneo no corresponde al partido.',
  playerRepeated: 'El jugador aparece más de una vez.',
  playerMissing: MISSING_REF.player,
  notInMatch: (name: string) => `${name} no juega en ninguno de los dos equipos del partido.`,
  notYourMatch: NOT_YOUR_MATCH,
  onlyOwnPlayers: 'Solo podés cargar estadísticas de los jugadores de tu equipo.',
  completed: STATISTICS_LOCKED,
  noScore: 'Primero cargá el resultado del partido.',
  goalsAboveScore: (team: string, score: number) =>
    `Los goles de los jugadores de ${team} superan su resultado (${score}).`,
  assistsAboveScore: (team: string, score: number) =>
    `Las asistencias de los jugadores de ${team} superan sus goles (${score}).`,
  manyMvp: (team: string, count: number) => `Solo puede haber un MVP por equipo: ${team} tiene ${count}.`,
  barred: (name: string, reasons: string[]) => `${name} está suspendido en esta fecha: ${reasons.join(', ')}`,
} as const;
