/** Texts of the matches and match-detail screens (spec 02 §2, §5, §8), as the specification writes them. */
export const matchesMessages = {
  title: 'Partidos',
  formTitle: 'Cargar partido',
  tournament: 'Torneo',
  stage: 'Fecha o Ronda',
  home: 'Equipo local',
  away: 'Equipo visitante',
  scoreHome: 'Goles local',
  scoreAway: 'Goles visitante',
  choose: 'Elegí...',
  create: 'Crear partido',
  // Spec 02 §5, match creation.
  stageRequired: 'Tienes que cargar Fecha o Ronda',
  teamsRequired: 'Tienes que cargar los equipos',
  goalsRequired: 'Tienes que cargar los goles',
  tournamentRequired: 'Tienes que cargar el torneo',
  sameTeam: 'Un equipo no puede jugar contra sí mismo.',
  confirmCreate: (home: string, away: string, sh: number, sa: number) =>
    `¿Cargar el partido ${home} ${sh} - ${sa} ${away}?`,
  cancelled: 'Carga de partido cancelada',
  creating: 'Creando partido...',
  created: 'Partido creado correctamente',
  createError: 'No se pudo crear el partido.',
  noMatches: 'No hay partidos disponibles para este torneo.',
  count: (n: number) => (n === 1 ? '1 partido' : `${n} partidos`),
  noTournaments: 'No hay torneos en esta temporada.',
  matchesError: 'No se pudieron cargar los partidos.',
  loadData: 'Cargar datos',
  group: (g: string) => `Grupo ${g}`,
  round: (label: string) => (/^\d+$/.test(label) ? `Ronda ${label}` : label),
  // Match detail.
  detailTitle: 'Partido',
  back: 'Volver a partidos',
  matchError: 'No se pudo cargar el partido.',
  noDate: 'Sin fecha',
  reEnable: 'Habilitar edición',
  reEnabled: 'Partido habilitado para editar',
  confirmReEnable: '¿Habilitar la edición de este partido? Sus estadísticas podrán cargarse de nuevo.',
  reEnableError: 'No se pudo habilitar la edición.',
  // A fixture match starts without a score, and statistics need one (spec 02 §2: 'Cargar datos').
  noScoreYet:
    'Este partido todavía no tiene resultado. Primero carga los goles de cada equipo en este formulario (o con el formulario de carga de Partidos, misma fecha y equipos) y después se habilitan las estadísticas.',
  noScoreYetReadOnly:
    'Este partido todavía no tiene resultado: primero lo cargan los equipos del partido o la organización, y después se cargan las estadísticas.',
  loadScore: 'Cargar resultado',
  scoreSaved: 'Resultado cargado',
  saving: 'Guardando...',
} as const;
