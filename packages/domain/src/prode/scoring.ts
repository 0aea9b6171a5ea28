import { PRODE_EXACT_POINTS, PRODE_OUTCOME_POINTS } from './constants';

/** Points per hit (docs/rules.md §16): an exact score is worth `exact` alone, not `exact + outcome`. */
export interface ProdeScoring {
  exact: number;
  outcome: number;
}

export const DEFAULT_PRODE_SCORING: ProdeScoring = {
  exact: PRODE_EXACT_POINTS,
  outcome: PRODE_OUTCOME_POINTS,
};

export interface ProdeScore {
  home: number;
  away: number;
}

export type PredictionHit = 'exact' | 'outcome' | 'miss';

const sign = (s: ProdeScore): number => Math.sign(s.home - s.away);

/** How a prediction fared against the result: the exact score, the right winner or draw, or neither. */
export function predictionHit(prediction: ProdeScore, result: ProdeScore): PredictionHit {
  if (prediction.home === result.home && prediction.away === result.away) return 'exact';
  return sign(prediction) === sign(result) ? 'outcome' : 'miss';
}

/** Points of one prediction; null while the match has no result. */
export function predictionPoints(
  prediction: ProdeScore,
  result: ProdeScore | null,
  scoring: ProdeScoring,
): number | null {
  if (!result) return null;
  const hit = predictionHit(prediction, result);
  return hit === 'exact' ? scoring.exact : hit === 'outcome' ? scoring.outcome : 0;
}

/**
 * A prediction may be written until its match kicks off or has a result, whichever comes first
 * (docs/rules.md §16): at the kick-off instant itself it is already closed. A match without a date
 * stays open until its result is saved.
 */
export function predictionOpen(match: { kickoff: Date | null; hasResult: boolean }, now: Date): boolean {
  if (match.hasResult) return false;
  return match.kickoff === null || now.getTime() < match.kickoff.getTime();
}

/** One scored prediction of one player. */
export interface ProdeEntry {
  userId: number;
  prediction: ProdeScore;
  result: ProdeScore | null;
}

export interface ProdeStanding {
  userId: number;
  points: number;
  exact: number;
  outcome: number;
  /** Predictions of matches that have a result. */
  scored: number;
  position: number;
}

/**
 * A table of players from their predictions (docs/rules.md §16): more points first, then more exact
 * scores; players level on both share the position. `name` orders the level ones for display.
 */
export function prodeTable(
  entries: readonly ProdeEntry[],
  scoring: ProdeScoring,
  name: (userId: number) => string = String,
): ProdeStanding[] {
  const byUser = new Map<number, ProdeStanding>();
  for (const e of entries) {
    const row = byUser.get(e.userId) ?? {
      userId: e.userId,
      points: 0,
      exact: 0,
      outcome: 0,
      scored: 0,
      position: 0,
    };
    byUser.set(e.userId, row);
    if (!e.result) continue;
    const hit = predictionHit(e.prediction, e.result);
    row.scored += 1;
    if (hit === 'exact') row.exact += 1;
    if (hit === 'outcome') row.outcome += 1;
    row.points += predictionPoints(e.prediction, e.result, scoring) ?? 0;
  }
  const rows = [...byUser.values()].sort(
    (a, b) => b.points - a.points || b.exact - a.exact || name(a.userId).localeCompare(name(b.userId), 'es'),
  );
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    row.position = prev && prev.points === row.points && prev.exact === row.exact ? prev.position : i + 1;
  });
  return rows;
}

/** The round's winners: everyone in first place, once every match has a result and someone scored. */
export function roundWinners(table: readonly ProdeStanding[], roundFinished: boolean): ProdeStanding[] {
  if (!roundFinished) return [];
  return table.filter((row) => row.position === 1 && row.points > 0);
}

/** A prize split between tied winners, in whole units (the remainder is not paid). */
export const prizeShare = (amount: number, winners: number): number =>
  winners > 0 ? Math.floor(amount / winners) : 0;
