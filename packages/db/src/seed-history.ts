import { roundRobin, type MatchResult } from '@liga/domain';
import type { Tx } from './client';
import { insertMatchStatistics } from './seed-statistics';
import { matches, prizeTablePositions, prizeTables, tournamentTeams, tournaments } from './schema/index';

import { DAY } from './seed-random';

/** Prize tables of the demo: the rule book's first prizes and bonuses, and a few more places. */
const DEMO_TABLES = {
  PD: [150_000_000, 90_000_000, 60_000_000, 30_000_000],
  SD: [160_000_000, 80_000_000, 50_000_000, 25_000_000],
} as const;

/**
 * Season 58 as a finished season: both leagues with all 13 rounds played and their per-player
 * statistics loaded, and a saved prize table each, so /crear-premios has a tournament to apply at its
 * end and /tablas and /estadisticas have a past season to show.
 */
export async function seedFinishedSeason(
  tx: Tx,
  options: {
    seasonId: number;
    seasonStart: Date;
    rnd: () => number;
    /** Registered players by team: who takes part in the per-player statistics. */
    squads: ReadonlyMap<number, readonly number[]>;
    statsRnd: () => number;
    /** Who plays each league (default teams 1–14 and 15–28). */
    leagues?: readonly [readonly number[], readonly number[]];
    /** Renames the teams of a drawn league (old id → new id), to fix who ends where (seed-closing.ts). */
    arrange?: (format: 'PD' | 'SD', results: readonly MatchResult[]) => ReadonlyMap<number, number>;
  },
): Promise<void> {
  const { seasonId, rnd } = options;
  const created = await tx
    .insert(tournaments)
    .values([
      { name: `Primera División T${seasonId}`, type: 'PD', format: 'PD', seasonId },
      { name: `Segunda División T${seasonId}`, type: 'SD', format: 'SD', seasonId },
    ])
    .returning({ id: tournaments.id, format: tournaments.format });

  for (const [index, t] of created.entries()) {
    const teamIds = [
      ...(options.leagues?.[index] ?? Array.from({ length: 14 }, (_, i) => index * 14 + 1 + i)),
    ];
    const drawn = roundRobin(teamIds).map((f) => ({
      ...f,
      home_goals: Math.floor(rnd() * 4),
      away_goals: Math.floor(rnd() * 3),
    }));
    const renamed = options.arrange?.(t.format as 'PD' | 'SD', drawn);
    const as = (id: number) => renamed?.get(id) ?? id;
    await tx.insert(tournamentTeams).values(teamIds.map((teamId) => ({ tournamentId: t.id, teamId })));
    const played = await tx
      .insert(matches)
      .values(
        drawn.map((f) => ({
          tournamentId: t.id,
          teamHomeId: as(f.home_id),
          teamAwayId: as(f.away_id),
          stage: f.stage,
          matchDate: new Date(options.seasonStart.getTime() + (f.stage * 7 + 1) * DAY),
          status: 'completed' as const,
          scoreHome: f.home_goals,
          scoreAway: f.away_goals,
        })),
      )
      .returning();
    await insertMatchStatistics(tx, t.id, played, options.squads, options.statsRnd);

    const amounts = DEMO_TABLES[t.format as 'PD' | 'SD'];
    await tx
      .insert(prizeTables)
      .values({ tournamentId: t.id, scorerBonus: 10_000_000, assistsBonus: 10_000_000 });
    await tx
      .insert(prizeTablePositions)
      .values(amounts.map((amount, i) => ({ tournamentId: t.id, position: i + 1, amount })));
  }
}
