/** User roles exactly as stored and shown (decision 012). */
export const ROLES = [
  'Admin',
  'Organizador',
  'Manager Primera',
  'Manager Segunda',
  'En lista de espera',
  'visitante',
] as const;
export type Role = (typeof ROLES)[number];

/** Sign-up role (docs/rules.md §1.2). */
export const SIGNUP_ROLE: Role = 'En lista de espera';

const ADMIN: readonly Role[] = ['Admin'];
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Organizador'];
/**
 * League members: the roles that run a team and hold a budget (docs/rules.md §13). `visitante` and the
 * waiting list hold no budget the market could move, so no market action is theirs.
 */
export const LEAGUE_MEMBER_ROLES: readonly Role[] = [
  'Admin',
  'Organizador',
  'Manager Primera',
  'Manager Segunda',
];
const EVERYONE: readonly Role[] = ROLES;

/**
 * Who may do what: the one table the API's route guards (`app.auth(policy.x)`) and the web's
 * buttons read. Where an action also depends on ownership (a manager's own team, player or
 * profile), the roles here are who may try; the service checks the ownership.
 */
export const policy = {
  /** Lists, details, standings, the caller's own dashboard, squad and bets: every signed-in account. */
  readLeague: EVERYONE,
  /** Log out, change one's own password, end one's sessions, link Discord. */
  manageOwnAccount: EVERYONE,

  // Users (docs/rules.md §1.1, §13).
  seeUsersList: EVERYONE,
  /** Emails go to an Admin (and to their owner, whatever the role). */
  seeEmails: ADMIN,
  /** Budgets and ledgers go to league members, never to visitante nor the waiting list. */
  seeBudgets: LEAGUE_MEMBER_ROLES,
  /** Another user's ledger; one's own is always visible. */
  seeAnyMovements: ADMIN,
  createUser: ADMIN,
  editUserRoleAndBudget: ADMIN,
  editAnyUser: ADMIN,
  deleteUser: ADMIN,
  /** The waiting list in order (decision 026): staff see it; only an Admin assigns, as the role changes. */
  seeWaitingList: STAFF_ROLES,
  assignTeam: ADMIN,

  // Seasons, teams (only an Admin saves teams).
  setSeasonStart: ADMIN,
  /** Close a season (promotion, relegation, objectives' money, the next season) and reopen it (decision 024). */
  closeSeason: ADMIN,
  /** Bring a league over from the previous application, into an empty league (decision 032). */
  importLeague: ADMIN,
  createTeam: ADMIN,
  editTeam: ADMIN,

  // Players (docs/rules.md §3.2): an Admin adds and deletes; staff edit fields and block; owners set status.
  addPlayer: ADMIN,
  deletePlayer: ADMIN,
  editPlayerFields: STAFF_ROLES,
  blockPlayer: STAFF_ROLES,
  /** Try to edit a player: staff any player, an owner the status of their own. */
  editPlayer: LEAGUE_MEMBER_ROLES,
  /** Try to register a player: staff any player, an owner their own. */
  registerPlayer: LEAGUE_MEMBER_ROLES,
  registerAnyPlayer: STAFF_ROLES,

  // Market: only league members with a budget (docs/rules.md §12, §13).
  createClause: LEAGUE_MEMBER_ROLES,
  confirmOffer: STAFF_ROLES,
  closeOffer: STAFF_ROLES,
  seeConfirmedOffers: ADMIN,
  /** Propose a transfer: an Admin between any teams, a manager involving their own team. */
  createTransfer: LEAGUE_MEMBER_ROLES,
  createAnyTransfer: ADMIN,
  /** Confirm a transfer: the other party, or an Admin (docs/rules.md §5). */
  confirmTransfer: LEAGUE_MEMBER_ROLES,
  confirmAnyTransfer: ADMIN,
  /** Reject a proposal: the other party, or an Admin; cancel it: its creator, or an Admin (decision 013). */
  rejectTransfer: LEAGUE_MEMBER_ROLES,
  cancelTransfer: LEAGUE_MEMBER_ROLES,
  seeAllPendingTransfers: ADMIN,
  createAuction: LEAGUE_MEMBER_ROLES,
  bid: LEAGUE_MEMBER_ROLES,
  confirmAuction: ADMIN,

  /** /protected, the market's state (guarded like the clause pages): who trades in it. */
  seeMarketState: LEAGUE_MEMBER_ROLES,

  // Prizes (only an Admin sees Premios): send, list, revert, pay a prize table.
  awardPrizes: ADMIN,
  /** See, edit and preview the prize tables of /crear-premios (decision 009). */
  editPrizeTables: ADMIN,

  // Rule book (decision 009): every account reads it (readLeague); an Admin writes, orders and deletes sections.
  editRuleBook: ADMIN,

  // The league assistant (decision 014): every account asks; each answer reads only what the caller may see.
  askAssistant: EVERYONE,

  // Bets (docs/rules.md §1.1).
  placeBet: LEAGUE_MEMBER_ROLES,
  createBet: STAFF_ROLES,
  deactivateBet: ADMIN,
  settleBet: ADMIN,
  seePendingBets: ADMIN,

  // Competition (docs/rules.md §1.1).
  createTournament: ADMIN,
  /** Load a result: staff any match, a manager one their team plays. */
  enterMatchResult: LEAGUE_MEMBER_ROLES,
  enterAnyMatchResult: STAFF_ROLES,
  editMatch: STAFF_ROLES,
  reEnableMatch: ADMIN,
  /** Load per-player statistics: staff both teams, a manager their own team's lines. */
  enterMatchStatistics: LEAGUE_MEMBER_ROLES,
  enterAnyMatchStatistics: STAFF_ROLES,

  // Match screenshots (decision 010): who loads a match's statistics may send its captures.
  /** Send captures: staff for any pending match, a manager for one their team plays. */
  sendMatchScreenshots: LEAGUE_MEMBER_ROLES,
  sendAnyMatchScreenshots: STAFF_ROLES,
  /** Delete a kept capture: its uploader, or staff any. */
  deleteMatchScreenshot: LEAGUE_MEMBER_ROLES,
  deleteAnyMatchScreenshot: STAFF_ROLES,
  // The prode (decision 028): league members with a team predict; an Admin sets the points and pays.
  playProde: LEAGUE_MEMBER_ROLES,
  editProdeScoring: ADMIN,
  payProdePrize: ADMIN,
  // Discipline (decision 025): staff record and revert sanctions and decide suspension lifts; a
  // manager sees their own sanctions, locks their own players and asks to lift their own suspensions.
  manageSanctions: STAFF_ROLES,
  seeSanctions: LEAGUE_MEMBER_ROLES,
  lockPlayer: LEAGUE_MEMBER_ROLES,
  lockAnyPlayer: STAFF_ROLES,
  requestSuspensionLift: LEAGUE_MEMBER_ROLES,
  decideSuspensionLift: STAFF_ROLES,
  seeDisciplineSettings: LEAGUE_MEMBER_ROLES,
  editDisciplineSettings: ADMIN,
  // Discord (decision 034): an Admin sets the league's webhooks; an owner marks their own players transferable.
  manageDiscordWebhooks: ADMIN,
  markTransferable: LEAGUE_MEMBER_ROLES,
  /** What visitors see on the public pages, and whether there are any (decision 035). */
  editPublicPages: ADMIN,
  /** The e2e suite's movable clock (ENABLE_TEST_ROUTES, never in production). */
  moveTestClock: ADMIN,
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof policy;

/** Whether a role may do the action; unknown and missing roles may do nothing. */
export const may = (rol: string | null | undefined, action: Action): boolean =>
  (policy[action] as readonly string[]).includes(rol ?? '');

export const isStaff = (rol: string | null | undefined): boolean => rol === 'Admin' || rol === 'Organizador';

/** How a role is labelled on screen: visitante is shown as 'Otro'. */
export function roleLabel(rol: string): string {
  return rol === 'visitante' ? 'Otro' : rol;
}
