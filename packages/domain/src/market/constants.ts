/** Market numbers; docs/rules.md names each of them. */

/** Local hours at which a sealed-offer window closes (docs/rules.md §4.3). */
export const REVEAL_HOURS = [1, 10, 18] as const;

/** Statuses that cannot receive release-clause offers (docs/rules.md §4.1). */
export const CLAUSE_BLOCKED_STATUSES = ['bloqueado', 'restringido'] as const;

/** The clause may pay up to 200% of the player's value (slider, rule book). */
export const CLAUSE_MAX_FACTOR = 2;

/**
 * When the reveal shows offers tied at the top total, their bidders have 3 h to improve them, sealed,
 * before staff may confirm (rule book, decision 022).
 */
export const CLAUSE_TIEBREAK_HOURS = 3;

/** A team loses at most 6 players to release clauses per season (docs/rules.md §4.6). */
export const MAX_CLAUSES_LOST_PER_SEASON = 6;

/** A squad list holds 24 players (rule book), so no offer or transfer can move more. */
export const MAX_PLAYERS_PER_MOVE = 24;

/** Minimum raise between auction bids (docs/rules.md §6). */
export const MIN_RAISE = 1_000_000;

/** An auction opens at no less than half the player's value (docs/rules.md §6, extras at 50%). */
export const AUCTION_MIN_OPENING_PERCENT = 50;

/** An auction closes 24 h after its latest bid: the rule book overrides the league client's 12 h (docs/rules.md §6.3). */
export const AUCTION_CLOSE_HOURS = 24;

/** Bet stake limits (docs/rules.md §7). */
export const BET_MIN = 1_000_000;
export const BET_MAX = 15_000_000;

/** Odds in hundredths: strictly above 1.00 (anything else cannot win money), at most 1000.00. */
export const ODD_MIN_EXCLUSIVE = 100;
export const ODD_MAX = 100_000;

/** Delay gate on /transfer and /crear_subasta, hours after season start (docs/rules.md §2.6). */
export const MARKET_GATE_DELAY_HOURS = 4;

/**
 * A transfer proposal waits this long for the other party, then expires (decision
 * 013): two days cover a weekend's league night without holding players for long.
 */
export const TRANSFER_PROPOSAL_HOURS = 48;

/** Open proposals a manager may have created at once (decision 013). */
export const MAX_OPEN_PROPOSALS = 3;

/** Largest amount a market form accepts: keeps every sum of amounts far inside 2^53 (docs/rules.md §12.3). */
export const MAX_MONEY_INPUT = 100_000_000_000;

/**
 * Largest budget a user may hold, either sign (users.profits, budget_movements.balance_after), and
 * the largest derived sum (a clause's total with its players). Enforced by moveMoney and by CHECK
 * constraints (decision 013). 10^15 is 9,007 times below 2^53: every bigint read as a JS number is
 * exact, and so is any sum or difference of two of them (< 2^51), so no arithmetic on money rounds.
 */
export const MAX_BALANCE = 1_000_000_000_000_000;

/** Largest id a form may send: ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;

/** Why the confirm button is absent for a staff viewer: the offer's state, or a stake (decision 015). */
export const OFFER_BLOCKS = [
  'confirmed',
  'closed',
  'sealed',
  'own_offer',
  'own_bid',
  'own_player',
  'not_winner',
  'tiebreak',
] as const;
