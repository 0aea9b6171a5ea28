import type { Tx } from './client';
import { matchStatistics, type matches } from './schema/index';

type Match = Pick<
  typeof matches.$inferSelect,
  'id' | 'teamHomeId' | 'teamAwayId' | 'scoreHome' | 'scoreAway'
>;
type Line = typeof matchStatistics.$inferInsert;

/** Rows per insert: 14 columns each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

/**
 * One team's lines in one match, consistent with its score: the goals add up to the score, each
 * assist belongs to a goal (so a team never has more assists than goals), a few yellow cards, now and
 * then a red card or an injury, and exactly one MVP — the match's top scorer of the team, if any.
 */
export function teamLines(
  base: { matchId: number; tournamentId: number; teamId: number },
  goals: number,
  squad: readonly number[],
  rnd: () => number,
): Line[] {
  if (squad.length === 0) return [];
  const lines = new Map<number, Line>();
  const line = (playerId: number) => {
    const found = lines.get(playerId) ?? { ...base, playerId };
    lines.set(playerId, found);
    return found;
  };
  const any = () => squad[Math.floor(rnd() * squad.length)]!;
  // The first players of a list score most: top lists get real leaders, not a 20-way tie.
  const forward = () => squad[Math.floor(rnd() ** 2 * Math.min(squad.length, 12))]!;
  for (let g = 0; g < goals; g++) {
    const scorer = line(forward());
    scorer.goals = (scorer.goals ?? 0) + 1;
    const assister = forward();
    if (assister !== scorer.playerId && rnd() < 0.7) {
      const l = line(assister);
      l.assists = (l.assists ?? 0) + 1;
    }
  }
  const yellows = Math.floor(rnd() * 3);
  for (let y = 0; y < yellows; y++) line(any()).yellowCards = 1;
  if (rnd() < 0.12) {
    const sentOff = line(any());
    sentOff.redCards = 1;
    sentOff.directRed = rnd() < 0.5;
    if (!sentOff.directRed) sentOff.yellowCards = 1;
  }
  if (rnd() < 0.1) line(any()).simpleInjuries = 1;
  if (rnd() < 0.03) line(any()).seriousInjuries = 1;
  const scorers = [...lines.values()].filter((l) => (l.goals ?? 0) > 0);
  const mvp = scorers.sort((a, b) => (b.goals ?? 0) - (a.goals ?? 0))[0] ?? line(any());
  mvp.mvp = true;
  return [...lines.values()];
}

/**
 * Per-player statistics of played matches, from the registered players of each team, written with
 * a few multi-row inserts (the seed runs before many test files: no statement per row).
 */
export async function insertMatchStatistics(
  tx: Tx,
  tournamentId: number,
  played: readonly Match[],
  squads: ReadonlyMap<number, readonly number[]>,
  rnd: () => number,
): Promise<number> {
  const rows: Line[] = [];
  for (const m of played) {
    for (const [teamId, goals] of [
      [m.teamHomeId, m.scoreHome ?? 0],
      [m.teamAwayId, m.scoreAway ?? 0],
    ] as const) {
      rows.push(...teamLines({ matchId: m.id, tournamentId, teamId }, goals, squads.get(teamId) ?? [], rnd));
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(matchStatistics).values(rows.slice(i, i + CHUNK));
  return rows.length;
}
