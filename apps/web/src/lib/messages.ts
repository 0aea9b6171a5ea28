import { SECTION_TITLES } from '@liga/domain';
import { plural } from './plural';

/**
 * Texts that several screens show the same way, written once: a screen's texts sit in its feature's
 * messages.ts, which takes these from here. Texts the API also sends live in @liga/domain.
 */

/** Buttons and links that read the same on every screen. */
export const actionLabels = {
  save: 'Guardar',
  saving: 'Guardando...',
  sending: 'Enviando...',
  loading: 'CARGANDO...',
  back: 'Volver',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  delete: 'Borrar',
  edit: 'Editar',
  yes: 'Sí',
  offer: 'Ofertar',
  viewAuction: 'Ver subasta',
  loadFromCaptures: 'Cargar desde capturas',
  chooseTeam: 'Elegí un equipo',
  choosePlayer: 'Elegí un jugador',
  chooseTournament: 'Elegí un torneo',
} as const;

/** Loading, empty and error texts of data several screens read. */
export const loadMessages = {
  teamsLoading: 'Cargando equipos...',
  teamsError: 'Error al obtener los equipos.',
  teamsLoadError: 'No se pudieron cargar los equipos.',
  usersError: 'Error al obtener los usuarios.',
  tournamentsError: 'Error al obtener torneos ',
  matchesError: 'No se pudieron cargar los partidos.',
  playersByTeamError: 'Error al filtrar jugadores por equipo.',
  noTournaments: 'No hay torneos en esta temporada.',
  noPlayersInTeam: 'Este equipo no tiene jugadores.',
  actionError: 'No se pudo completar la acción.',
  historyError: 'No se pudo cargar el historial.',
  settingsLoadError: 'No se pudo cargar la configuración: ',
  settingsSaveError: 'No se pudo guardar la configuración.',
  statisticsReadOnly: 'Solo los equipos del partido o la organización cargan estas estadísticas.',
} as const;

/** Column headers, form labels and states shared by several tables and forms. */
export const fieldLabels = {
  team: 'Equipo',
  player: 'Jugador',
  name: 'Nombre',
  age: 'Edad',
  ca: 'CA',
  pa: 'PA',
  value: 'Valor',
  status: 'Estado',
  amount: 'Monto',
  budget: 'Presupuesto',
  season: 'Temporada',
  tournament: 'Torneo',
  manager: 'Manager',
  division: 'División',
  role: 'Rol',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Confirma tu password',
  date: 'Fecha',
  total: 'Total',
  actions: 'Acciones',
  position: '#',
  positionShort: 'Pos.',
  points: 'Puntos',
  winner: 'Ganador',
  all: 'Todas',
  noDivision: 'Sin división',
  noManager: 'Sin manager',
  ageTwentyOrLess: '20 o menos',
  registered: 'Registrado',
  pending: 'Pendiente',
  met: 'Cumplido',
  missed: 'No cumplido',
  open: 'Abierta',
  closed: 'Cerrada',
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  closes: 'Cierra',
  highestBid: 'Oferta más alta',
  seasonStart: 'Inicio de temporada',
  group: (g: string) => `Grupo ${g}`,
} as const;

/** Counts written out with their noun in the singular or the plural. */
export const countLabels = {
  matches: (n: number) => plural(n, 'partido', 'partidos'),
  freeTeams: (n: number) => plural(n, 'equipo libre', 'equipos libres'),
} as const;

/** A match's and a player's statistics, in full and as a column header. */
export const statisticLabels = {
  goals: 'Goles',
  assists: 'Asistencias',
  assistsShort: 'Asist.',
  mvp: 'MVP',
  matchesPlayed: 'Partidos jugados',
  matchesPlayedShort: 'PJ',
  yellowCards: 'Tarjetas amarillas',
  yellowCardsShort: 'TA',
  redCards: 'Tarjetas rojas',
  redCardsShort: 'TR',
  yellow: 'Amarilla',
  red: 'Roja',
  directRed: 'Roja directa',
  injury: 'Lesión',
  seriousInjury: 'Lesión grave',
  injuries: 'Lesiones',
} as const;

/** Section names, the same in the navigation and on the page they open. */
export const sectionTitles = {
  dashboard: SECTION_TITLES.dashboard,
  squad: SECTION_TITLES.squad,
  matches: SECTION_TITLES.matches,
  match: 'Partido',
  standings: SECTION_TITLES.standings,
  teams: 'Equipos',
  statistics: SECTION_TITLES.statistics,
  players: SECTION_TITLES.players,
  transfers: 'Transferencias',
  pendingTransfers: 'Transferencias pendientes',
  auctions: SECTION_TITLES.auctions,
  myOffers: SECTION_TITLES.myOffers,
  auction: 'Subasta',
  bets: 'Apuestas',
  market: 'Mercado',
  marketState: 'Estado del mercado',
  paidPrizes: 'Premios pagados',
  social: 'Red social',
  notifications: 'Avisos',
} as const;
