import { isCompleted, type Match } from '@liga/domain';

export interface Round {
  stage: number;
  label: string;
  matches: Match[];
  played: number;
}

/** A tournament's matches by round (stage), first round first, each with the round's name. */
export function stageGroups(matches: Match[]): { stage: number; label: string; matches: Match[] }[] {
  const byStage = new Map<number, Match[]>();
  for (const match of matches) byStage.set(match.stage, [...(byStage.get(match.stage) ?? []), match]);
  return [...byStage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stage, list]) => ({ stage, label: list[0]!.stage_label, matches: list }));
}

/** Rounds of one tournament, newest (highest) first. */
export function rounds(matches: Match[]): Round[] {
  return stageGroups(matches)
    .reverse()
    .map((round) => ({
      ...round,
      matches: [...round.matches].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.id - b.id),
      played: round.matches.filter(isCompleted).length,
    }));
}

/**
 * The round the league is at: the first (lowest) one with a match still to play; once every match
 * is played, the last one. The matches screen opens it and keeps the others collapsed.
 */
export function currentStage(list: Round[]): number | undefined {
  const open = list.filter((r) => r.played < r.matches.length).map((r) => r.stage);
  return open.length > 0 ? Math.min(...open) : list[0]?.stage;
}
