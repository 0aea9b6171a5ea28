import { inArray } from 'drizzle-orm';
import { roundRobin } from '@liga/domain';
import type { Tx } from './client';
import {
  matchStatistics,
  matches,
  players,
  prizeTablePositions,
  prizeTables,
  tournamentTeams,
  tournaments,
} from './schema/index';

const DAY = 86_400_000;

/** Prize tables of the demo: the rule book's first prizes and bonuses, and a few more places. */
const DEMO_TABLES = {
  PD: [150_000_000, 90_000_000, 60_000_000, 30_000_000],
  SD: [160_000_000, 80_000_000, 50_000_000, 25_000_000],
} as const;

/**
 * Season 58 as a finished season: both leagues with all 13 rounds played and their goals and
 * assists loaded, and a saved prize table each, so /crear-premios has a tournament to apply at its
 * end and /tablas and /estadisticas have a past season to show.
 */
export async function seedFinishedSeason(
  tx: Tx,
  options: { seasonId: number; seasonStart: Date; rnd: () => number },
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
          status: 'completed',
          scoreHome: Math.floor(rnd() * 4),
          scoreAway: Math.floor(rnd() * 3),
        })),
      )
      .returning();
    await insertScorers(tx, t.id, teamIds, played, rnd);

    const amounts = DEMO_TABLES[t.format as 'PD' | 'SD'];
    await tx
      .insert(prizeTables)
      .values({ tournamentId: t.id, scorerBonus: 10_000_000, assistsBonus: 10_000_000 });
    await tx
      .insert(prizeTablePositions)
      .values(amounts.map((amount, i) => ({ tournamentId: t.id, position: i + 1, amount })));
  }
}

/** One statistics row per player who scored or assisted, goals spread over a few forwards a team. */
async function insertScorers(
  tx: Tx,
  tournamentId: number,
  teamIds: number[],
  played: (typeof matches.$inferSelect)[],
  rnd: () => number,
): Promise<void> {
  const squads = new Map<number, number[]>();
  const rows = await tx
    .select({ id: players.id, team: players.idTeam })
    .from(players)
    .where(inArray(players.idTeam, teamIds))
    .orderBy(players.id);
  for (const r of rows) squads.set(r.team, [...(squads.get(r.team) ?? []), r.id]);
  const pick = (team: number) => {
    const squad = squads.get(team) ?? [];
    // The first five of a squad take most goals: top lists get real leaders, not a 20-way tie.
    return squad[Math.floor(rnd() ** 2 * Math.min(squad.length, 12))];
  };
  const stats: (typeof matchStatistics.$inferInsert)[] = [];
  for (const m of played) {
    const lines = new Map<number, { teamId: number; goals: number; assists: number }>();
    const add = (player: number | undefined, teamId: number, field: 'goals' | 'assists') => {
      if (player === undefined) return;
      const line = lines.get(player) ?? { teamId, goals: 0, assists: 0 };
      line[field] += 1;
      lines.set(player, line);
    };
    for (const [teamId, goals] of [
      [m.teamHomeId, m.scoreHome ?? 0],
      [m.teamAwayId, m.scoreAway ?? 0],
    ] as const) {
      for (let g = 0; g < goals; g++) {
        const scorer = pick(teamId);
        add(scorer, teamId, 'goals');
        const assister = pick(teamId);
        if (assister !== scorer && rnd() < 0.7) add(assister, teamId, 'assists');
      }
    }
    for (const [playerId, line] of lines) stats.push({ matchId: m.id, tournamentId, playerId, ...line });
  }
  if (stats.length > 0) await tx.insert(matchStatistics).values(stats);
}
