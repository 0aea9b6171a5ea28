import { roundRobin } from '@liga/domain';
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
    const teamIds = Array.from({ length: 14 }, (_, i) => index * 14 + 1 + i);
    await tx.insert(tournamentTeams).values(teamIds.map((teamId) => ({ tournamentId: t.id, teamId })));
    const played = await tx
      .insert(matches)
      .values(
        roundRobin(teamIds).map((f) => ({
          tournamentId: t.id,
          teamHomeId: f.home_id,
          teamAwayId: f.away_id,
          stage: f.stage,
          matchDate: new Date(options.seasonStart.getTime() + (f.stage * 7 + 1) * DAY),
          status: 'completed' as const,
          scoreHome: Math.floor(rnd() * 4),
          scoreAway: Math.floor(rnd() * 3),
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
