import {
  prodeTable,
  roundWinners,
  type ProdeEntry,
  type ProdeScoring,
  type ProdeStanding,
  type ProdeStandingView,
} from '@liga/domain';
import type { SeasonEntry } from './queries';

const resultOf = (e: { scoreHome: number | null; scoreAway: number | null }) =>
  e.scoreHome === null || e.scoreAway === null ? null : { home: e.scoreHome, away: e.scoreAway };

export const toEntry = (e: SeasonEntry): ProdeEntry => ({
  userId: e.userId,
  prediction: { home: e.home, away: e.away },
  result: resultOf(e),
});

export { resultOf };

/** The table of these predictions (docs/rules.md §16.4), with the players' names. */
export function tableOf(entries: readonly SeasonEntry[], scoring: ProdeScoring): ProdeStanding[] {
  const names = new Map(entries.map((e) => [e.userId, e.userName]));
  return prodeTable(entries.map(toEntry), scoring, (id) => names.get(id) ?? '');
}

export function standingView(row: ProdeStanding, names: ReadonlyMap<number, string>): ProdeStandingView {
  return {
    position: row.position,
    user: { id: row.userId, name: names.get(row.userId) ?? '' },
    points: row.points,
    exact: row.exact,
    outcome: row.outcome,
    scored: row.scored,
  };
}

export const namesOf = (entries: readonly SeasonEntry[]) =>
  new Map(entries.map((e) => [e.userId, e.userName]));

/** Groups a season's entries by round, keyed `tournament:stage`. */
export function byRound(entries: readonly SeasonEntry[]): Map<string, SeasonEntry[]> {
  const rounds = new Map<string, SeasonEntry[]>();
  for (const e of entries) {
    const key = `${e.tournamentId}:${e.stage}`;
    rounds.set(key, [...(rounds.get(key) ?? []), e]);
  }
  return rounds;
}

export function winnersOf(entries: readonly SeasonEntry[], scoring: ProdeScoring, finished: boolean) {
  return roundWinners(tableOf(entries, scoring), finished);
}
