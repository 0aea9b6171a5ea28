import type { Fixture } from './fixtures';
import { LEAGUE_ROUNDS } from './constants';
import type { Format } from './round-names';

/**
 * The league play-offs and the Playout drawn from the final regular-season table (docs/rules.md §10.4,
 * docs/decisions/024). Primera: 7.º–10.º play the Playin (round 14, 7.º v 10.º and 8.º v 9.º), 11.º and
 * 12.º the Playout (one match, stage PLAYOUT_STAGE, dated with round 14). Segunda: the top eight play the
 * Cuartos (round 14: 1.º v 8.º … 4.º v 5.º). The better placed team plays at home. The later rounds
 * come from their results (nextPlayoffRound, docs/decisions/038).
 */

/** The first play-off round of the leagues: round 14. */
export const PLAYOFF_FIRST_STAGE = LEAGUE_ROUNDS + 1;

/**
 * The Playout's stage number. It is not a round after the Final: it is played with the Playin (its date is
 * round 14's), and a number of its own keeps it apart from the Playin on every screen.
 */
export const PLAYOUT_STAGE = 18;

/** The formats whose play-offs the application draws, and the table pairs of their first round. */
const FIRST_ROUND_PAIRS: Readonly<Partial<Record<Format, readonly (readonly [number, number])[]>>> = {
  PD: [
    [7, 10],
    [8, 9],
  ],
  SD: [
    [1, 8],
    [2, 7],
    [3, 6],
    [4, 5],
  ],
};

const PLAYOUT_PAIR: Readonly<Partial<Record<Format, readonly [number, number]>>> = { PD: [11, 12] };

/** Whether a format has play-offs the application draws (the two leagues). */
export const drawsPlayoffs = (format: Format): boolean => FIRST_ROUND_PAIRS[format] !== undefined;

/** Whether a stage of a format is its Playout. */
export const isPlayoutStage = (format: Format, stage: number): boolean =>
  PLAYOUT_PAIR[format] !== undefined && stage === PLAYOUT_STAGE;

/**
 * The play-off first round and the Playout of a league from its final table (team ids by position, 1.º
 * first). A pair whose places the table does not have (a league of fewer teams) is not drawn.
 */
export function playoffFixtures(format: Format, byPosition: readonly number[]): Fixture[] {
  const pair =
    (stage: number) =>
    ([home, away]: readonly [number, number]) => {
      const homeId = byPosition[home - 1];
      const awayId = byPosition[away - 1];
      return homeId === undefined || awayId === undefined
        ? []
        : [{ stage, home_id: homeId, away_id: awayId }];
    };
  const playout = PLAYOUT_PAIR[format];
  return [
    ...(FIRST_ROUND_PAIRS[format] ?? []).flatMap(pair(PLAYOFF_FIRST_STAGE)),
    ...(playout ? pair(PLAYOUT_STAGE)(playout) : []),
  ];
}

/** The round a stage is played as: the Playout is round 14's, for suspensions too (docs/rules.md §9). */
export const playedAsRound = (format: Format, stage: number): number =>
  isPlayoutStage(format, stage) ? PLAYOFF_FIRST_STAGE : stage;
