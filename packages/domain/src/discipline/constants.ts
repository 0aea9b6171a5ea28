/**
 * Discipline numbers the server now enforces (docs/rules.md §17, decision 025). The rule book's own
 * figures for withdrawals, late data and claims stay in rulebook/constants.ts, where the printed rule
 * book reads them; the ones here are the application's additions and the league's defaults.
 */

/** Two warnings make one admonition; three admonitions lose the place in the league. */
export const WARNINGS_PER_ADMONITION = 2;
export const ADMONITIONS_TO_LOSE_PLACE = 3;
/** More than this many postponements in a season lose the right to keep the team. */
export const MAX_POSTPONEMENTS = 4;

/** What staff record, and what the server records by itself (late_entry). */
export const SANCTION_KINDS = [
  'warning',
  'postponement',
  'withdrawal',
  'late_entry',
  'result_claim',
] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** Late data entry is detected by the server (decision 025): staff cannot record it by hand. */
export const STAFF_SANCTION_KINDS = ['warning', 'postponement', 'withdrawal', 'result_claim'] as const;
export type StaffSanctionKind = (typeof STAFF_SANCTION_KINDS)[number];

/** Longest reason of a sanction, a revert or a refusal. */
export const SANCTION_REASON_MAX = 300;

/**
 * Default fines for late data entry at each tier of LATE_ENTRY_PENALTY_HOURS (24, 36, 48 h); an Admin
 * changes them in the league's discipline settings (decision 025).
 */
export const DEFAULT_LATE_ENTRY_FINES = [1_000_000, 2_000_000, 3_000_000] as const;

/** Causes of a suspension a manager may pay to lift, and their default prices (decision 025). */
export const DEFAULT_LIFT_PRICES = {
  yellow_cards: 5_000_000,
  red_card: 10_000_000,
  direct_red: 20_000_000,
  injury: null,
  serious_injury: null,
} as const;
