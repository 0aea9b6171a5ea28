import { SECTION_TITLES } from '@liga/domain';
import { actionLabels, fieldLabels, sectionTitles, statisticLabels } from '../../lib/messages';

/** User-facing texts of the squad screen (the league client's wording, docs/rules.md §3). */
export const squadMessages = {
  title: SECTION_TITLES.squad,
  loading: actionLabels.loading,
  // The league client's error texts, word for word.
  noTeam: 'No tienes equipo asignado. Prueba presionando el botón Cargar plantel',
  loadError: 'Error al obtener equipo:',
  reload: 'Cargar plantel',
  reloadHint:
    'Cargar plantel vuelve a pedir tu equipo y sus jugadores al servidor: usalo si la organización acaba de asignarte un equipo o después de un traspaso.',
  reloading: 'Cargando...',
  noDivision: fieldLabels.noDivision,
  averageTitle: 'Media de CA de los 16 mejores',
  capOf: (division: string, cap: number) => `Tope de ${division}: ${cap}`,
  noCap: 'Sin tope: el equipo no juega en Primera ni Segunda.',
  overCap: 'Supera el tope',
  underCap: 'Dentro del tope',
  registeredAverage: 'Media de CA de los registrados (objetivos)',
  listTitle: 'Lista de registrados',
  colGroup: sectionTitles.players,
  colSquad: SECTION_TITLES.squad,
  colRegistered: 'Registrados',
  colLimit: 'Máximo',
  adults: 'Mayores de 20',
  youth: fieldLabels.ageTwentyOrLess,
  total: fieldLabels.total,
  warningsTitle: 'Atención',
  playersTitle: sectionTitles.players,
  empty: 'El equipo no tiene jugadores.',
  colName: fieldLabels.name,
  colAge: fieldLabels.age,
  colCa: fieldLabels.ca,
  colPa: fieldLabels.pa,
  colValue: fieldLabels.value,
  colStatus: fieldLabels.status,
  top16: 'Cuenta para la media (16 mejores)',
  top16Legend: 'Resaltados: los 16 mejores por CA, los que cuentan para la media.',
  seasonTitle: fieldLabels.season,
  colMatches: statisticLabels.matchesPlayedShort,
  colGoals: statisticLabels.goals,
  colAssists: statisticLabels.assistsShort,
  colYellow: statisticLabels.yellowCardsShort,
  colRed: statisticLabels.redCardsShort,
  colMvp: statisticLabels.mvp,
  colSuspension: 'Sanción',
  titles: {
    PJ: 'Partidos jugados esta temporada',
    Goles: statisticLabels.goals,
    'Asist.': statisticLabels.assists,
    TA: statisticLabels.yellowCards,
    TR: statisticLabels.redCards,
    MVP: 'Veces elegido MVP',
  } as Record<string, string>,
  suspended: 'Suspendido',
  transferable: 'Transferible',
  transferableTitle: 'Transferibles',
  transferableHint:
    'Marcá los jugadores que ofrecés: aparecen con la marca Transferible y salen en la lista que se publica en Discord.',
  transferableError: 'No se pudo guardar la marca de transferible.',
  suspension: (tournament: string, round: string, reasons: string[]) =>
    `${tournament}, ${round}: ${reasons.join(', ')}`,
  seasonLine: (s: {
    goals: number;
    assists: number;
    yellow: number;
    red: number;
    mvp: number;
    matches: number;
  }) =>
    `PJ ${s.matches} · Goles ${s.goals} · Asist. ${s.assists} · TA ${s.yellow} · TR ${s.red} · MVP ${s.mvp}`,
} as const;
