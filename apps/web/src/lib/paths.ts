/** A route with an id at its end: the pattern `:id` for the router, or one record's address. */
const withId =
  (base: string, param = ':id') =>
  (id: number | string = param) =>
    `${base}/${id}`;

/** Every route path of the app in one place. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  standings: '/tablas',
  statistics: '/estadisticas',
  teamStatistics: withId('/estadisticas', ':team_id'),
  primeraFixture: '/fixture_primera',
  segundaFixture: '/fixture_segunda',
  squad: '/plantel',
  players: '/players',
  playerNew: '/players/new',
  player: withId('/players'),
  users: '/users',
  userNew: '/users/new',
  /** The waiting list, for staff (decision 026). */
  waitingList: '/users/lista-de-espera',
  user: withId('/users'),
  teams: '/teams',
  team: withId('/teams'),
  bets: '/apuestas',
  betNew: '/apuestas/new',
  bet: withId('/apuestas'),
  pendingBets: '/apuestas/usuarios',
  ruleBook: '/reglamento',
  matches: '/partidos',
  match: withId('/partidos'),
  tournaments: '/torneos',
  myOffers: '/misofertas',
  offers: '/offers',
  offer: withId('/offers'),
  transfers: '/transferencias',
  auctionNew: '/crear_subasta',
  auctionNewForPlayer: withId('/crear_subasta', ':playerId'),
  auctions: '/subastas',
  auction: withId('/subastas'),
  clause: '/clausula_rescision',
  clauseForPlayer: withId('/clausula_rescision', ':playerId'),
  transferNew: '/transfer',
  confirmedOffers: '/ofertas-confirmadas',
  prizes: '/premios',
  prizesNew: '/crear-premios',
  sanctions: '/sanciones',
  imageUpload: withId('/cargar-imagenes'),
  predictions: '/prode',
  /** One's notification centre and where each kind reaches one (decision 036). */
  notifications: '/notificaciones',
  notificationPreferences: '/notificaciones/preferencias',
  seasonCountdown: '/season-countdown',
  /** Closing the season (Admin, decision 024). */
  seasonClose: '/temporadas',
  /** Bringing a league over from the previous application (Admin, decision 032). */
  legacyImport: '/importar',
  /** The closed seasons, and one season's summary (decision 030). */
  seasonHistory: '/temporadas/historial',
  seasonSummary: withId('/temporadas'),
  protected: '/protected',
  chatbot: '/chatbot',
  about: '/about',
  /** The league's settings: Discord webhooks (Admin, decision 034). */
  settings: '/configuracion',
} as const;

/** Users list with the green banner message. */
export const usersWithMessage = (message: string) => `${paths.users}?message=${encodeURIComponent(message)}`;
