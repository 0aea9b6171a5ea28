import { describe, expect, it } from 'vitest';
import { noGamesYet, standings, standingsByGroup, type MatchResult } from './standings';

const m = (
  home_id: number,
  away_id: number,
  home_goals: number | null,
  away_goals: number | null,
  group?: string,
): MatchResult => ({
  home_id,
  away_id,
  home_goals,
  away_goals,
  group,
});
const TEAMS = [
  { id: 1, name: 'Atlético' },
  { id: 2, name: 'Boca' },
  { id: 3, name: 'Colón' },
  { id: 4, name: 'Defensa' },
  { id: 5, name: 'Estudiantes' },
];
/** The teams that appear in `matches`, so each case lists only its own teams. */
const playing = (matches: MatchResult[]) =>
  TEAMS.filter((t) => matches.some((x) => x.home_id === t.id || x.away_id === t.id));
const order = (teams: typeof TEAMS, matches: MatchResult[]) => standings(teams, matches).map((r) => r.team);

describe('standings: 3/1/0 and every column (docs/rules.md §10, /tablas)', () => {
  it('builds a simple table, teams without matches included', () => {
    const rows = standings(TEAMS.slice(0, 4), [
      m(1, 2, 2, 0),
      m(3, 1, 1, 1),
      m(2, 3, 3, 1),
      m(1, 2, null, null),
    ]);
    expect(rows).toEqual([
      {
        team_id: 1,
        team: 'Atlético',
        played: 2,
        won: 1,
        drawn: 1,
        lost: 0,
        goals_for: 3,
        goals_against: 1,
        goal_difference: 2,
        points: 4,
        position: 1,
        head_to_head: false,
      },
      {
        team_id: 2,
        team: 'Boca',
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        goals_for: 3,
        goals_against: 3,
        goal_difference: 0,
        points: 3,
        position: 2,
        head_to_head: false,
      },
      {
        team_id: 3,
        team: 'Colón',
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        goals_for: 2,
        goals_against: 4,
        goal_difference: -2,
        points: 1,
        position: 3,
        head_to_head: false,
      },
      { team_id: 4, team: 'Defensa', ...noGamesYet, position: 4, head_to_head: false },
    ]);
  });

  it('an empty tournament lists the teams by name', () => {
    expect(order([TEAMS[2]!, TEAMS[0]!, TEAMS[1]!], [])).toEqual(['Atlético', 'Boca', 'Colón']);
  });

  it('shows a team that played but was not listed, under its id', () => {
    expect(order(TEAMS.slice(0, 1), [m(1, 9, 0, 1)])).toEqual(['Equipo 9', 'Atlético']);
  });
});

describe('tie-breaks (docs/rules.md §10)', () => {
  it.each<[string, MatchResult[], string[]]>([
    [
      // Boca has the better goal difference, but Atlético won their match.
      'two-way tie settled by head-to-head',
      [m(1, 2, 1, 0), m(2, 3, 5, 0), m(1, 3, 0, 0), m(2, 4, 0, 0)],
      ['Atlético', 'Boca', 'Defensa', 'Colón'],
    ],
    [
      // A, B, C on 6 points. Mini-table points (A 6, B 3, C 0) decide before its goal difference
      // (A +2, B +3) and before the overall goal difference (A +2, B +4, C +3).
      'three-way tie settled by the mini-table',
      [m(1, 2, 1, 0), m(1, 3, 1, 0), m(2, 3, 4, 0), m(2, 4, 1, 0), m(3, 4, 7, 0), m(3, 5, 1, 0)],
      ['Atlético', 'Boca', 'Colón', 'Estudiantes', 'Defensa'],
    ],
    [
      // Cycle A>C 3-0, B>A 1-0, C>B 2-0: mini-table A +2, B -1, C -1. B and C go again on their own
      // match (Colón won it) although Boca's overall +4 beats Colón's 0.
      'three-way tie, the two still level decided by their own match',
      [m(1, 3, 3, 0), m(2, 1, 1, 0), m(3, 2, 2, 0), m(1, 4, 1, 0), m(2, 4, 5, 0), m(3, 4, 1, 0)],
      ['Atlético', 'Colón', 'Boca', 'Defensa'],
    ],
    [
      'head-to-head drawn: overall goal difference',
      [m(1, 2, 1, 1), m(1, 3, 1, 0), m(2, 3, 3, 0)],
      ['Boca', 'Atlético', 'Colón'],
    ],
    [
      'not yet met: overall goal difference',
      [m(1, 3, 1, 0), m(2, 4, 4, 0)],
      ['Boca', 'Atlético', 'Colón', 'Defensa'],
    ],
    [
      'same goal difference: goals for',
      [m(1, 2, 2, 2), m(1, 3, 1, 0), m(2, 4, 3, 2)],
      ['Boca', 'Atlético', 'Defensa', 'Colón'],
    ],
    [
      'same goals for: name',
      [m(2, 1, 1, 1), m(2, 3, 1, 0), m(1, 4, 1, 0)],
      ['Atlético', 'Boca', 'Colón', 'Defensa'],
    ],
    [
      // 1-0 cycle: all level in the mini-table, so overall goal difference from the matches with Defensa.
      'three-way cycle level in the mini-table',
      [m(1, 2, 1, 0), m(2, 3, 1, 0), m(3, 1, 1, 0), m(1, 4, 1, 0), m(2, 4, 3, 0), m(3, 4, 2, 0)],
      ['Boca', 'Colón', 'Atlético', 'Defensa'],
    ],
  ])('%s', (_, matches, expected) => expect(order(playing(matches), matches)).toEqual(expected));

  it('flags the teams whose places the head-to-head decided, and only those', () => {
    const flagged = (matches: MatchResult[]) =>
      standings(playing(matches), matches)
        .filter((r) => r.head_to_head)
        .map((r) => r.team);
    expect(flagged([m(1, 2, 1, 0), m(2, 3, 5, 0), m(1, 3, 0, 0), m(2, 4, 0, 0)])).toEqual([
      'Atlético',
      'Boca',
    ]);
    // Drawn between them: overall goal difference decided, not the head-to-head.
    expect(flagged([m(1, 2, 1, 1), m(1, 3, 1, 0), m(2, 3, 3, 0)])).toEqual([]);
    expect(flagged([m(1, 3, 1, 0), m(2, 4, 4, 0)])).toEqual([]);
  });

  it('positions are 1..n without gaps', () => {
    expect(standings(TEAMS, []).map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('standingsByGroup (UCL group stage)', () => {
  const teams = TEAMS.slice(0, 4).map((t) => ({ ...t, group: t.id <= 2 ? 'B' : 'A' }));
  it('computes one table per group, ignoring matches of other groups and knockouts', () => {
    const tables = standingsByGroup(teams, [
      m(1, 2, 0, 2, 'B'),
      m(3, 4, 1, 0, 'A'),
      m(1, 2, 5, 0), // a later knockout between the same teams
    ]);
    expect(tables.map((g) => [g.group, g.rows.map((r) => [r.team, r.points, r.position])])).toEqual([
      [
        'A',
        [
          ['Colón', 3, 1],
          ['Defensa', 0, 2],
        ],
      ],
      [
        'B',
        [
          ['Boca', 3, 1],
          ['Atlético', 0, 2],
        ],
      ],
    ]);
  });
  it('lists every group and team before any match', () => {
    expect(standingsByGroup(teams, []).map((g) => g.rows.length)).toEqual([2, 2]);
  });
});
