import { isCompleted, type Match } from '@liga/domain';

export interface Round {
  stage: number;
  label: string;
  matches: Match[];
  played: number;
}

/** Rounds of one tournament, newest (highest) first. */
export function rounds(matches: Match[]): Round[] {
  const byStage = new Map<number, Match[]>();
  for (const match of matches) byStage.set(match.stage, [...(byStage.get(match.stage) ?? []), match]);
  return [...byStage.entries()]
    .sort(([a], [b]) => b - a)
    .map(([stage, list]) => ({
      stage,
      label: list[0]!.stage_label,
      matches: [...list].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.id - b.id),
      played: list.filter(isCompleted).length,
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
