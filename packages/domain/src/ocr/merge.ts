import type { StatisticsPrefillLine } from './contracts';

/** One recognised player row, once the user has settled which registered player it is. */
export interface ResolvedRow {
  player_id: number;
  rating: number | null;
  goals: number;
  assists: number;
  amarillas: number;
  rojas: number;
  is_injured: boolean;
}

/**
 * Several captures of one match become one line per player (the statistics form's lines): goals,
 * assists and cards add up; two yellow cards make a red; a red with no yellow is a direct red; any
 * injury mark is a simple injury (a serious one cannot be told from a capture). The best rating, if
 * it is the only one that high, is proposed as MVP. Everything stays a proposal until the form is
 * saved.
 */
export function mergeRows(rows: readonly ResolvedRow[]): StatisticsPrefillLine[] {
  const byPlayer = new Map<number, ResolvedRow>();
  for (const row of rows) {
    const seen = byPlayer.get(row.player_id);
    byPlayer.set(
      row.player_id,
      seen
        ? {
            player_id: row.player_id,
            rating: Math.max(seen.rating ?? 0, row.rating ?? 0) || null,
            goals: seen.goals + row.goals,
            assists: seen.assists + row.assists,
            amarillas: seen.amarillas + row.amarillas,
            rojas: seen.rojas + row.rojas,
            is_injured: seen.is_injured || row.is_injured,
          }
        : { ...row },
    );
  }
  const merged = [...byPlayer.values()];
  const best = Math.max(0, ...merged.map((r) => r.rating ?? 0));
  const atBest = merged.filter((r) => best > 0 && r.rating === best);
  return merged.map((r) => {
    const red = r.rojas > 0 || r.amarillas >= 2;
    return {
      player_id: r.player_id,
      goals: r.goals,
      assists: r.assists,
      yellow_cards: r.amarillas > 0 ? 1 : 0,
      red_cards: red ? 1 : 0,
      direct_red: r.rojas > 0 && r.amarillas === 0,
      simple_injuries: r.is_injured ? 1 : 0,
      serious_injuries: 0,
      mvp: atBest.length === 1 && atBest[0] === r,
    };
  });
}
