import { and, asc, count, desc, eq, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { releaseClauses, type Db, type Tx } from '@liga/db';
import { confirmBlock, revealAt, roundStanding, type ClauseView } from '@liga/domain';
import { clauseCreator, revealAnchor, selectClauseRows, toClauseViews, type Viewer } from './clause-view';
import { roundOffer } from './round-offer';

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
 * client computes the reveal from the first). Once revealed, `rank` numbers the live ones
 * (docs/rules.md §4.4: highest total, ties to the earlier), so rank 1 is the offer that wins; `confirm_block` says why
 * the caller may not confirm each one (decision 015). A tie at the top opens the tie-break
 * (`tiebreak_until`, `tied`; decision 022): until it ends the ranking reads the revealed totals.
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
  const anchor = revealAnchor(rows.map((r) => r.clause));
  if (!anchor) return views;
  // The same ranking, tie-break and rule as the confirmation (confirm-offer.ts), on the same rows.
  const round = roundStanding(
    rows.map((r) => roundOffer(r.clause)),
    revealAt(anchor, viewer.timeZone),
    viewer.now,
  );
  const liveBidders = rows.filter((r) => r.clause.active).map((r) => r.clause.createdBy);
  return views.map((v, i) => {
    const { clause, sellerOwner } = rows[i]!;
    const tiebreak = v.revealed ? round.tiebreak : null;
    return {
      ...v,
      rank: v.revealed ? round.ranked.findIndex((o) => o.id === v.id) + 1 || null : null,
      tiebreak_until: tiebreak?.endsAt.toISOString() ?? null,
      tied: tiebreak?.tiedIds.includes(v.id) ?? false,
      tiebreak_open: tiebreak !== null && round.running,
      confirm_block: confirmBlock({
        actorId: viewer.userId,
        offer: clause,
        sellerOwnerId: sellerOwner,
        liveBidders,
        revealed: v.revealed,
        tiebreakRunning: round.running,
        winnerId: round.winner?.id ?? null,
      }),
    };
  });
}

/** 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' (docs/rules.md §4): the latest live offer per player, newest first. */
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

/** Which offers a list shows: by their bidder, by the selling team, within a season, naming a player. */
export interface ClauseFilter {
  createdBy?: number;
  teamId?: number;
  seasonId?: number | undefined;
  /** Offers on the player or paying with him (the player page, decision 026). */
  playerId?: number;
}

const namingPlayer = (id: number | undefined): SQL | undefined =>
  id === undefined
    ? undefined
    : or(
        eq(releaseClauses.idPlayer, id),
        sql`${releaseClauses.otherPlayers} @> ${JSON.stringify([id])}::jsonb`,
      );

/** Offers matching the filter, newest first, sealed for the viewer. */
export async function clauseList(db: Db | Tx, filter: ClauseFilter, viewer: Viewer): Promise<ClauseView[]> {
  const rows = await selectClauseRows(db)
    .where(
      and(
        filter.createdBy === undefined ? undefined : eq(releaseClauses.createdBy, filter.createdBy),
        filter.teamId === undefined ? undefined : eq(releaseClauses.idTeam, filter.teamId),
        inSeason(filter.seasonId),
        namingPlayer(filter.playerId),
      ),
    )
    .orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id));
  return toClauseViews(db, rows, viewer);
}

/** /misofertas: only offers whose creator is the caller. */
export const myOffers = (db: Db, season: number | undefined, viewer: Viewer) =>
  clauseList(db, { createdBy: viewer.userId, seasonId: season }, viewer);

/** /ofertas-confirmadas: confirmed offers sorted by creator name. */
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
