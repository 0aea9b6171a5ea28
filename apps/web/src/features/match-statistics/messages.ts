import { MATCH_STATISTICS_MESSAGES } from '@liga/domain';
import { actionLabels, fieldLabels, loadMessages, statisticLabels } from '../../lib/messages';

/** Texts of a match's statistics: the entry form and the saved lines of /partidos/{id} (the league client's wording). */
export const matchStatisticsMessages = {
  loadingPlayers: 'Cargando jugadores...',
  playersError: 'Error al obtener jugadores',
  statisticsError: 'Error al obtener estadísticas',
  save: 'Guardar Estadísticas',
  saving: actionLabels.saving,
  saved: MATCH_STATISTICS_MESSAGES.saved,
  saveError: 'Error al guardar estadísticas',
  prefilled:
    'Datos propuestos desde las capturas: revisalos y corregí lo que haga falta. No se guarda nada hasta que pulses Guardar Estadísticas.',
  readOnlyRival: 'Solo lectura: lo carga el rival o la organización.',
  readOnlyAll: loadMessages.statisticsReadOnly,
  noPlayers: loadMessages.noPlayersInTeam,
  noStatistics: 'No hay estadísticas cargadas para este equipo.',
  colPlayer: fieldLabels.player,
  colGoals: statisticLabels.goals,
  colAssists: statisticLabels.assistsShort,
  colYellow: statisticLabels.yellow,
  colRed: statisticLabels.red,
  colDirectRed: statisticLabels.directRed,
  colInjury: statisticLabels.injury,
  colSerious: statisticLabels.seriousInjury,
  colMvp: statisticLabels.mvp,
  colPlayed: 'Jugó',
  didNotPlay: 'No jugó',
  playedLocked: 'Jugó: tiene goles, asistencias, tarjetas, lesiones o es el MVP.',
  directRed: 'roja directa',
  yes: actionLabels.yes,
  statsLabel: (field: string, player: string) => `${field} de ${player}`,
  assistsFull: statisticLabels.assists,
  // Not '{field} de {player}': that names the count's own field (the OCR fill and tests find it by it).
  minus: (field: string, player: string) => `${field}: uno menos para ${player}`,
  plus: (field: string, player: string) => `${field}: uno más para ${player}`,
  registeredList: 'Lista de buena fe (registrados)',
  unregistered: 'Fuera de la lista',
  rivalNothing: 'Sin datos cargados',
  nothingHappened: 'Sin goles, asistencias, tarjetas ni lesiones',
} as const;
