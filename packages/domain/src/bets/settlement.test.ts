import { describe, expect, it } from 'vitest';
import {
  linkedBetClosed,
  matchOptionOutcome,
  optionOutcome,
  playerOptionOutcome,
  resettle,
  type MatchBetOption,
  type PlayerLine,
} from './settlement';

describe('matchOptionOutcome: 1X2 from the score, under/over 2,5 from the total', () => {
  const cases: [string, [number, number], MatchBetOption[]][] = [
    ['2-1', [2, 1], ['home', 'over']],
    ['0-0', [0, 0], ['draw', 'under']],
    ['1-1', [1, 1], ['draw', 'under']],
    ['2-0', [2, 0], ['home', 'under']],
    ['0-3', [0, 3], ['away', 'over']],
    ['2-2', [2, 2], ['draw', 'over']],
    ['1-2', [1, 2], ['away', 'over']],
    ['99-0', [99, 0], ['home', 'over']],
  ];
  const options: MatchBetOption[] = ['home', 'away', 'draw', 'under', 'over'];
  it.each(cases)('%s wins exactly %j', (_, [home, away], winners) => {
    for (const option of options)
      expect(matchOptionOutcome(option, { home, away }), option).toBe(
        winners.includes(option) ? 'won' : 'lost',
      );
  });
});

describe('playerOptionOutcome: a goal, or any card', () => {
  const line = (extra: Partial<PlayerLine>): PlayerLine => ({
    goals: 0,
    yellowCards: 0,
    redCards: 0,
    directRed: false,
    ...extra,
  });
  const cases: [string, PlayerLine | null, 'won' | 'lost', 'won' | 'lost'][] = [
    ['no line (did not play)', null, 'lost', 'lost'],
    ['played, nothing', line({}), 'lost', 'lost'],
    ['one goal', line({ goals: 1 }), 'won', 'lost'],
    ['a hat-trick and a yellow', line({ goals: 3, yellowCards: 1 }), 'won', 'won'],
    ['two yellows', line({ yellowCards: 2, redCards: 1 }), 'lost', 'won'],
    ['a red', line({ redCards: 1 }), 'lost', 'won'],
    ['a direct red', line({ directRed: true }), 'lost', 'won'],
  ];
  it.each(cases)('%s: goal %s, card %s', (_, l, goal, card) => {
    expect(playerOptionOutcome('goal', l)).toBe(goal);
    expect(playerOptionOutcome('card', l)).toBe(card);
  });

  it('optionOutcome picks the facts by the option, and waits for a score', () => {
    expect(optionOutcome('home', { score: { home: 1, away: 0 } })).toBe('won');
    expect(optionOutcome('home', { score: null })).toBeNull();
    expect(optionOutcome('goal', { line: line({ goals: 1 }) })).toBe('won');
    expect(optionOutcome('card', {})).toBe('lost');
  });
});

describe('resettle: what a (re-)settlement moves', () => {
  const bet = { amount: 10_000_000, odd: 185 };
  const cases: [string, Parameters<typeof resettle>[0], 'won' | 'lost', ReturnType<typeof resettle>][] = [
    [
      'pending → won pays',
      { outcome: 'pending', payout: null },
      'won',
      { changed: true, reverse: 0, pay: 18_500_000 },
    ],
    [
      'pending → lost pays nothing',
      { outcome: 'pending', payout: null },
      'lost',
      { changed: true, reverse: 0, pay: 0 },
    ],
    [
      'won → won moves nothing',
      { outcome: 'won', payout: 18_500_000 },
      'won',
      { changed: false, reverse: 0, pay: 0 },
    ],
    [
      'lost → lost moves nothing',
      { outcome: 'lost', payout: 0 },
      'lost',
      { changed: false, reverse: 0, pay: 0 },
    ],
    [
      'won → lost takes the payout back',
      { outcome: 'won', payout: 18_500_000 },
      'lost',
      { changed: true, reverse: 18_500_000, pay: 0 },
    ],
    [
      'lost → won pays',
      { outcome: 'lost', payout: 0 },
      'won',
      { changed: true, reverse: 0, pay: 18_500_000 },
    ],
  ];
  it.each(cases)('%s', (_, current, next, expected) => {
    expect(resettle(current, next, bet)).toEqual(expected);
  });
});

describe('linkedBetClosed: at kick-off, and always once the result is saved', () => {
  const kickOff = new Date('2026-08-01T00:00:00Z');
  const at = (ms: number) => new Date(kickOff.getTime() + ms);
  const cases: [string, Date, Date | null, boolean, boolean][] = [
    ['a minute before', at(-60_000), kickOff, false, false],
    ['a millisecond before', at(-1), kickOff, false, false],
    ['at the same instant', at(0), kickOff, false, true],
    ['after', at(1), kickOff, false, true],
    ['before, but the result is saved', at(-60_000), kickOff, true, true],
    ['no date, no result', at(0), null, false, false],
    ['no date, result saved', at(0), null, true, true],
  ];
  it.each(cases)('%s', (_, now, k, hasResult, closed) => {
    expect(linkedBetClosed({ now, kickOff: k, hasResult })).toBe(closed);
  });
});
