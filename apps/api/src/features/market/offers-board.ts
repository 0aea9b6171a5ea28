import { count, eq, max, sql } from 'drizzle-orm';
import { releaseClauses, type Db } from '@liga/db';
import { isRevealed, revealAt, type OfferBoardRow } from '@liga/domain';
import { playerViewsByIds } from '../players';
import { anchorKey, revealAnchors, type Viewer } from './clause-view';

/** GET /offers: the players with offers in a season, those still open first, then the latest offered. */
export async function offersBoard(db: Db, season: number, viewer: Viewer): Promise<OfferBoardRow[]> {
  const groups = await db
    .select({
      idPlayer: releaseClauses.idPlayer,
      count: count(),
      active: sql<number>`count(*) filter (where ${releaseClauses.active})`.mapWith(Number),
      confirmed: sql<boolean>`bool_or(${releaseClauses.confirmed})`.mapWith(Boolean),
      last: max(releaseClauses.createdAt),
    })
    .from(releaseClauses)
    .where(eq(releaseClauses.idSeason, season))
    .groupBy(releaseClauses.idPlayer);
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.idPlayer);
  const [anchors, found] = await Promise.all([
    revealAnchors(
      db,
      ids.map((idPlayer) => ({ idPlayer, idSeason: season })),
    ),
    playerViewsByIds(db, ids),
  ]);
  const byId = new Map(found.map((p) => [p.id, p]));
  return groups
    .flatMap((g) => {
      const player = byId.get(g.idPlayer);
      const anchor = anchors.get(anchorKey(g.idPlayer, season));
      if (!player || !anchor || !g.last) return [];
      return [
        {
          player,
          count: g.count,
          active_count: g.active,
          confirmed: g.confirmed,
          revealed: isRevealed(anchor, viewer.now, viewer.timeZone),
          reveal_at: revealAt(anchor, viewer.timeZone).toISOString(),
          last_offer_at: g.last.toISOString(),
        },
      ];
    })
    .sort(
      (a, b) =>
        Number(b.active_count > 0) - Number(a.active_count > 0) ||
        b.last_offer_at.localeCompare(a.last_offer_at),
    );
}
