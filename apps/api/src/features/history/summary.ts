import { and, eq, isNull } from 'drizzle-orm';
import { rankSeasonTop, seasonClosings, seasons, storedSeasonTop, type Db } from '@liga/db';
import { SEASON_MESSAGES, may, type SeasonSummary } from '@liga/domain';
import type { DerivedCache } from '../../lib/derived-cache';
import { notFound } from '../../lib/http-errors';
import { standingLines } from '../standings';
import { championsOf, seasonPrizes, topEntries } from './queries';
import { frozenTables, liveTables } from './tables';

const ref = (t: { id: number; name: string }) => ({ id: t.id, name: t.name });

/**
 * GET /seasons/{id}/summary (docs/decisions/030). A closed season reads what its close froze (tables,
 * champions, top lists: indexed reads of a few rows each); any other season its live tables and top
 * lists, through the derived cache under the keys /tablas uses. Amounts only for league members
 * (docs/rules.md §13 budgets).
 */
export async function seasonSummary(
  db: Db,
  derived: DerivedCache,
  seasonId: number,
  viewerRol: string,
): Promise<SeasonSummary> {
  const [found] = await db
    .select({ season: seasons, closing: seasonClosings })
    .from(seasons)
    .leftJoin(seasonClosings, and(eq(seasonClosings.seasonId, seasons.id), isNull(seasonClosings.reopenedAt)))
    .where(eq(seasons.id, seasonId));
  if (!found) throw notFound(SEASON_MESSAGES.notFound);
  const { season, closing } = found;
  const money = may(viewerRol, 'seeBudgets');
  const [tables, top, champions, paid] = await Promise.all([
    closing
      ? frozenTables(db, seasonId)
      : liveTables(db, seasonId, (id) => derived.get(`standings:${id}`, () => standingLines(db, id))),
    closing
      ? storedSeasonTop(db, seasonId).then(topEntries)
      : derived.get(`season-top:${seasonId}`, async () => topEntries(await rankSeasonTop(db, seasonId))),
    closing ? championsOf(db, [seasonId]) : undefined,
    seasonPrizes(db, seasonId),
  ]);
  return {
    season: {
      id: season.id,
      name: season.name,
      active: season.active,
      closed_at: closing?.closedAt.toISOString() ?? null,
    },
    tables_source: closing ? 'frozen' : 'live',
    champions: champions?.get(seasonId) ?? [],
    promoted: (closing?.promoted ?? []).map(ref),
    relegated: (closing?.relegated ?? []).map(ref),
    tables,
    top_scorers: top.goals,
    top_assisters: top.assists,
    prizes: paid.map((p) => ({
      id: p.id,
      tournament: { id: p.tournamentId, name: p.tournamentName },
      team: { id: p.teamId, name: p.teamName },
      position: p.position,
      amount: money ? p.amount : null,
    })),
    prizes_total: money ? paid.reduce((sum, p) => sum + p.amount, 0) : null,
    objectives: (closing?.objectives ?? []).map((o) => ({
      team: { id: o.team_id, name: o.team_name },
      division: o.division,
      objective: o.objective,
      result: o.result,
      steps: o.steps,
      met: o.steps >= 0,
      amount: money ? o.amount : null,
    })),
  };
}
