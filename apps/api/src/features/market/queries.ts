import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { releaseClauses, type Db, type Tx } from '@liga/db';
import { rankOffers, type ClauseView } from '@liga/domain';
import { clauseCreator, selectClauseRows, toClauseViews, type Viewer } from './clause-view';

/** Confirmed clauses that took players from a team in a season (MAX_CLAUSES_LOST_PER_SEASON). */
export async function clausesLost(db: Db | Tx, seasonId: number, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(releaseClauses)
    .where(
      and(
        eq(releaseClauses.idSeason, seasonId),
        eq(releaseClauses.idTeam, teamId),
        eq(releaseClauses.confirmed, true),
      ),
    );
  return row?.n ?? 0;
}

const inSeason = (season: number | undefined): SQL | undefined =>
  season === undefined ? undefined : eq(releaseClauses.idSeason, season);

/**
 * One player's offers in a season (GET /clausulas/{id}), in the order they were made (the league's
 * client computes the reveal from the first). Once revealed, `rank` numbers the live ones (DESIGN.md
 * §6: highest total, ties to the earlier), so rank 1 is the offer that wins.
 */
export async function playerOffers(
  db: Db,
  playerId: number,
  season: number,
  viewer: Viewer,
): Promise<ClauseView[]> {
  const rows = await selectClauseRows(db)
    .where(and(eq(releaseClauses.idPlayer, playerId), inSeason(season)))
    .orderBy(asc(releaseClauses.createdAt), asc(releaseClauses.id));
  const views = await toClauseViews(db, rows, viewer);
  if (!views.some((v) => v.revealed)) return views;
  const byId = new Map(views.map((v) => [v.id, v]));
  const rank = (list: ClauseView[]) =>
    rankOffers(list.map((v) => ({ ...v, total_value: v.total_value ?? 0 }))).map((r) => byId.get(r.id)!);
  const ranks = new Map(rank(views.filter((v) => v.active === 'yes')).map((v, i) => [v.id, i + 1]));
  return views.map((v) => ({ ...v, rank: ranks.get(v.id) ?? null }));
}

/** 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' (spec 01 §4): the latest live offer per player, newest first. */
export async function executedClauses(
  db: Db,
  season: number | undefined,
  viewer: Viewer,
): Promise<ClauseView[]> {
  const latest = db
    .select({ id: max(releaseClauses.id) })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.active, true), eq(releaseClauses.confirmed, false), inSeason(season)))
    .groupBy(releaseClauses.idPlayer);
  const rows = await selectClauseRows(db)
    .where(inArray(releaseClauses.id, sql`(${latest})`))
    .orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id));
  return toClauseViews(db, rows, viewer);
}

/** Which offers a list shows: by their bidder, by the selling team, within a season. */
export interface ClauseFilter {
  createdBy?: number;
  teamId?: number;
  seasonId?: number | undefined;
}

/** Offers matching the filter, newest first, sealed for the viewer. */
export async function clauseList(db: Db | Tx, filter: ClauseFilter, viewer: Viewer): Promise<ClauseView[]> {
  const rows = await selectClauseRows(db)
    .where(
      and(
        filter.createdBy === undefined ? undefined : eq(releaseClauses.createdBy, filter.createdBy),
        filter.teamId === undefined ? undefined : eq(releaseClauses.idTeam, filter.teamId),
        inSeason(filter.seasonId),
      ),
    )
    .orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id));
  return toClauseViews(db, rows, viewer);
}

/** /misofertas (spec 02 §2): only offers whose creator is the caller. */
export const myOffers = (db: Db, season: number | undefined, viewer: Viewer) =>
  clauseList(db, { createdBy: viewer.userId, seasonId: season }, viewer);

/** /ofertas-confirmadas (spec 02 §2): confirmed offers sorted by creator name. */
export async function confirmedOffers(
  db: Db,
  season: number | undefined,
  viewer: Viewer,
): Promise<ClauseView[]> {
  const rows = await selectClauseRows(db)
    .where(and(eq(releaseClauses.confirmed, true), inSeason(season)))
    .orderBy(
      asc(sql`lower(${clauseCreator.name})`),
      desc(releaseClauses.confirmedAt),
      desc(releaseClauses.id),
    );
  return toClauseViews(db, rows, viewer);
}
