import { MATCH_MESSAGES, SECTION_TITLES } from '@liga/domain';
import { fieldLabels, statisticLabels } from '../../lib/messages';

/** Texts of the statistics screens (the league client's wording). */
export const statisticsMessages = {
  title: SECTION_TITLES.statistics,
  teamTitle: 'Estadísticas del equipo',
  loadError: 'No se pudieron cargar las estadísticas.',
  lists: {
    goals: statisticLabels.goals,
    assists: statisticLabels.assists,
    mvp: statisticLabels.mvp,
    injuries: statisticLabels.injuries,
  },
  emptyList: 'Todavía no hay datos.',
  chooseTournament: 'Elegí un torneo para ver sus estadísticas.',
  colPosition: fieldLabels.position,
  colPlayer: fieldLabels.player,
  colTeam: fieldLabels.team,
  colValue: fieldLabels.total,
  chartLabel: (list: string) => `Gráfico de ${list}`,
  // Team statistics.
  back: 'Volver a estadísticas',
  season: fieldLabels.season,
  invalidTeam: MATCH_MESSAGES.teamInvalid,
  teamEmpty: 'Este equipo no tiene estadísticas cargadas en la temporada.',
  colGoals: statisticLabels.goals,
  colAssists: statisticLabels.assistsShort,
  colYellow: 'Amarillas',
  colRedRound: statisticLabels.red,
  colInjuryRound: statisticLabels.injury,
  colSeriousRound: statisticLabels.seriousInjury,
  colLastRound: 'Último partido',
  colBarred: 'Suspendido en',
  suspensions: 'Suspendidos',
  titles: {
    red: 'Fecha de la última roja',
    injury: 'Fecha de la última lesión',
    serious: 'Fecha de la última lesión grave',
    last: 'Fecha del último partido jugado',
    barred: 'Fechas en que no puede jugar',
  },
} as const;
