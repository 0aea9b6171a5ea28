import { describe, expect, it } from 'vitest';
import { knockout, roundRobin, seededShuffle, ucl, uclQuarterFinals, type Fixture } from './fixtures';
import { noGamesYet, standingsByGroup, type GroupStandings } from './standings';

const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Checks every round-robin property; returns the number of rounds. */
function checkRoundRobin(ids: number[], fixtures: Fixture[]): number {
  const n = ids.length;
  const rounds = new Set(fixtures.map((f) => f.stage));
  expect([...rounds].sort((a, b) => a - b)).toEqual(range(n % 2 === 0 ? n - 1 : n));
  for (const stage of rounds) {
    const teams = fixtures.filter((f) => f.stage === stage).flatMap((f) => [f.home_id, f.away_id]);
    expect(new Set(teams).size, `no team twice in round ${stage}`).toBe(teams.length);
    expect(teams.length).toBe(2 * Math.floor(n / 2));
  }
  const pairs = fixtures.map((f) => pairKey(f.home_id, f.away_id));
  expect(new Set(pairs).size, 'every pair once').toBe(pairs.length);
  expect(pairs.length).toBe((n * (n - 1)) / 2);
  for (const id of ids) {
    const home = fixtures.filter((f) => f.home_id === id).length;
    const away = fixtures.filter((f) => f.away_id === id).length;
    expect(Math.abs(home - away), `home/away of ${id}`).toBeLessThanOrEqual(1);
  }
  return rounds.size;
}

describe('roundRobin (circle method)', () => {
  it('14 teams: 13 rounds of 7 matches (rule book, docs/rules.md §2.5)', () => {
    const ids = range(14);
    const fixtures = roundRobin(ids);
    expect(checkRoundRobin(ids, fixtures)).toBe(13);
    expect(fixtures).toHaveLength(91);
    for (const stage of range(13)) expect(fixtures.filter((f) => f.stage === stage)).toHaveLength(7);
  });

  it('holds for many team counts and shuffled ids', () => {
    for (let n = 2; n <= 26; n++) {
      for (let seed = 1; seed <= 5; seed++) {
        const ids = seededShuffle(range(n, 100 * seed), seed * 31 + n);
        checkRoundRobin(ids, roundRobin(ids));
      }
    }
  });

  it('odd counts: every team rests exactly once', () => {
    for (const n of [3, 5, 7, 13]) {
      const fixtures = roundRobin(range(n));
      for (const id of range(n))
        expect(fixtures.filter((f) => f.home_id === id || f.away_id === id)).toHaveLength(n - 1);
    }
  });

  it('fewer than two teams: no matches; repeated ids are refused', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([7])).toEqual([]);
    expect(() => roundRobin([1, 2, 2])).toThrow(RangeError);
  });
});

describe('ucl: 4 groups of 4, rounds 1–3 (docs/rules.md §2.5)', () => {
  const ids = range(16, 101);

  it('draws groups A–D and a single round robin in each', () => {
    const draw = ucl(ids, 59);
    expect(draw.groups.map((g) => g.group)).toEqual(['A', 'B', 'C', 'D']);
    expect(draw.groups.flatMap((g) => g.team_ids).sort((a, b) => a - b)).toEqual(ids);
    expect(draw.matches).toHaveLength(24);
    for (const g of draw.groups) {
      const matches = draw.matches.filter((f) => f.group === g.group);
      expect(checkRoundRobin(g.team_ids, matches)).toBe(3);
      for (const f of matches) expect(g.team_ids).toEqual(expect.arrayContaining([f.home_id, f.away_id]));
    }
  });

  it('a seed repeats the draw; no seed keeps the order given', () => {
    expect(ucl(ids, 7)).toEqual(ucl(ids, 7));
    expect(ucl(ids, 7).groups).not.toEqual(ucl(ids, 8).groups);
    expect(ucl(ids).groups[0]?.team_ids).toEqual([101, 102, 103, 104]);
  });

  it('needs 16 distinct teams', () => {
    expect(() => ucl(range(15))).toThrow(RangeError);
    expect(() => ucl([...range(15), 1])).toThrow(RangeError);
  });
});

describe('uclQuarterFinals (round 4)', () => {
  const row = (team_id: number, position: number) => ({
    team_id,
    team: `T${team_id}`,
    position,
    ...noGamesYet,
    played: 3,
    head_to_head: false,
  });
  const group = (g: string, first: number): GroupStandings => ({
    group: g,
    rows: [row(first, 1), row(first + 1, 2), row(first + 2, 3), row(first + 3, 4)],
  });

  it('winners at home against the neighbour group’s runner-up, in bracket order', () => {
    const groups = [group('C', 31), group('A', 11), group('D', 41), group('B', 21)];
    expect(uclQuarterFinals(groups)).toEqual([
      { stage: 4, home_id: 11, away_id: 22 },
      { stage: 4, home_id: 31, away_id: 42 },
      { stage: 4, home_id: 21, away_id: 12 },
      { stage: 4, home_id: 41, away_id: 32 },
    ]);
  });

  it('works from real group tables', () => {
    const draw = ucl(range(16), 3);
    const results = draw.matches.map((f) => ({ ...f, home_goals: f.home_id % 5, away_goals: f.away_id % 3 }));
    const teams = draw.groups.flatMap((g) =>
      g.team_ids.map((id) => ({ id, name: `T${id}`, group: g.group })),
    );
    const qf = uclQuarterFinals(standingsByGroup(teams, results));
    const groupOf = (id: number) => teams.find((t) => t.id === id)?.group;
    expect(new Set(qf.flatMap((f) => [f.home_id, f.away_id])).size).toBe(8);
    for (const f of qf) expect(groupOf(f.home_id)).not.toBe(groupOf(f.away_id));
  });

  it('refuses incomplete groups', () => {
    expect(() => uclQuarterFinals([group('A', 1), group('B', 5), group('C', 9)])).toThrow(RangeError);
    expect(() =>
      uclQuarterFinals([group('A', 1), group('B', 5), group('C', 9), { group: 'D', rows: [] }]),
    ).toThrow(RangeError);
  });
});

describe('knockout: first cup round with byes', () => {
  it('24 teams (rule book cup round 1): 8 byes and 8 matches, 16 left for Octavos', () => {
    const { matches, byes } = knockout(range(24));
    expect(byes).toEqual(range(8));
    expect(matches).toHaveLength(8);
    expect(matches[0]).toEqual({ stage: 1, home_id: 9, away_id: 24 });
    expect(matches[7]).toEqual({ stage: 1, home_id: 16, away_id: 17 });
  });

  it.each([
    [16, 8, 0],
    [5, 1, 3],
    [2, 1, 0],
    [1, 0, 1],
    [0, 0, 0],
  ])('%d teams → %d matches, %d byes', (n, matchCount, byeCount) => {
    const { matches, byes } = knockout(range(n));
    expect([matches.length, byes.length]).toEqual([matchCount, byeCount]);
  });

  it('every team once, and the next round is a power of two, for many counts', () => {
    for (let n = 2; n <= 70; n++) {
      const ids = seededShuffle(range(n, 500), n);
      const { matches, byes } = knockout(ids, n * 7);
      const all = [...byes, ...matches.flatMap((f) => [f.home_id, f.away_id])];
      expect(all.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      const next = matches.length + byes.length;
      expect(Number.isInteger(Math.log2(next)) && next * 2 >= n && next < n).toBe(true);
    }
  });

  it('seededShuffle is a repeatable permutation', () => {
    expect(seededShuffle(range(10), 4)).toEqual(seededShuffle(range(10), 4));
    expect([...seededShuffle(range(10), 4)].sort((a, b) => a - b)).toEqual(range(10));
    expect(seededShuffle(range(10))).toEqual(range(10));
  });
});
