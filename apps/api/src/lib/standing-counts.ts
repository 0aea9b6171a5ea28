import type { StandingCounts } from '@liga/domain';

/**
 * A table line's counts copied field by field, played to points, in the order every table shows them:
 * the answers built from a standings row name them here once instead of each listing the eight fields.
 */
export const standingCounts = (row: StandingCounts): StandingCounts => ({
  played: row.played,
  won: row.won,
  drawn: row.drawn,
  lost: row.lost,
  goals_for: row.goals_for,
  goals_against: row.goals_against,
  goal_difference: row.goal_difference,
  points: row.points,
});
