import { TEAM_MESSAGES } from '@liga/domain';
import { actionLabels, fieldLabels, loadMessages, sectionTitles } from '../../lib/messages';

/** User-facing texts of the teams screens. */
export const teamsMessages = {
  listTitle: sectionTitles.teams,
  loading: actionLabels.loading,
  empty: 'No hay equipos',
  loadError: loadMessages.teamsLoadError,
  colName: fieldLabels.team,
  colDivision: fieldLabels.division,
  colOwner: fieldLabels.manager,
  noDivision: fieldLabels.noDivision,
  noOwner: fieldLabels.noManager,
  objectivesTitle: 'Objetivos de la temporada',
  objectivesHint:
    'Ranking de cada división por la media de CA de los 16 mejores jugadores registrados; a igual media decide el mejor CA.',
  objectivesLoadError: 'No se pudieron cargar los objetivos.',
  /** docs/rules.md §3.5: the objectives freeze when the market closes. */
  objectivesFrozen: (date: string) =>
    `Objetivos congelados al cierre del mercado (${date}): ya no cambian con los fichajes.`,
  objectivesLive: 'Se congelan al cerrar el mercado; hasta entonces cambian con los fichajes.',
  objectivesEmpty: 'No hay equipos en esta división.',
  colRank: fieldLabels.positionShort,
  colAverage: 'Media CA',
  colBest: 'Mejor CA',
  colObjective: 'Objetivo',
  chartTitle: (division: string, cap: number) =>
    `Media de CA por equipo frente al tope de ${division} (${cap})`,
  cap: 'Tope',
  overCap: 'supera el tope',
  detailTitle: fieldLabels.team,
  name: fieldLabels.name,
  division: fieldLabels.division,
  owner: fieldLabels.manager,
  save: actionLabels.save,
  saving: actionLabels.saving,
  back: actionLabels.back,
  updated: TEAM_MESSAGES.updated,
  unexpected: 'No se pudo guardar el equipo. Intentá de nuevo.',
  teamLoadError: 'No se pudo cargar el equipo.',
  usersLoadError: loadMessages.usersError,
  adminOnly: 'Solo un Admin puede editar equipos.',
  playersTitle: 'Jugadores del equipo',
} as const;
