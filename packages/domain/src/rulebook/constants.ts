/**
 * Rule-book numbers that league staff apply by hand: the application does not check
 * them, but the rule book prints them from here like every other number, so there is one place to
 * change each. Numbers the application enforces live beside the rule that enforces them.
 */

/** Average CA cap of a player entering the market, and the lower cap after a reset. */
export const MARKET_ENTRY_CA_CAP = 160;
export const MARKET_ENTRY_CA_CAP_AFTER_RESET = 158;

/** Players a team may lock (protect from release clauses) each season. */
export const LOCKS_PER_TEAM = 4;

/** A release clause's execution runs 6 h (the 3 h tie-break is enforced: market/constants.ts). */
export const CLAUSE_EXECUTION_HOURS = 6;

/** Withdrawing from a match: 1st, 2nd and 3rd time; plus an extra fine when not notified. */
export const WITHDRAWAL_PENALTIES = [5_000_000, 10_000_000, 15_000_000] as const;
export const WITHDRAWAL_UNNOTIFIED_EXTRA = 2_000_000;

/** Season objectives: bonus or fine per step above or below the objective. */
export const OBJECTIVE_STEP_AMOUNT = 10_000_000;

/** A result may be claimed within 6 h; match data is entered within 2 h. */
export const RESULT_CLAIM_HOURS = 6;
export const DATA_ENTRY_HOURS = 2;
/** Late data entry: the penalty grows at 24, 36 and 48 h. */
export const LATE_ENTRY_PENALTY_HOURS = [24, 36, 48] as const;
