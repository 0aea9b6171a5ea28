import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODE_SCORING as S,
  predictionHit,
  predictionOpen,
  predictionPoints,
  prizeShare,
  prodeTable,
  roundWinners,
  type ProdeEntry,
} from './scoring';

const score = (home: number, away: number) => ({ home, away });

describe('predictionHit and predictionPoints (docs/rules.md §16)', () => {
  it.each([
    // prediction, result, hit, points with the defaults (3 exact, 1 outcome)
    [score(2, 1), score(2, 1), 'exact', 3],
    [score(0, 0), score(0, 0), 'exact', 3],
    [score(3, 1), score(2, 1), 'outcome', 1],
    [score(1, 1), score(2, 2), 'outcome', 1],
    [score(0, 2), score(1, 4), 'outcome', 1],
    [score(1, 0), score(0, 1), 'miss', 0],
    [score(1, 1), score(1, 0), 'miss', 0],
    [score(2, 0), score(2, 2), 'miss', 0],
  ] as const)('%o against %o is %s (%i points)', (prediction, result, hit, points) => {
    expect(predictionHit(prediction, result)).toBe(hit);
    expect(predictionPoints(prediction, result, S)).toBe(points);
  });

  it('gives no points while the match has no result', () => {
    expect(predictionPoints(score(1, 0), null, S)).toBeNull();
  });

  it('reads the league configuration: an exact score is worth its own value, not both', () => {
    const scoring = { exact: 5, outcome: 2 };
    expect(predictionPoints(score(1, 0), score(1, 0), scoring)).toBe(5);
    expect(predictionPoints(score(2, 0), score(1, 0), scoring)).toBe(2);
    expect(predictionPoints(score(0, 0), score(1, 0), scoring)).toBe(0);
  });
});

describe('predictionOpen', () => {
  const kickoff = new Date('2026-03-01T21:00:00.000Z');
  it.each([
    ['a millisecond before kick-off', kickoff, false, new Date(kickoff.getTime() - 1), true],
    ['at the kick-off instant', kickoff, false, kickoff, false],
    ['after kick-off', kickoff, false, new Date(kickoff.getTime() + 60_000), false],
    ['before kick-off but with a result', kickoff, true, new Date(kickoff.getTime() - 60_000), false],
    ['without a date and without a result', null, false, kickoff, true],
    ['without a date once the result exists', null, true, kickoff, false],
  ] as const)('%s', (_label, date, hasResult, now, open) => {
    expect(predictionOpen({ kickoff: date, hasResult }, now)).toBe(open);
  });
});

describe('prodeTable and roundWinners', () => {
  const names: Record<number, string> = { 1: 'Ana', 2: 'Beto', 3: 'Caro', 4: 'Dani' };
  const name = (id: number) => names[id]!;
  const entries: ProdeEntry[] = [
    // Ana: exact + miss = 3 points, 1 exact.
    { userId: 1, prediction: score(2, 1), result: score(2, 1) },
    { userId: 1, prediction: score(0, 1), result: score(1, 1) },
    // Beto: outcome + outcome + outcome = 3 points, 0 exact.
    { userId: 2, prediction: score(3, 1), result: score(2, 1) },
    { userId: 2, prediction: score(2, 2), result: score(1, 1) },
    { userId: 2, prediction: score(1, 0), result: score(4, 0) },
    // Caro: exact + miss, and one match still to play = 3 points, 1 exact.
    { userId: 3, prediction: score(2, 1), result: score(2, 1) },
    { userId: 3, prediction: score(2, 0), result: score(1, 1) },
    { userId: 3, prediction: score(0, 0), result: null },
    // Dani: nothing right.
    { userId: 4, prediction: score(0, 3), result: score(2, 1) },
  ];

  it('orders by points, then exact scores; level players share the position, by name', () => {
    const table = prodeTable(entries, S, name);
    expect(table.map((r) => [name(r.userId), r.position, r.points, r.exact, r.outcome, r.scored])).toEqual([
      ['Ana', 1, 3, 1, 0, 2],
      ['Caro', 1, 3, 1, 0, 2],
      ['Beto', 3, 3, 0, 3, 3],
      ['Dani', 4, 0, 0, 0, 1],
    ]);
  });

  it('re-scores from the results it is given (a corrected result changes the table)', () => {
    const corrected = entries.map((e) =>
      e.userId === 2 && e.prediction.home === 1 ? { ...e, result: score(1, 0) } : e,
    );
    const table = prodeTable(corrected, S, name);
    expect(table[0]).toMatchObject({ userId: 2, points: 5, exact: 1, position: 1 });
  });

  it('names the winners only once the round is finished and someone scored', () => {
    const table = prodeTable(entries, S, name);
    expect(roundWinners(table, false)).toEqual([]);
    expect(roundWinners(table, true).map((r) => r.userId)).toEqual([1, 3]);
    const nobody = prodeTable([{ userId: 4, prediction: score(0, 3), result: score(2, 1) }], S, name);
    expect(roundWinners(nobody, true)).toEqual([]);
  });

  it('splits a prize between tied winners in whole units', () => {
    expect(prizeShare(10_000_000, 1)).toBe(10_000_000);
    expect(prizeShare(10_000_000, 3)).toBe(3_333_333);
    expect(prizeShare(10_000_000, 0)).toBe(0);
  });
});
