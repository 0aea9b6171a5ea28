import { ODD_MAX, ODD_MIN_EXCLUSIVE } from '../market';

/**
 * What the suggested odds of a fixture match read about a team (docs/rules.md §7.5): its table line in
 * the match's tournament (matches with a score) and its latest results, newest first.
 */
export interface TeamForm {
  played: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Latest results, newest first: 'W' won, 'D' drawn, 'L' lost. */
  recent: readonly ('W' | 'D' | 'L')[];
}

export interface SuggestedOdds {
  home_odd: number;
  away_odd: number;
  draw_odd: number;
  under: number;
  over: number;
}

/** The house keeps this share of each market: fair odds are multiplied by 1 − it. */
const BET_ODDS_MARGIN_PERCENT = 8;
/** How many latest results make a team's form. */
const BET_FORM_MATCHES = 5;

/** Goals per match expected from a team with no matches yet (a common league average). */
const DEFAULT_GOALS_PER_TEAM = 1.3;
const HOME_EDGE = 0.1;
const RESULT_POINTS = { W: 3, D: 1, L: 0 } as const;

/** A team's strength in [0, 1]: points per match in the table and in its form, weighed equally. */
function strength(t: TeamForm): number {
  const table = t.played > 0 ? t.points / (3 * t.played) : 0.5;
  const recent = t.recent.slice(0, BET_FORM_MATCHES);
  const form =
    recent.length > 0 ? recent.reduce((s, r) => s + RESULT_POINTS[r], 0) / (3 * recent.length) : 0.5;
  return (table + form) / 2;
}

const perMatch = (goals: number, played: number) => (played > 0 ? goals / played : DEFAULT_GOALS_PER_TEAM);

/** Odds (hundredths) that pay `probability` fairly, less the margin, within the bounds of docs/rules.md §7.2. */
function oddOf(probability: number): number {
  const fair = (1 - BET_ODDS_MARGIN_PERCENT / 100) / Math.max(probability, 0.0001);
  const hundredths = Math.round(fair * 100);
  return Math.min(ODD_MAX, Math.max(ODD_MIN_EXCLUSIVE + 1, hundredths));
}

/**
 * Suggested odds for a fixture match (docs/rules.md §7.5), which staff may edit before saving. The
 * stronger side (table and form, plus a small home edge) gets the shorter odd; the draw is likelier
 * between even teams; under/over 2,5 reads the goals both teams score and concede (Poisson).
 */
export function suggestOdds(home: TeamForm, away: TeamForm): SuggestedOdds {
  const diff = strength(home) - strength(away) + HOME_EDGE;
  const draw = Math.max(0.15, 0.3 - 0.25 * Math.abs(diff));
  const homeShare = 1 / (1 + Math.exp(-4 * diff));
  const expected =
    (perMatch(home.goalsFor, home.played) + perMatch(away.goalsAgainst, away.played)) / 2 +
    (perMatch(away.goalsFor, away.played) + perMatch(home.goalsAgainst, home.played)) / 2;
  const under = Math.exp(-expected) * (1 + expected + (expected * expected) / 2);
  return {
    home_odd: oddOf((1 - draw) * homeShare),
    away_odd: oddOf((1 - draw) * (1 - homeShare)),
    draw_odd: oddOf(draw),
    under: oddOf(under),
    over: oddOf(1 - under),
  };
}

/** A team's form from its results in the tournament, oldest first (each from the team's side). */
export function teamForm(results: readonly { for: number; against: number }[]): TeamForm {
  const outcome = (r: { for: number; against: number }) =>
    r.for > r.against ? 'W' : r.for === r.against ? 'D' : 'L';
  return {
    played: results.length,
    points: results.reduce((s, r) => s + RESULT_POINTS[outcome(r)], 0),
    goalsFor: results.reduce((s, r) => s + r.for, 0),
    goalsAgainst: results.reduce((s, r) => s + r.against, 0),
    recent: results.map(outcome).reverse(),
  };
}
