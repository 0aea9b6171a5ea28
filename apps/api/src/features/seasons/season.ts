import { eq } from 'drizzle-orm';
import { seasons, type Db, type Tx } from '@liga/db';
import { GATE_RESTRICTED, SEASON_MESSAGES, formatDateTime, gateOpensAt } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';

export type Season = typeof seasons.$inferSelect;

export async function activeSeason(db: Db | Tx): Promise<Season | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.active, true));
  return row ?? null;
}

/** The active season, or a 422 naming the `season` field: market actions always happen in it (docs/rules.md §2.1). */
export async function requireActiveSeason(db: Db | Tx): Promise<Season> {
  const season = await activeSeason(db);
  if (!season) throw ruleBroken('season', SEASON_MESSAGES.noActive);
  return season;
}

/** The season a list asks for; an unknown id is a 422 rather than an empty list that looks real. */
export async function findSeason(db: Db | Tx, id: number): Promise<Season> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  if (!row) throw ruleBroken('season', SEASON_MESSAGES.notFound);
  return row;
}

/** A list's `?season=` filter: the id when sent (a 422 when unknown), else undefined (every season). */
export async function seasonFilter(db: Db | Tx, id: number | undefined): Promise<number | undefined> {
  return id === undefined ? undefined : (await findSeason(db, id)).id;
}

/** `?season=` when given, else the active season (null when there is none). */
export async function chosenOrActiveSeason(db: Db | Tx, id: number | undefined): Promise<Season | null> {
  return id === undefined ? activeSeason(db) : findSeason(db, id);
}

/**
 * The market gates (docs/rules.md §2.6): clauses open at the season start, transfers and auctions
 * `delayHours` later. A season without a start date counts as started.
 */
export function assertMarketOpen(season: Season, now: Date, timeZone: string, delayHours = 0): void {
  if (!season.startDate) return;
  const opens = gateOpensAt(season.startDate, delayHours);
  if (now.getTime() < opens.getTime())
    throw ruleBroken('season', `${GATE_RESTRICTED} ${formatDateTime(opens, timeZone)}`);
}

/**
 * The instants a season covers, for money totals: from its start (or creation, when it has no start
 * date) to the next season's start, open-ended for the latest one.
 */
export async function seasonRange(db: Db | Tx, season: Season): Promise<{ from: Date; to: Date | null }> {
  const startOf = (s: Season) => s.startDate ?? s.createdAt;
  const from = startOf(season);
  const later = (await db.select().from(seasons)).map(startOf).filter((t) => t.getTime() > from.getTime());
  const to = later.length > 0 ? new Date(Math.min(...later.map((t) => t.getTime()))) : null;
  return { from, to };
}

/** Forms and lists default to the one active season (docs/rules.md §2.1). */
export async function activeSeasonId(db: Db | Tx): Promise<number | undefined> {
  return (await activeSeason(db))?.id;
}
