import { describe, expect, it } from 'vitest';
import { ageCounts, formatAverage, isAdult, topAverageCa } from './rules';

const repeat = (n: number, ca: number) => Array.from({ length: n }, () => ca);

describe('topAverageCa (top 16 players by ca)', () => {
  it.each([
    ['no players', [], 0],
    ['one player', [150], 150],
    ['fewer than 16: the average of those there are', [140, 160, 150], 150],
    ['exactly 16', repeat(16, 150), 150],
    ['more than 16: the weakest are left out', [...repeat(16, 150), 10, 20, 30], 150],
    ['order of input does not matter', [10, ...repeat(8, 160), 20, ...repeat(8, 140)], 150],
    ['ties at the 16th place', [...repeat(15, 160), 100, 100, 100], (15 * 160 + 100) / 16],
  ])('%s', (_label, cas, expected) => expect(topAverageCa(cas)).toBe(expected));

  it('does not reorder the caller’s array', () => {
    const cas = [1, 3, 2];
    topAverageCa(cas);
    expect(cas).toEqual([1, 3, 2]);
  });
});

describe('adult threshold (age over 20)', () => {
  it.each([
    [14, false],
    [20, false],
    [21, true],
    [35, true],
  ])('age %d adult: %s', (age, adult) => expect(isAdult(age)).toBe(adult));

  it('counts adults and youth', () => {
    expect(ageCounts([18, 20, 21, 30, 19])).toEqual({ adults: 2, youth: 3, total: 5 });
    expect(ageCounts([])).toEqual({ adults: 0, youth: 0, total: 0 });
  });
});

describe('formatAverage', () => {
  it.each([
    [161.25, '161,25'],
    [160, '160'],
    [150.3333333, '150,33'],
    [0, '0'],
  ])('%d → %s', (n, s) => expect(formatAverage(n)).toBe(s));
});
