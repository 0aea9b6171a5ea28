import { MATCH_MESSAGES } from '@liga/domain';
import { actionLabels, countLabels, fieldLabels, loadMessages, sectionTitles } from '../../lib/messages';

/** Texts of the matches and match-detail screens (the league client's wording), as the league's client writes them. */
export const matchesMessages = {
  title: sectionTitles.matches,
  formTitle: 'Cargar partido',
  tournament: fieldLabels.tournament,
  stage: 'Fecha o Ronda',
  home: 'Equipo local',
  away: 'Equipo visitante',
  scoreHome: 'Goles local',
  scoreAway: 'Goles visitante',
  choose: 'Elegí...',
  create: 'Crear partido',
  // Match creation, in the league client's words.
  stageRequired: MATCH_MESSAGES.stageRequired,
  teamsRequired: MATCH_MESSAGES.teamsRequired,
  goalsRequired: MATCH_MESSAGES.goalsRequired,
  tournamentRequired: MATCH_MESSAGES.tournamentRequired,
  sameTeam: MATCH_MESSAGES.sameTeam,
  confirmCreate: (home: string, away: string, sh: number, sa: number) =>
    `¿Cargar el partido ${home} ${sh} - ${sa} ${away}?`,
  cancelled: 'Carga de partido cancelada',
  creating: 'Creando partido...',
  created: MATCH_MESSAGES.created,
  createError: 'No se pudo crear el partido.',
  noMatches: 'No hay partidos disponibles para este torneo.',
  count: countLabels.matches,
  noTournaments: loadMessages.noTournaments,
  matchesError: loadMessages.matchesError,
  loadData: 'Cargar datos',
  pending: fieldLabels.pending,
  currentRound: 'Fecha actual',
  nextRounds: 'Próximas fechas',
  pastRounds: 'Fechas jugadas',
  playedOf: (played: number, total: number) => `${played}/${total} jugados`,
  group: fieldLabels.group,
  round: (label: string) => (/^\d+$/.test(label) ? `Ronda ${label}` : label),
  // Match detail.
  detailTitle: sectionTitles.match,
  back: 'Volver a partidos',
  matchError: 'No se pudo cargar el partido.',
  noDate: 'Sin fecha',
  reEnable: 'Habilitar edición',
  reEnabled: MATCH_MESSAGES.reEnabled,
  confirmReEnable: '¿Habilitar la edición de este partido? Sus estadísticas podrán cargarse de nuevo.',
  reEnableError: 'No se pudo habilitar la edición.',
  // A fixture match starts without a score, and statistics need one ('Cargar datos').
  noScoreYet:
    'Este partido todavía no tiene resultado. Primero cargá los goles de cada equipo en este formulario (o con el formulario de carga de Partidos, misma fecha y equipos) y después se habilitan las estadísticas.',
  noScoreYetReadOnly:
    'Este partido todavía no tiene resultado: primero lo cargan los equipos del partido o la organización, y después se cargan las estadísticas.',
  loadScore: 'Cargar resultado',
  scoreSaved: 'Resultado cargado',
  loadFromCaptures: actionLabels.loadFromCaptures,
  saving: actionLabels.saving,
} as const;
