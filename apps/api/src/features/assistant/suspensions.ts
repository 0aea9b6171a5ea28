import { spanishList, type TeamStatistics } from '@liga/domain';

export interface Suspension {
  id: number;
  name: string;
  /** 'Liga: Fecha 5 y Fecha 6' — the rounds still to come that the player misses. */
  rounds: string;
}

/**
 * Upcoming suspensions of a team's players: barred rounds after the last round the team has
 * statistics for in that competition (earlier barred rounds are already served).
 */
export function suspensionsOf(stats: TeamStatistics): Suspension[] {
  const byPlayer = new Map<number, Suspension>();
  for (const block of stats.data) {
    const played = Math.max(0, ...block.players.map((p) => p.last_match_round ?? 0));
    for (const p of block.players) {
      const upcoming = p.barred.filter((b) => b.stage > played);
      if (upcoming.length === 0) continue;
      const rounds = spanishList(upcoming.map((b) => (/^\d+$/.test(b.label) ? `fecha ${b.label}` : b.label)));
      const text = `${block.label}, ${rounds}`;
      const prev = byPlayer.get(p.player.id);
      byPlayer.set(p.player.id, {
        id: p.player.id,
        name: p.player.name,
        rounds: prev ? `${prev.rounds}; ${text}` : text,
      });
    }
  }
  return [...byPlayer.values()];
}
