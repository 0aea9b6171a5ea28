import { payout, type BetOption, type MATCH_BET_OPTIONS, type PLAYER_BET_OPTIONS } from '../market';

export type MatchBetOption = (typeof MATCH_BET_OPTIONS)[number];
export type PlayerBetOption = (typeof PLAYER_BET_OPTIONS)[number];
export type SettledOutcome = 'won' | 'lost';

/** Under wins with this many goals or fewer, over with more: the line '2,5' (docs/rules.md §7.3). */
const UNDER_MAX_GOALS = 2;

export interface Score {
  home: number;
  away: number;
}

/** A match bet's option against the saved score: 1X2 from the score, under/over from the total. */
export function matchOptionOutcome(option: MatchBetOption, score: Score): SettledOutcome {
  const total = score.home + score.away;
  const won: Record<MatchBetOption, boolean> = {
    home: score.home > score.away,
    away: score.away > score.home,
    draw: score.home === score.away,
    under: total <= UNDER_MAX_GOALS,
    over: total > UNDER_MAX_GOALS,
  };
  return won[option] ? 'won' : 'lost';
}

/** A player's line of a match's statistics; null when the player has none (did not play). */
export interface PlayerLine {
  goals: number;
  yellowCards: number;
  redCards: number;
  directRed: boolean;
}

/** A player bet's option against the player's line: a goal, or any card (yellow, red, direct red). */
export function playerOptionOutcome(option: PlayerBetOption, line: PlayerLine | null): SettledOutcome {
  if (!line) return 'lost';
  const happened =
    option === 'goal' ? line.goals > 0 : line.yellowCards > 0 || line.redCards > 0 || line.directRed;
  return happened ? 'won' : 'lost';
}

/** Any option of a linked bet (docs/rules.md §7.5): match options read the score, player ones the line. */
export function optionOutcome(
  option: BetOption,
  facts: { score?: Score | null; line?: PlayerLine | null },
): SettledOutcome | null {
  if (option === 'goal' || option === 'card') return playerOptionOutcome(option, facts.line ?? null);
  return facts.score ? matchOptionOutcome(option, facts.score) : null;
}

/** A user bet as settled now: its outcome and what it was paid. */
export interface SettledState {
  outcome: 'pending' | SettledOutcome;
  payout: number | null;
}

/**
 * What (re-)settling one user bet does to the ledger (docs/rules.md §7.5): nothing when the outcome
 * is the one already recorded; otherwise the payout made earlier is taken back and the new outcome
 * pays odd × stake when won. A corrected result therefore reverses and pays again, and the same
 * result saved twice moves no money.
 */
export function resettle(
  current: SettledState,
  next: SettledOutcome,
  bet: { amount: number; odd: number },
): { changed: boolean; reverse: number; pay: number } {
  if (current.outcome === next) return { changed: false, reverse: 0, pay: 0 };
  return {
    changed: true,
    reverse: current.payout ?? 0,
    pay: next === 'won' ? payout(bet.amount, bet.odd) : 0,
  };
}

/**
 * Whether a linked bet still takes stakes (docs/rules.md §7.5): until its match's kick-off (the stored
 * instant; at that instant it is closed) and, kick-off or not, never once the result is saved.
 */
export function linkedBetClosed(args: { now: Date; kickOff: Date | null; hasResult: boolean }): boolean {
  if (args.hasResult) return true;
  return args.kickOff !== null && args.now.getTime() >= args.kickOff.getTime();
}
