import { and, eq, isNull } from 'drizzle-orm';
import { seasonClosings, seasonObjectives, seasons, type Db, type Tx } from '@liga/db';
import { rankObjectives, type DivisionObjectives } from '@liga/domain';
import { disciplineSettings, resetInstant } from '../../lib/discipline-settings';
import { objectiveInputs } from './queries';

/**
 * Season objectives frozen when the market closes (docs/rules.md §3.5, decision 024): the league's
 * `market_close_date` (discipline settings, start of that day in the league's zone). The first read or
 * sweep after that moment writes the active season's `season_objectives` from the teams screen's ranking,
 * once: under the season row's lock, and only while the season has none and is not closed. A date before
 * the season started (its market opened, or it was created) belongs to an earlier season and freezes nothing.
 */
export async function freezeObjectivesAtMarketClose(db: Db, now: Date, timeZone: string): Promise<number> {
  const settings = await disciplineSettings(db);
  const close = resetInstant(settings.market_close_date ?? null, timeZone);
  if (!close || now < close) return 0;
  return db.transaction(async (tx) => {
    const [season] = await tx.select().from(seasons).where(eq(seasons.active, true)).for('update');
    if (!season || close < (season.startDate ?? season.createdAt)) return 0;
    const [frozen] = await tx
      .select({ teamId: seasonObjectives.teamId })
      .from(seasonObjectives)
      .where(eq(seasonObjectives.seasonId, season.id))
      .limit(1);
    const [closed] = await tx
      .select({ id: seasonClosings.id })
      .from(seasonClosings)
      .where(and(eq(seasonClosings.seasonId, season.id), isNull(seasonClosings.reopenedAt)));
    if (frozen || closed) return 0;
    const rows = rankObjectives(await objectiveInputs(tx)).flatMap(({ division, teams }) =>
      teams.map((t) => ({
        seasonId: season.id,
        teamId: t.id,
        division,
        rank: t.rank,
        objective: t.objective,
        averageCa: t.average_ca,
      })),
    );
    if (rows.length > 0) await tx.insert(seasonObjectives).values(rows).onConflictDoNothing();
    return rows.length;
  });
}

/** The active season's frozen objectives and when they froze; none: the ranking is live. */
async function activeFrozen(db: Db | Tx) {
  return db
    .select({
      teamId: seasonObjectives.teamId,
      rank: seasonObjectives.rank,
      objective: seasonObjectives.objective,
      averageCa: seasonObjectives.averageCa,
      frozenAt: seasonObjectives.frozenAt,
    })
    .from(seasonObjectives)
    .innerJoin(seasons, and(eq(seasons.id, seasonObjectives.seasonId), eq(seasons.active, true)));
}

/**
 * The teams screen's objectives: the live ranking, with each team's rank, objective and average replaced
 * by the frozen ones once the active season froze them (`frozen_at`).
 */
export async function objectivesView(
  db: Db,
  live: DivisionObjectives[],
): Promise<{ data: DivisionObjectives[]; frozen_at: string | null }> {
  const frozen = await activeFrozen(db);
  if (frozen.length === 0) return { data: live, frozen_at: null };
  const byTeam = new Map(frozen.map((f) => [f.teamId, f]));
  const data = live.map(({ division, teams }) => ({
    division,
    teams: teams
      .map((t) => {
        const f = byTeam.get(t.id);
        return f ? { ...t, rank: f.rank, objective: f.objective, average_ca: f.averageCa } : t;
      })
      .sort((a, b) => a.rank - b.rank),
  }));
  const at = frozen.reduce((first, f) => (f.frozenAt < first ? f.frozenAt : first), frozen[0]!.frozenAt);
  return { data, frozen_at: at.toISOString() };
}
