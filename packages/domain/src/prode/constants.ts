/** Prode scoring defaults (docs/rules.md §16, docs/decisions/028); the league may change them. */
export const PRODE_EXACT_POINTS = 3;
export const PRODE_OUTCOME_POINTS = 1;
/** The most points a hit may be worth when the league configures the scoring. */
export const PRODE_POINTS_MAX = 10;
/** Predictions per submission: a whole round of the largest cup with room to spare. */
export const PRODE_MAX_PREDICTIONS = 32;
