import { describe, expect, it } from 'vitest';
import { defaultPrizeTable } from './constants';
import type { TopEntry } from '../statistics/contracts';
import { cupPlaces, pendingToFinish, planPrizes, type FinalPlace } from './plan';

const team = (id: number) => ({ id, name: `Equipo ${id}` });
const places: FinalPlace[] = [1, 2, 3].map((p) => ({ position: p, team: team(p * 10), detail: `${p}` }));
const top = (player: number, teamId: number, value: number): TopEntry => ({
  player: { id: player, name: `Jugador ${player}` },
  team: team(teamId),
  value,
});

describe('defaultPrizeTable (rule book, docs/rules.md §11)', () => {
  it.each([
    ['PD', [{ position: 1, amount: 150_000_000 }], 10_000_000],
    ['SD', [{ position: 1, amount: 160_000_000 }], 10_000_000],
    ['UCL', [], 0],
    ['CFM', [], 0],
  ] as const)('%s', (format, positions, bonus) => {
    expect(defaultPrizeTable(format)).toEqual({ positions, scorer_bonus: bonus, assists_bonus: bonus });
  });
});

describe('pendingToFinish', () => {
  const m = (stage: number, status = 'completed') => ({ stage, status });
  it.each([
    ['a league with every table round played', 'PD', [m(1), m(13), m(14, 'pending')], 0],
    ['a league with two table matches left', 'SD', [m(1), m(12, 'pending'), m(13, 'pending')], 2],
    ['a league without matches', 'PD', [], 1],
    ['a cup whose Final is played', 'UCL', [m(4), m(7)], 0],
    ['a cup whose Final is pending', 'UEL', [m(3), m(4, 'pending')], 1],
    ['a cup without a Final yet', 'CFM', [m(1), m(2)], 1],
  ] as const)('%s', (_label, format, matches, pending) => {
    expect(pendingToFinish(format, matches)).toBe(pending);
  });
});

describe('cupPlaces', () => {
  it('the Final winner is first and the loser second, home or away', () => {
    expect(cupPlaces({ home: team(1), away: team(2), home_goals: 0, away_goals: 2 })).toEqual([
      { position: 1, team: team(2), detail: 'Campeón (Final 0-2)' },
      { position: 2, team: team(1), detail: 'Subcampeón (Final 0-2)' },
    ]);
  });
  it.each([
    ['a drawn Final', { home: team(1), away: team(2), home_goals: 1, away_goals: 1 }],
    ['a Final without a score', { home: team(1), away: team(2), home_goals: null, away_goals: null }],
    ['no Final', undefined],
  ])('%s decides nothing', (_label, final) => expect(cupPlaces(final)).toEqual([]));
});

describe('planPrizes', () => {
  const table = {
    positions: [
      { position: 2, amount: 100 },
      { position: 1, amount: 150 },
      { position: 5, amount: 10 },
    ],
    scorer_bonus: 7,
    assists_bonus: 3,
  };

  it('pays each place to the team in it, and the bonuses to the leaders’ teams', () => {
    const lines = planPrizes(table, places, [top(1, 10, 9), top(2, 20, 4)], [top(3, 30, 5)]);
    expect(lines.map((l) => [l.position, l.team?.id ?? null, l.amount, l.detail])).toEqual([
      ['1°', 10, 150, '1'],
      ['2°', 20, 100, '2'],
      ['5°', null, 10, 'Sin equipo en esa posición'],
      ['Goleador', 10, 7, 'Jugador 1 (9 goles)'],
      ['Asistidor', 30, 3, 'Jugador 3 (5 asistencias)'],
    ]);
  });

  it('tied leaders pay every tied team once, team-mates once for their team', () => {
    const scorers = [top(1, 10, 6), top(2, 20, 6), top(3, 10, 6), top(4, 30, 2)];
    const lines = planPrizes({ ...table, positions: [] }, places, scorers, []);
    expect(lines.map((l) => [l.position, l.team?.id ?? null, l.detail])).toEqual([
      ['Goleador', 10, 'Jugador 1, Jugador 3 (6 goles)'],
      ['Goleador', 20, 'Jugador 2 (6 goles)'],
      ['Asistidor', null, 'Sin asistencias'],
    ]);
  });

  it('zero amounts pay nothing and add no line', () => {
    const lines = planPrizes(
      { positions: [{ position: 1, amount: 0 }], scorer_bonus: 0, assists_bonus: 0 },
      places,
      [top(1, 10, 3)],
      [],
    );
    expect(lines).toEqual([]);
  });
});
