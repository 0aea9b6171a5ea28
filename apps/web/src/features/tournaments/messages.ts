import { FORMAT_LABELS, PAGE_FORBIDDEN, type Format } from '@liga/domain';
import { plural } from '../../lib/plural';
import { actionLabels, fieldLabels, loadMessages, sectionTitles } from '../../lib/messages';

/** Texts of the tournaments screen and of the season/tournament pickers (the league client's wording). */
export const tournamentsMessages = {
  title: 'Cargar Torneo',
  noPermission: PAGE_FORBIDDEN,
  name: fieldLabels.name,
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  type: 'Tipo',
  /** Tournament types by name (the API's codes): every cup is stored with type UCL (round-names.ts). */
  typeLabel: { PD: 'Primera División', SD: 'Segunda División', UCL: 'Copa' },
  format: 'Formato',
  season: fieldLabels.season,
  tournament: fieldLabels.tournament,
  teams: sectionTitles.teams,
  teamsHintLeague: 'Opcional: sin elegir, juegan todos los equipos de la división.',
  teamsHintCup: 'Elegí los equipos de la copa.',
  teamsChosen: (n: number) => (n === 1 ? '1 equipo elegido' : `${n} equipos elegidos`),
  teamsLoading: loadMessages.teamsLoading,
  teamsError: loadMessages.teamsError,
  teamsNone: 'No hay equipos para este tipo de torneo.',
  clearTeams: 'Quitar todos',
  allTeams: 'Elegir todos',
  save: 'Guardar Torneo',
  saving: actionLabels.saving,
  createError: 'No se pudo crear el torneo.',
  listTitle: 'Torneos de la temporada',
  listEmpty: loadMessages.noTournaments,
  colTournament: fieldLabels.tournament,
  colDates: 'Fechas',
  colTeams: sectionTitles.teams,
  colFixture: 'Fixture',
  colActions: fieldLabels.actions,
  noDates: 'Sin fechas',
  allOfDivision: 'Toda la división',
  noTeams: 'Sin equipos',
  noFixture: 'Sin fixture',
  played: (done: number, total: number) =>
    `${done} de ${plural(total, 'partido jugado', 'partidos jugados')}`,
  generateFixture: 'Generar fixture',
  generateQuarters: 'Generar cuartos',
  generatePlayoffs: 'Generar play-offs',
  generateNextRound: 'Generar siguiente ronda',
  generating: 'Generando...',
  confirmFixture: (name: string) => `¿Generar el fixture de ${name}? El sorteo no se puede deshacer.`,
  confirmPlayoffs: (name: string) =>
    `¿Generar los play-offs de ${name} con la tabla final? En Primera también se crea el Playout (11.º contra 12.º).`,
  confirmNextRound: (name: string) =>
    `¿Generar la siguiente ronda de los play-offs de ${name} con los resultados de la última? Juega el mejor ubicado de la tabla contra el peor; un empate lo gana el mejor ubicado.`,
  confirmQuarters: (name: string) => `¿Generar los cuartos de final de ${name} con las tablas de los grupos?`,
  byes: (names: string[]) => `Pasan directo a la siguiente ronda: ${names.join(', ')}.`,
  actionError: loadMessages.actionError,
  loading: actionLabels.loading,
  seasonsError: 'Error al obtener temporadas ',
  tournamentsError: loadMessages.tournamentsError,
  matchesError: loadMessages.matchesError,
  noTournaments: loadMessages.noTournaments,
  chooseTournament: actionLabels.chooseTournament,
  active: 'activa',
  formatLabel: (format: Format) => FORMAT_LABELS[format],
} as const;

/** Texts of the fixture screens, one round card per stage (Fixtures). */
export const fixturesMessages = {
  title: { PD: 'Fixture Primera', SD: 'Fixture Segunda' },
  /** File names: division and round number, `fixture-primera-fecha-01.png`. */
  fileDivision: { PD: 'primera', SD: 'segunda' },
  noTournament: (format: 'PD' | 'SD') => `No hay torneo de ${FORMAT_LABELS[format]} en la temporada activa.`,
  noFixture: 'Todavía no hay fixture para este torneo.',
  matchesError: loadMessages.matchesError,
  download: 'Descargar PNG',
  downloading: 'Generando...',
  downloadError: 'No se pudo generar la imagen.',
  tournament: fieldLabels.tournament,
} as const;
