import { BET_OPTION_LABELS, parseOdd, type BetOption } from '@liga/domain';
import type { AnyBet } from '../api/get-bet';

export interface BetChoice {
  option: BetOption;
  label: string;
  /** The odd as shown (x.xx) and in hundredths for payout(). */
  oddText: string;
  odd: number;
}

const choice = (option: BetOption, oddText: string): BetChoice => {
  const parsed = parseOdd(oddText);
  return { option, label: BET_OPTION_LABELS[option], oddText, odd: parsed.ok ? parsed.value : 0 };
};

/** The options of one bet with their odds: five for a match, goal and card for a player. */
export function choicesOf(b: AnyBet): BetChoice[] {
  if (b.kind === 'match') {
    const x = b.bet;
    return [
      choice('home', x.home_odd),
      choice('away', x.away_odd),
      choice('draw', x.draw_odd),
      choice('under', x.under),
      choice('over', x.over),
    ];
  }
  return [choice('goal', b.bet.goal_odd), choice('card', b.bet.card_odd)];
}
