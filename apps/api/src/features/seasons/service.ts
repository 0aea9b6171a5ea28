import { asc, eq } from 'drizzle-orm';
import { seasons, type Db } from '@liga/db';
import { SEASON_MESSAGES, utcDateTime, type Season as SeasonView, type SeasonStart } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { activeSeason, type Season } from './season';

export const toView = (s: Season): SeasonView => ({
  id: s.id,
  name: s.name,
  start_date: s.startDate?.toISOString() ?? null,
  active: s.active,
});

/** GET /season: every season, oldest first. */
export async function listSeasons(db: Db): Promise<SeasonView[]> {
  return (await db.select().from(seasons).orderBy(asc(seasons.id))).map(toView);
}

/** GET /seasons/start: the active season and when its market opens (null: already open). */
export async function activeSeasonStart(db: Db): Promise<SeasonStart> {
  const active = await activeSeason(db);
  const start = active?.startDate ?? null;
  return {
    id: active?.id ?? null,
    start_date: utcDateTime(start ?? new Date(0)),
    start_at: start?.toISOString() ?? null,
  };
}

/** PUT /seasons/{id}/start (Admin): the market gates open from this instant (docs/rules.md §2.6). */
export async function setSeasonStart(db: Db, id: number, startDate: string | null): Promise<SeasonView> {
  const [row] = await db
    .update(seasons)
    .set({ startDate: startDate === null ? null : new Date(startDate) })
    .where(eq(seasons.id, id))
    .returning();
  if (!row) throw notFound(SEASON_MESSAGES.notFound);
  return toView(row);
}
