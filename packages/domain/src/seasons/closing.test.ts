import { describe, expect, it } from 'vitest';
import { objectiveFor } from '../squad/objectives';
import type { Division } from '../squad/rules';
import {
  DEFAULT_CLOSING_PLACES,
  championOf,
  objectiveStep,
  planClosing,
  resultStep,
  settleObjective,
  type DivisionResult,
  type FrozenObjective,
} from './closing';
import { fixtureSize, nextSeasonName, nextTournamentName } from './next-season';

/** A 14-team table where team `first + i` finished (i + 1)th. */
const table = (first: number): DivisionResult['table'] =>
  Array.from({ length: 14 }, (_, i) => ({
    team_id: first + i,
    team: `Equipo ${first + i}`,
    position: i + 1,
  }));

const objective = (division: Division, teamId: number, rank: number): FrozenObjective => ({
  team_id: teamId,
  team: `Equipo ${teamId}`,
  user_id: teamId + 100,
  division,
  rank,
  objective: objectiveFor(division, rank),
});

describe('season close: promotion and relegation', () => {
  it('defaults to the table zones: two up from Segunda, two down from Primera', () => {
    expect(DEFAULT_CLOSING_PLACES).toEqual({ promotion: 2, relegation: 2 });
  });

  it('a whole two-division season: Segunda 1.º–2.º go up, Primera 13.º–14.º go down', () => {
    const plan = planClosing({
      primera: { table: table(1), final: null },
      segunda: { table: table(15), final: null },
      objectives: [],
      places: DEFAULT_CLOSING_PLACES,
    });
    expect(plan.promoted.map((t) => t.team_id)).toEqual([15, 16]);
    expect(plan.relegated.map((t) => t.team_id)).toEqual([13, 14]);
  });

  it.each([
    [{ promotion: 3, relegation: 3 }, [15, 16, 17], [12, 13, 14]],
    [{ promotion: 1, relegation: 1 }, [15], [14]],
    [{ promotion: 0, relegation: 0 }, [], []],
  ])('configured places %j', (places, up, down) => {
    const plan = planClosing({
      primera: { table: [...table(1)].reverse(), final: null },
      segunda: { table: table(15), final: null },
      objectives: [],
      places,
    });
    expect(plan.promoted.map((t) => t.team_id)).toEqual(up);
    expect(plan.relegated.map((t) => t.team_id)).toEqual(down);
  });

  it('a play-off final does not move anyone: promotion reads the table', () => {
    const plan = planClosing({
      primera: { table: table(1), final: null },
      segunda: { table: table(15), final: { winner_id: 22, loser_id: 20 } },
      objectives: [],
      places: DEFAULT_CLOSING_PLACES,
    });
    expect(plan.promoted.map((t) => t.team_id)).toEqual([15, 16]);
  });
});

describe('season close: the Playout and the play-off behind it', () => {
  const close = (
    playout: DivisionResult['final'],
    final: DivisionResult['final'] = null,
    places = DEFAULT_CLOSING_PLACES,
  ) =>
    planClosing({
      primera: { table: table(1), final: null, playout },
      segunda: { table: table(15), final },
      objectives: [],
      places,
    });
  const moves = (plan: ReturnType<typeof close>) => [
    plan.promoted.map((t) => `${t.team_id}:${t.by}`),
    plan.relegated.map((t) => `${t.team_id}:${t.by}`),
  ];

  it.each([
    // [Playout, Segunda's final, up, down]
    [null, { winner_id: 20, loser_id: 18 }, ['15:table', '16:table'], ['13:table', '14:table']],
    [
      { winner_id: 11, loser_id: 12 },
      null,
      ['15:table', '16:table', '17:playoff'],
      ['12:playout', '13:table', '14:table'],
    ],
    [
      { winner_id: 12, loser_id: 11 },
      { winner_id: 20, loser_id: 18 },
      ['15:table', '16:table', '20:playoff'],
      ['11:playout', '13:table', '14:table'],
    ],
    [
      { winner_id: 12, loser_id: 11 },
      { winner_id: 15, loser_id: 19 },
      ['15:table', '16:table', '19:playoff'],
      ['11:playout', '13:table', '14:table'],
    ],
    [
      { winner_id: 12, loser_id: 11 },
      { winner_id: 16, loser_id: 15 },
      ['15:table', '16:table', '17:playoff'],
      ['11:playout', '13:table', '14:table'],
    ],
  ] as const)('Playout %j, Segunda final %j', (playout, final, up, down) => {
    expect(moves(close(playout, final))).toEqual([up, down]);
  });

  it('a Playout loser already relegated by the configured places moves nobody more', () => {
    const plan = close({ winner_id: 11, loser_id: 12 }, null, { promotion: 3, relegation: 3 });
    expect(moves(plan)).toEqual([
      ['15:table', '16:table', '17:table'],
      ['12:table', '13:table', '14:table'],
    ]);
  });

  it('without a Segunda to promote from, the Playout loser stays (both divisions keep their size)', () => {
    const plan = planClosing({
      primera: { table: table(1), final: null, playout: { winner_id: 11, loser_id: 12 } },
      segunda: { table: table(15).slice(0, 2), final: null },
      objectives: [],
      places: DEFAULT_CLOSING_PLACES,
    });
    expect(moves(plan)).toEqual([
      ['15:table', '16:table'],
      ['13:table', '14:table'],
    ]);
  });

  it('the Playout settles the objectives of its two teams: the winner avoided relegation, the loser did not', () => {
    const playout = { winner_id: 12, loser_id: 11 };
    expect(resultStep('Primera', 12, 12, null, playout)).toBe(6);
    expect(resultStep('Primera', 11, 11, null, playout)).toBe(7);
    expect(resultStep('Primera', 10, 10, null, playout)).toBe(4);
    const division: DivisionResult = { table: table(1), final: null, playout };
    // Ranked 11 ('Evitar la final del playout'), finished 11.º but played the Playout and lost it.
    expect(settleObjective(objective('Primera', 11, 11), division)).toMatchObject({
      steps: -2,
      met: false,
      result: '11.º puesto, perdió el Playout',
    });
    // Ranked 13 ('Evitar el descenso'), finished 12.º and won the Playout.
    expect(settleObjective(objective('Primera', 12, 13), division)).toMatchObject({
      steps: 0,
      met: true,
      result: '12.º puesto, ganó el Playout',
    });
  });
});

describe('season close: objectives', () => {
  it.each([
    ['Primera', 1, 0, 'Campeón'],
    ['Primera', 4, 1, 'Llegar a la final'],
    ['Primera', 6, 2, 'Terminar en la posición exacta'],
    ['Primera', 13, 6, 'Evitar el descenso'],
    ['Segunda', 14, 6, 'Mantenimiento: no terminar último'],
  ] as const)('%s rank %i is step %i (%s)', (division, rank, step, text) => {
    expect(objectiveStep(division, rank)).toBe(step);
    expect(objectiveFor(division, rank)).toBe(text);
  });

  it.each([
    ['Primera', 1, 0],
    ['Primera', 2, 1],
    ['Primera', 5, 2],
    ['Primera', 8, 3],
    ['Primera', 10, 4],
    ['Primera', 11, 5],
    ['Primera', 12, 6],
    ['Primera', 13, 7],
    ['Segunda', 12, 5],
    ['Segunda', 13, 6],
    ['Segunda', 14, 7],
  ] as const)('%s %i.º reaches step %i without a final', (division, position, step) => {
    expect(resultStep(division, 99, position, null)).toBe(step);
  });

  it('a play-off final decides steps 0 and 1; the table leader who lost in the semis reaches step 2', () => {
    const final = { winner_id: 7, loser_id: 3 };
    expect(resultStep('Primera', 7, 7, final)).toBe(0);
    expect(resultStep('Primera', 3, 3, final)).toBe(1);
    expect(resultStep('Primera', 1, 1, final)).toBe(2);
  });

  // Primera, final table = rank order shifted: [team, rank, final position, steps, result].
  it.each([
    [1, 1, 1, 0, 'Campeón'],
    [2, 3, 2, 0, '2.º puesto'],
    [3, 3, 4, -1, '4.º puesto'],
    [12, 2, 2, -1, '2.º puesto'],
    [4, 9, 1, 4, 'Campeón'],
    [5, 5, 5, 0, '5.º puesto'],
    [6, 5, 6, -1, '6.º puesto'],
    [7, 6, 3, 0, '3.º puesto'],
    [8, 13, 12, 0, '12.º puesto'],
    [9, 13, 14, -1, '14.º puesto'],
    [10, 1, 14, -7, '14.º puesto'],
    [11, 11, 2, 4, '2.º puesto'],
  ])('team %i ranked %i, finishing %i.º: %i steps (%s)', (teamId, rank, position, steps, result) => {
    const division: DivisionResult = { table: [{ team_id: teamId, team: 'X', position }], final: null };
    const outcome = settleObjective(objective('Primera', teamId, rank), division);
    expect(outcome).toMatchObject({ position, steps, result, met: steps >= 0 });
    expect(outcome.amount).toBe(steps * 10_000_000);
  });

  it('a whole season: each team of both divisions gets its amount once', () => {
    const objectives = [
      ...Array.from({ length: 14 }, (_, i) => objective('Primera', 1 + i, 14 - i)),
      ...Array.from({ length: 14 }, (_, i) => objective('Segunda', 15 + i, i + 1)),
    ];
    const plan = planClosing({
      primera: { table: table(1), final: null },
      segunda: { table: table(15), final: null },
      objectives,
      places: DEFAULT_CLOSING_PLACES,
    });
    const amounts = Object.fromEntries(plan.objectives.map((o) => [o.team_id, o.amount / 10_000_000]));
    // Primera finished in reverse of its strength: the weakest (rank 14, 'Evitar el descenso') won it.
    expect([amounts[1], amounts[2], amounts[7], amounts[13], amounts[14]]).toEqual([6, 5, 0, -7, -7]);
    // Segunda finished as ranked: two ranks share each objective, so the second of a pair that asks
    // for a single place (champion, the final, not last) misses it by one step.
    expect(plan.objectives.filter((o) => o.division === 'Segunda').map((o) => o.steps)).toEqual([
      0, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1,
    ]);
    expect(plan.objectives).toHaveLength(28);
  });

  it('a team missing from the final table is neither paid nor charged', () => {
    const outcome = settleObjective(objective('Segunda', 40, 3), { table: table(15), final: null });
    expect(outcome).toMatchObject({ position: null, steps: 0, amount: 0 });
  });
});

describe('season close: the next season', () => {
  it.each([
    ['Temporada 59', 'Temporada 60'],
    ['T9', 'T10'],
    ['Apertura', 'Apertura (siguiente)'],
  ])('%s → %s', (name, next) => expect(nextSeasonName(name)).toBe(next));

  it.each([
    ['Primera División T59', 'Temporada 59', 'Primera División T60'],
    ['Copa 2059 T59', 'Temporada 59', 'Copa 2059 T60'],
    ['Copa Federación', 'Temporada 59', 'Copa Federación'],
    ['Liga 59', 'Apertura', 'Liga 59'],
  ])('%s in %s → %s', (name, season, next) => expect(nextTournamentName(name, season)).toBe(next));

  it.each([
    ['PD', 14, 91],
    ['SD', 1, 0],
    ['UCL', 16, 24],
    ['UCL', 12, 0],
    ['CFM', 24, 8],
  ] as const)('%s with %i teams draws %i matches', (format, teams, size) =>
    expect(fixtureSize(format, teams)).toBe(size),
  );
});

describe('season close: champions', () => {
  const played = (n: number) => table(1).map((p) => ({ ...p, played: n }));
  it.each([
    [true, played(13), null, 1],
    [true, played(13), { winner_id: 9, loser_id: 1 }, 9],
    [true, played(0), null, null],
    [false, played(3), null, null],
    [false, [], { winner_id: 30, loser_id: 31 }, 30],
  ] as const)('league %s, final %j → %s', (league, places, final, champion) =>
    expect(championOf(league, places, final)).toBe(champion),
  );
});
