import {
  mergeRows,
  type RecognitionResult,
  type RecognizedPlayer,
  type ResolvedRow,
  type StatisticsPrefill,
} from '@liga/domain';

/** A printed player row of one analysed file. */
export interface PlayerRow {
  /** `${fileKey}:${index}`: where the user's pick is kept. */
  key: string;
  player: RecognizedPlayer;
}

/** The user's pick for an uncertain row: a registered player, or the row left out. */
export type Pick = number | 'ignore';

/**
 * Player rows of every ratings result; a capture analysed twice (same stored screenshot) counts
 * once, so that nothing is added twice.
 */
export function playerRows(results: { key: string; result: RecognitionResult }[]): PlayerRow[] {
  const seen = new Set<number>();
  const rows: PlayerRow[] = [];
  for (const { key, result } of results) {
    if (!result.success || result.data?.type !== 'player_ratings') continue;
    if (result.screenshot_id !== null) {
      if (seen.has(result.screenshot_id)) continue;
      seen.add(result.screenshot_id);
    }
    result.data.players.forEach((player, index) => rows.push({ key: `${key}:${index}`, player }));
  }
  return rows;
}

/** The registered player a row stands for: the user's pick, or the server's certain match. */
export function chosenPlayer(row: PlayerRow, picks: Record<string, Pick>): Pick | undefined {
  const pick = picks[row.key];
  if (pick !== undefined) return pick;
  const match = row.player.match;
  return match && !match.uncertain && match.player_id !== null ? match.player_id : undefined;
}

/**
 * The teams whose lines this user loads (both for staff, their own for a manager) and the team of
 * each registered player: a manager's proposal holds only their team's lines, and they are not asked
 * to settle a row that can only be a rival's player.
 */
export interface Scope {
  teamIds: readonly number[];
  teamOf: ReadonlyMap<number, number>;
}

/** Whether the row may stand for a player this user loads (its pick, its match or a candidate). */
function inScope(row: PlayerRow, picks: Record<string, Pick>, scope: Scope): boolean {
  const chosen = chosenPlayer(row, picks);
  if (typeof chosen === 'number') return scope.teamIds.includes(scope.teamOf.get(chosen) ?? -1);
  if (chosen === 'ignore') return false;
  return (row.player.match?.candidates ?? []).some((c) => scope.teamIds.includes(c.team_id));
}

export const unresolvedCount = (rows: PlayerRow[], picks: Record<string, Pick>, scope: Scope) =>
  rows.filter((row) => chosenPlayer(row, picks) === undefined && inScope(row, picks, scope)).length;

/** The form's proposal: every row with a registered player this user loads, merged per player. */
export function prefillOf(
  matchId: number,
  rows: PlayerRow[],
  picks: Record<string, Pick>,
  scope: Scope,
): StatisticsPrefill {
  const resolved: ResolvedRow[] = [];
  for (const row of rows) {
    const id = chosenPlayer(row, picks);
    if (id === undefined || id === 'ignore' || !inScope(row, picks, scope)) continue;
    const { rating, goals, assists, amarillas, rojas, is_injured } = row.player;
    resolved.push({ player_id: id, rating, goals, assists, amarillas, rojas, is_injured });
  }
  // One MVP per team (decision 023): each team's unique best rating is proposed, merged on its own.
  const byTeam = new Map<number, ResolvedRow[]>();
  for (const row of resolved) {
    const team = scope.teamOf.get(row.player_id) ?? -1;
    byTeam.set(team, [...(byTeam.get(team) ?? []), row]);
  }
  return { match_id: matchId, lines: [...byTeam.values()].flatMap((rows) => mergeRows(rows)) };
}
