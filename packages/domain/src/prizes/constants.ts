import { MAX_MONEY_INPUT } from '../market/constants';
import type { Format } from '../competition/round-names';

/** At most 14 prizes in one submission (docs/rules.md §11.2). */
export const MAX_PRIZES_PER_SUBMISSION = 14;

/** A prize is a whole amount of at least 1 and at most the league's money maximum (docs/rules.md §11.2, §12.3). */
export const MAX_PRIZE_AMOUNT = MAX_MONEY_INPUT;

export const PRIZE_POSITION_MAX = 40;
export const PRIZE_DESCRIPTION_MAX = 300;
export const PRIZE_REASON_MAX = 300;

/** A prize table pays at most 32 positions: the largest tournament (CFM) has 32 teams. */
export const PRIZE_TABLE_MAX_POSITIONS = 32;

/** Rule book prizes (docs/rules.md §11.3): first place in each division. */
export const FIRST_PLACE_PRIZE: Readonly<Record<'PD' | 'SD', number>> = {
  PD: 150_000_000,
  SD: 160_000_000,
};

/** Rule book (docs/rules.md §11.3): the top scorer's and the top assister's teams get 10,000,000 each. */
export const SCORER_BONUS = 10_000_000;
export const ASSISTS_BONUS = 10_000_000;

/** The position text under which the bonuses are paid (and recognised as already paid). */
export const SCORER_POSITION = 'Goleador';
export const ASSISTS_POSITION = 'Asistidor';

export interface PrizeTableAmounts {
  positions: { position: number; amount: number }[];
  scorer_bonus: number;
  assists_bonus: number;
}

/**
 * What a tournament's table holds before an Admin saves one: the rule book's amounts for the two
 * divisions; cups start empty (the rule book names no cup prize).
 */
export function defaultPrizeTable(format: Format): PrizeTableAmounts {
  if (format === 'PD' || format === 'SD')
    return {
      positions: [{ position: 1, amount: FIRST_PLACE_PRIZE[format] }],
      scorer_bonus: SCORER_BONUS,
      assists_bonus: ASSISTS_BONUS,
    };
  return { positions: [], scorer_bonus: 0, assists_bonus: 0 };
}
