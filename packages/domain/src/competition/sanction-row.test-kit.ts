import type { SanctionRow } from './suspensions';

/** A player's line in the match of round `stage`: no card or injury unless `extra` says so. */
export const sanctionRow = (stage: number, extra: Partial<SanctionRow> = {}): SanctionRow => ({
  stage,
  yellow_cards: 0,
  red_cards: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  direct_red: false,
  ...extra,
});
