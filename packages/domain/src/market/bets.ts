import { addError, type FieldErrors } from '../fields';
import { BET_MESSAGES as M } from './messages';

export const MATCH_BET_OPTIONS = ['home', 'away', 'draw', 'under', 'over'] as const;
export const PLAYER_BET_OPTIONS = ['goal', 'card'] as const;
export const BET_OPTIONS = [...MATCH_BET_OPTIONS, ...PLAYER_BET_OPTIONS] as const;
export type BetOption = (typeof BET_OPTIONS)[number];

/**
 * Options of one match bet that cannot both win (decision 013): one result, one side of the line.
 * Goal and card of a player bet can both happen.
 */
const EXCLUSIVE_GROUPS: readonly (readonly BetOption[])[] = [
  ['home', 'away', 'draw'],
  ['under', 'over'],
];

/** Whether `a` and `b` cannot both be won on the same bet. */
export function contradicts(a: BetOption, b: BetOption): boolean {
  return a !== b && EXCLUSIVE_GROUPS.some((group) => group.includes(a) && group.includes(b));
}

/**
 * The goal line of a match bet's under/over: under wins with 2 goals or fewer, over with 3 or more (the
 * demo league settles them so, seed-bets.ts; decision 029). Shown with the option, never a bare 'Under'.
 */
export const BET_GOAL_LINE = '2,5';

/** What the place-bet select shows for each option. */
export const BET_OPTION_LABELS: Record<BetOption, string> = {
  home: 'Local',
  away: 'Visitante',
  draw: 'Empate',
  under: `Menos de ${BET_GOAL_LINE} goles`,
  over: `Más de ${BET_GOAL_LINE} goles`,
  goal: 'Gol',
  card: 'Tarjeta',
};

export interface MatchBetOdds {
  home_odd: number;
  away_odd: number;
  draw_odd: number;
  under: number;
  over: number;
}
export interface PlayerBetOdds {
  goal_odd: number;
  card_odd: number;
}

/** The odd (hundredths) for an option, or null when the option is not of this kind of bet. */
export function oddFor(bet: MatchBetOdds | PlayerBetOdds, option: BetOption): number | null {
  if ('home_odd' in bet) {
    const odds: Record<(typeof MATCH_BET_OPTIONS)[number], number> = {
      home: bet.home_odd,
      away: bet.away_odd,
      draw: bet.draw_odd,
      under: bet.under,
      over: bet.over,
    };
    return option in odds ? odds[option as keyof typeof odds] : null;
  }
  if (option === 'goal') return bet.goal_odd;
  return option === 'card' ? bet.card_odd : null;
}

/**
 * The option whose odd is `odd` (hundredths): the league's client sends the chosen odd, not the
 * option (selected_option; decision 033). 'none' when no option pays it, 'shared' when
 * two do (the caller must then name the option).
 */
export function optionForOdd(
  bet: MatchBetOdds | PlayerBetOdds,
  odd: number,
): { option: BetOption } | { error: 'none' | 'shared' } {
  const options = 'home_odd' in bet ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS;
  const paying = options.filter((o) => oddFor(bet, o) === odd);
  if (paying.length === 0) return { error: 'none' };
  return paying.length > 1 ? { error: 'shared' } : { option: paying[0]! };
}

/**
 * Which of the two bets the league's client named takes the stake, by the odd it sent: its form keeps
 * the match and the player select filled, so both ids arrive (decisions 033 and 012). The bet
 * whose options pay the odd wins; 'ambiguous' when both bets pay it, since staking on a bet the
 * bettor did not mean cannot be undone. A bet's own two options paying it stays 'shared'.
 */
export function betForOdd(
  bets: { match: MatchBetOdds; player: PlayerBetOdds },
  odd: number,
): { kind: 'match' | 'player'; option: BetOption } | { error: 'none' | 'shared' | 'ambiguous' } {
  const onMatch = optionForOdd(bets.match, odd);
  const onPlayer = optionForOdd(bets.player, odd);
  const pays = (r: ReturnType<typeof optionForOdd>) => 'option' in r || r.error === 'shared';
  if (pays(onMatch) && pays(onPlayer)) return { error: 'ambiguous' };
  if (pays(onPlayer)) return 'option' in onPlayer ? { kind: 'player', ...onPlayer } : onPlayer;
  return 'option' in onMatch ? { kind: 'match', ...onMatch } : onMatch;
}

/** Placing a bet: only active bets take stakes, and the stake leaves the budget (docs/rules.md §12, §7). */
export function validatePlaceBet(args: { amount: number; budget: number; active: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (!args.active) addError(errors, 'id_bet', M.inactive);
  if (args.budget < args.amount) addError(errors, 'amount', M.insufficientBudget);
  return errors;
}
