/**
 * Every TanStack Query key of the app, in one tree (CONVENTIONS.md: query keys come from one module).
 * Invalidating a key refreshes every query under it, so the tree follows what changes together: a saved
 * result moves matches, standings, top lists and suspensions at once, and they all sit under
 * `competition`. Query-options functions take their key from here; mutations invalidate with these
 * keys, never with a typed string.
 */
const users = ['users'] as const;
const players = ['players'] as const;
const teams = ['teams'] as const;
const seasons = ['seasons'] as const;
const competition = ['competition'] as const;
const tournaments = [...competition, 'tournaments'] as const;
const matches = [...competition, 'matches'] as const;
const prode = [...competition, 'prode'] as const;
const market = ['market'] as const;
const clauses = [...market, 'clauses'] as const;
const transfers = ['transfers'] as const;
const auctions = ['auctions'] as const;
const bets = ['bets'] as const;
const dashboard = ['dashboard'] as const;
const prizes = ['prizes'] as const;
const prizeTables = [...prizes, 'tables'] as const;
const rulebook = ['rulebook'] as const;
const assistant = ['assistant'] as const;
const discipline = ['discipline'] as const;

/** The three players list endpoints share one key shape, so the page can pick any of them. */
export interface PlayerListParams {
  page: number;
  name?: string;
  outside?: boolean;
  /** The players list's sort and filters (decision 018), as /players takes them. */
  sort?: string;
  dir?: string;
  team?: number;
  division?: string;
  status?: string;
  age?: string;
}

/** Lists filtered by season send `null` for "every season", so the two never share an entry. */
type SeasonFilter = number | undefined;
const bySeason = (season: SeasonFilter) => ({ season: season ?? null });

/** Users and teams share one scheme: pages and the every-row options under `lists`, details apart. */
const listedKeys = <const R extends readonly string[]>(root: R) => ({
  all: root,
  lists: [...root, 'list'] as const,
  page: (page: number) => [...root, 'list', { page }] as const,
  /** Every row, for selects: under the lists, so creating or editing one refreshes it. */
  options: [...root, 'list', { all: true }] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
});

export const queryKeys = {
  config: ['config'] as const,
  /** What visitors see under /liga (decision 035). */
  publicSettings: ['public-settings'] as const,
  currentUser: ['user', 'me'] as const,
  users: {
    ...listedKeys(users),
    /** The waiting list in sign-up order, a page at a time (decision 026). */
    waitingList: (page: number) => [...users, 'waiting-list', { page }] as const,
    /** The budget ledger of one user (every page). */
    movements: (id: number) => [...users, id, 'movements'] as const,
    movementsPage: (id: number, page: number) => [...users, id, 'movements', { page }] as const,
  },
  players: {
    all: players,
    lists: [...players, 'list'] as const,
    /** One key shape for the three list endpoints (/players, /playername, filter-by-division). */
    list: (params: PlayerListParams) => [...players, 'list', params] as const,
    detail: (id: number) => [...players, 'detail', id] as const,
    /** The player page (decision 026): under the detail, so what invalidates a player redraws it. */
    profile: (id: number) => [...players, 'detail', id, 'profile'] as const,
    /** GET /players-teams: both teams' players, for the match statistics form. */
    ofTeams: (teamIds: readonly number[]) => [...players, 'of-teams', ...teamIds] as const,
  },
  teams: {
    ...listedKeys(teams),
    objectives: [...teams, 'objectives'] as const,
  },
  squad: ['squad'] as const,
  seasons: {
    all: seasons,
    list: [...seasons, 'list'] as const,
    start: [...seasons, 'start'] as const,
    /** A season's close preview (decision 024). */
    close: (id: number) => [...seasons, 'close', id] as const,
  },
  /** Past seasons (decision 030): under seasons and teams, so a close or a team edit redraws them. */
  history: {
    closed: [...seasons, 'history'] as const,
    summary: (id: number) => [...seasons, 'history', id] as const,
    trophies: (teamId: number) => [...teams, 'detail', teamId, 'trophies'] as const,
  },
  competition: {
    all: competition,
    tournaments,
    tournamentsOf: (season: number | undefined) => [...tournaments, { season }] as const,
    matches,
    matchList: (filter: { tournament_id: number } | { season: number }) =>
      [...matches, 'list', filter] as const,
    match: (id: number) => [...matches, 'detail', id] as const,
    matchStatistics: (id: number) => [...matches, 'statistics', id] as const,
    /** The captures kept with a match (ocr); their bytes never change under an id, so they sit apart. */
    matchScreenshots: (id: number) => [...matches, 'screenshots', id] as const,
    standings: (tournamentId: number) => [...competition, 'standings', tournamentId] as const,
    topLists: (tournamentId: number) => [...competition, 'top', tournamentId] as const,
    teamStatistics: (teamId: number, season: number | undefined) =>
      [...competition, 'team-statistics', teamId, { season }] as const,
  },
  market: {
    all: market,
    clauses,
    board: (season: SeasonFilter) => [...clauses, 'board', bySeason(season)] as const,
    executed: (season: SeasonFilter) => [...clauses, 'executed', bySeason(season)] as const,
    mine: (season: SeasonFilter) => [...clauses, 'mine', bySeason(season)] as const,
    confirmed: (season: SeasonFilter) => [...clauses, 'confirmed', bySeason(season)] as const,
    player: (playerId: number) => [...clauses, 'player', playerId] as const,
  },
  transfers: {
    all: transfers,
    pending: (season: SeasonFilter) => [...transfers, 'pending', bySeason(season)] as const,
    history: (season: SeasonFilter) => [...transfers, 'history', bySeason(season)] as const,
  },
  auctions: {
    all: auctions,
    active: (season: SeasonFilter) => [...auctions, 'active', bySeason(season)] as const,
    player: (playerId: number, season: SeasonFilter) =>
      [...auctions, 'player', playerId, bySeason(season)] as const,
  },
  bets: {
    all: bets,
    match: [...bets, 'match'] as const,
    matchPage: (page: number) => [...bets, 'match', 'list', { page }] as const,
    player: [...bets, 'player'] as const,
    playerPage: (page: number) => [...bets, 'player', 'list', { page }] as const,
    detail: (kind: 'match' | 'player', id: number) => [...bets, kind, 'detail', id] as const,
    users: [...bets, 'user'] as const,
    minePage: (page: number, outcome?: 'pending' | 'won' | 'lost') =>
      [...bets, 'user', 'mine', { page, outcome }] as const,
    pendingPage: (page: number) => [...bets, 'user', 'pending', { page }] as const,
    /** Bets from the fixture (docs/rules.md §7.5): open matches, one with its odds, the season's profits. */
    fixture: [...bets, 'fixture'] as const,
    fixtureMatch: (id: number) => [...bets, 'fixture', id] as const,
    leaderboard: (season?: number) => [...bets, 'user', 'leaderboard', { season }] as const,
  },
  /** The prode (decision 028) sits under competition: a saved or corrected result re-scores it. */
  prode: {
    all: prode,
    round: (tournament?: number, round?: number) => [...prode, 'round', { tournament, round }] as const,
    leaderboard: (season?: number) => [...prode, 'leaderboard', { season }] as const,
    winners: [...prode, 'winners'] as const,
  },
  /** One's notifications (decision 036): the list's pages, the bell's count, the preferences. */
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unread: ['notifications', 'unread'] as const,
    preferences: ['notifications', 'preferences'] as const,
  },
  ocr: {
    screenshotImage: (id: number, size: 'thumb' | 'full') => ['ocr', 'image', id, size] as const,
  },
  dashboard: {
    all: dashboard,
    of: (season: SeasonFilter) => [...dashboard, bySeason(season)] as const,
    /** A waiting-list account's place in the queue (decision 026). */
    waitingPlace: [...dashboard, 'waiting'] as const,
  },
  /** Paying or reverting a prize refreshes the paid list and the tables' paid counts at once. */
  prizes: {
    all: prizes,
    paidPage: (page: number) => [...prizes, 'paid', { page }] as const,
    tables: prizeTables,
    tablesOf: (season: SeasonFilter) => [...prizeTables, bySeason(season)] as const,
    preview: (tournamentId: number) => [...prizeTables, 'preview', tournamentId] as const,
  },
  /** An edit refreshes the book, its search and its history. */
  rulebook: {
    all: rulebook,
    book: (season: SeasonFilter) => [...rulebook, 'book', bySeason(season)] as const,
    search: (q: string, season: SeasonFilter) => [...rulebook, 'search', { q, ...bySeason(season) }] as const,
    revisions: (sectionId: number) => [...rulebook, 'revisions', sectionId] as const,
  },
  /** Sanctions, suspension lifts and locks (decision 025): a fine or a lift also moves money. */
  discipline: {
    all: discipline,
    sanctions: (season: SeasonFilter) => [...discipline, 'sanctions', bySeason(season)] as const,
    lifts: [...discipline, 'lifts'] as const,
    settings: [...discipline, 'settings'] as const,
    locks: (teamId: number | null) => [...discipline, 'locks', { teamId }] as const,
  },
  /** The caller's conversation with the assistant, and scouting reports per player. */
  assistant: {
    all: assistant,
    history: [...assistant, 'history'] as const,
    scouting: (playerId: number) => [...assistant, 'scouting', playerId] as const,
  },
  /** Whether the league is empty, for the legacy import (decision 032). */
  legacyImport: ['legacy-import'] as const,
  /** The league's Discord webhooks (decision 034). */
  discord: {
    settings: ['discord', 'settings'] as const,
  },
};
