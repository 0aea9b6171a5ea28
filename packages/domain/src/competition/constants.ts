/**
 * Competition numbers of the rule book that the application enforces. The rules import
 * them from here and the rule book (../rulebook) prints them, so the two cannot disagree.
 */

/** 14 teams in each division (rule book). */
export const TEAMS_PER_DIVISION = 14;

/** A division plays 13 rounds (a single round robin of 14); rounds from 14 on are the play-offs. */
export const LEAGUE_ROUNDS = TEAMS_PER_DIVISION - 1;

/** The cup's first round is played with 24 teams (rule book); the fixture allows 17–32. */
export const CUP_FIRST_ROUND_TEAMS = 24;

/** Champions League groups hold 4 teams each (16 teams in 4 groups). */
export const UCL_GROUP_SIZE = 4;

/** Up to 5 substitutions a match (rule book; entered by the managers, not checked by the server). */
export const MAX_SUBSTITUTIONS = 5;

/**
 * Yellow-card thresholds (docs/rules.md §9): every `every` cumulative cards bar the rounds `offsets`
 * after the match (1 = the next round, 2 = the one after). Leagues: each 3 → next round, each 6 →
 * the next two. Cups: each 2 → next round, each 4 → the round after next as well.
 */
export const YELLOW_RULES = {
  league: [
    { every: 3, offsets: [1] },
    { every: 6, offsets: [1, 2] },
  ],
  cup: [
    { every: 2, offsets: [1] },
    { every: 4, offsets: [2] },
  ],
} as const satisfies Record<'league' | 'cup', readonly { every: number; offsets: readonly number[] }[]>;

/** Rounds a sanction bars, counted from the next one (docs/rules.md §9). */
export const BAN_ROUNDS = {
  red_card: 1,
  direct_red: 2,
  injury: 1,
  serious_injury: 2,
} as const;
