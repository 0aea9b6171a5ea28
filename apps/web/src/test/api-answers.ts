import type {
  AssistantAnswer,
  AssistantHistory,
  AuctionList,
  AuthResponse,
  BidPlaced,
  ClauseList,
  ClauseSaved,
  Dashboard,
  DiscordRedirect,
  FixtureAnswer,
  LeagueConfig,
  MatchBetDetail,
  MatchBetList,
  MatchBetSaved,
  MatchDetail,
  MatchList,
  MatchPlayerList,
  MatchSaved,
  MessageAnswer,
  MovementList,
  Objectives,
  OfferBoard,
  Player,
  PlayerProfile,
  PlayerAuction,
  PlayerBetDetail,
  PlayerBetList,
  PlayerBetSaved,
  PlayerList,
  PlayerOffers,
  PlayerSaved,
  ScreenshotList,
  PrizeList,
  PrizePreview,
  PrizeTableSaved,
  PrizeTablesAnswer,
  PrizesPaidAnswer,
  RevertPrizeAnswer,
  Rulebook,
  RulebookRevisions,
  RulebookSearch,
  SectionSaved,
  SeasonList,
  SeasonSaved,
  SeasonStart,
  Squad,
  StandingList,
  StandingTable,
  StatisticRowList,
  StatisticsSaved,
  StreamTicket,
  TeamDetail,
  TeamList,
  TeamSaved,
  TeamStatistics,
  TopLists,
  TournamentList,
  TournamentSaved,
  PendingTransferList,
  TransferList,
  TransferSaved,
  User,
  WaitingList,
  WaitingPlace,
  UserBetList,
  UserBetSaved,
  UserList,
  UserSaved,
  ScoutingReport,
} from '@liga/domain';

/**
 * What each endpoint answers, as the domain contracts type it (the API's route schemas are built from
 * the same schemas). mockApi checks every mocked success body against this table, so a contract that
 * changes fails the typecheck of each test that mocks the old shape. Keys are `METHOD /api/path`.
 */
export interface ApiAnswers {
  // Auth and the session user.
  'POST /api/login': AuthResponse;
  'POST /api/signup': AuthResponse;
  'POST /api/logout': MessageAnswer;
  'GET /api/user': User;
  'GET /api/config': LeagueConfig;
  'GET /api/discord/redirect': DiscordRedirect;
  // Users and their ledger.
  'GET /api/users': UserList;
  'POST /api/users': UserSaved;
  'GET /api/users/waiting-list': WaitingList;
  'GET /api/dashboard/waiting': WaitingPlace;
  // Seasons.
  'GET /api/season': SeasonList;
  'GET /api/seasons/start': SeasonStart;
  // Players, teams, squad.
  'GET /api/players': PlayerList;
  'POST /api/players': PlayerSaved;
  'GET /api/playername': PlayerList;
  'GET /api/players/filter-by-division': PlayerList;
  'POST /api/registrar_jugador': PlayerSaved;
  'GET /api/teams': TeamList;
  'GET /api/teams/objectives': Objectives;
  'GET /api/plantel': Squad;
  // Market: clauses, offers, transfers.
  'GET /api/clausula_rescision': ClauseList;
  'POST /api/clausula_rescision': ClauseSaved;
  'GET /api/misofertas': ClauseList;
  'GET /api/ofertas-confirmadas': ClauseList;
  'GET /api/offers': OfferBoard;
  'POST /api/transfer': TransferSaved;
  'GET /api/transferencia_pendiente': PendingTransferList;
  'GET /api/traspasos': TransferList;
  'GET /api/dashboard': Dashboard;
  // Auctions.
  'GET /api/auctions': AuctionList;
  'POST /api/auctions': BidPlaced;
  'POST /api/auctions/events/ticket': StreamTicket;
  // Bets.
  'GET /api/bets': MatchBetList;
  'POST /api/bets': MatchBetSaved;
  'GET /api/singlebet': PlayerBetList;
  'POST /api/singlebet': PlayerBetSaved;
  'GET /api/bet_user': UserBetList;
  'GET /api/bet_user/mine': UserBetList;
  'POST /api/apuesta/jugador': UserBetSaved;
  // Competition.
  'GET /api/tournaments': TournamentList;
  'POST /api/tournaments': TournamentSaved;
  'GET /api/matches': MatchList;
  'POST /api/matches': MatchSaved;
  'GET /api/match-statistics': StatisticRowList;
  'POST /api/match-statistics': StatisticsSaved;
  'GET /api/players-teams': MatchPlayerList;
  'GET /api/standings': StandingList;
  'GET /api/standings/table': StandingTable;
  // The league assistant.
  'GET /api/chatbot': AssistantHistory;
  'POST /api/chatbot': AssistantAnswer;
  'GET /api/statistics/top': TopLists;
  // Match screenshots (the recognition calls are mocked at processCapture: they stream).
  'GET /api/ocr/screenshots': ScreenshotList;
  // Prizes and the rule book.
  'POST /api/prizes': PrizesPaidAnswer;
  'GET /api/prizes': PrizeList;
  'GET /api/create-prizes': PrizeTablesAnswer;
  'GET /api/rulebook': Rulebook;
  'GET /api/rulebook/search': RulebookSearch;
  'POST /api/rulebook/sections': SectionSaved;
  'POST /api/rulebook/copy': MessageAnswer;
}

/** The endpoints with an id in their path (`${number}`): mock them with idRoute(). */
export interface ApiIdAnswers {
  [user: `GET /api/users/${number}`]: User;
  [user: `PUT /api/users/${number}`]: UserSaved;
  [user: `DELETE /api/users/${number}`]: MessageAnswer;
  [user: `POST /api/users/${number}/revoke-tokens`]: MessageAnswer;
  [user: `GET /api/users/${number}/movements`]: MovementList;
  [player: `GET /api/players/${number}/scouting`]: ScoutingReport;
  [season: `PUT /api/seasons/${number}/start`]: SeasonSaved;
  [player: `GET /api/players/${number}`]: Player;
  [player: `GET /api/players/${number}/profile`]: PlayerProfile;
  [user: `POST /api/users/${number}/assign-team`]: UserSaved;
  [player: `PUT /api/players/${number}`]: PlayerSaved;
  [player: `DELETE /api/players/${number}`]: MessageAnswer;
  [team: `GET /api/teams/${number}`]: TeamDetail;
  [team: `PUT /api/teams/${number}`]: TeamSaved;
  [player: `GET /api/clausulas/${number}`]: PlayerOffers;
  [offer: `POST /api/offers/${number}/confirm`]: MessageAnswer;
  [offer: `PUT /api/cerrar-oferta/${number}`]: MessageAnswer;
  [offer: `POST /api/offers/${number}/close`]: MessageAnswer;
  [offer: `POST /api/offers/${number}/raise`]: ClauseSaved;
  [transfer: `POST /api/transferencia_confirmada/${number}`]: MessageAnswer;
  [transfer: `POST /api/transferencia_rechazada/${number}`]: MessageAnswer;
  [transfer: `POST /api/transferencia_cancelada/${number}`]: MessageAnswer;
  [player: `GET /api/auctions/player/${number}/current`]: PlayerAuction;
  [auction: `POST /api/auctions/${number}/bids`]: BidPlaced;
  [auction: `POST /api/auctions/${number}/confirm`]: MessageAnswer;
  [bet: `GET /api/bets/${number}`]: MatchBetDetail;
  [bet: `PUT /api/bets/${number}`]: MessageAnswer;
  [bet: `GET /api/singlebet/${number}`]: PlayerBetDetail;
  [bet: `PUT /api/apuesta/usuario/${number}`]: MessageAnswer;
  [tournament: `POST /api/tournaments/${number}/fixture`]: FixtureAnswer;
  [tournament: `POST /api/tournaments/${number}/fixture/knockout`]: FixtureAnswer;
  [match: `PUT /api/matches/${number}`]: MatchSaved;
  [match: `GET /api/games/${number}`]: MatchDetail;
  [team: `GET /api/match-statistics/team/${number}/summary`]: TeamStatistics;
  [screenshot: `DELETE /api/ocr/screenshots/${number}`]: MessageAnswer;
  [prize: `POST /api/prizes/${number}/revert`]: RevertPrizeAnswer;
  [tournament: `PUT /api/create-prizes/${number}`]: PrizeTableSaved;
  [tournament: `GET /api/create-prizes/${number}/preview`]: PrizePreview;
  [tournament: `POST /api/create-prizes/${number}/apply`]: PrizesPaidAnswer;
  [section: `PUT /api/rulebook/sections/${number}`]: SectionSaved;
  [section: `GET /api/rulebook/sections/${number}/revisions`]: RulebookRevisions;
  [section: `DELETE /api/rulebook/sections/${number}`]: MessageAnswer;
  [section: `POST /api/rulebook/sections/${number}/move`]: MessageAnswer;
}
