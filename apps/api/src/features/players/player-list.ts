import { and, asc, count, desc, eq, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { players, teams, type Db } from '@liga/db';
import { DIVISIONS, type PlayerFilterQuery, type PlayerList } from '@liga/domain';
import { pageMetaFor, pageWindow, type Paging } from '../../lib/list-query';
import { selectPlayers, toPlayerView, type PlayerRow } from './player-view';

/** What narrows and orders a players list (PlayerFilterQuerySchema); every field optional. */
export type PlayerFilter = Partial<PlayerFilterQuery>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Teams outside the two divisions: no division or any other. */
export const outsideDivisions = (): SQL =>
  or(isNull(teams.division), not(inArray(teams.division, [...DIVISIONS])))!;

/** Whether the filter reads the team's division, so the count and the page ids need the join. */
const needsTeam = (filter: PlayerFilter) => Boolean(filter.outside || filter.division);

function filterWhere(filter: PlayerFilter): SQL | undefined {
  const parts: SQL[] = [];
  // '%text%' on lower(name): a trigram index serves it where the server has pg_trgm (migration 0021).
  if (filter.name)
    parts.push(sql`lower(${players.name}) like '%' || lower(${escapeLike(filter.name)}) || '%'`);
  if (filter.outside) parts.push(outsideDivisions());
  if (filter.division) parts.push(eq(teams.division, filter.division));
  if (filter.team !== undefined) parts.push(eq(players.idTeam, filter.team));
  if (filter.status) parts.push(eq(players.status, filter.status === 'sin-estado' ? '' : filter.status));
  if (filter.age_min !== undefined) parts.push(gte(players.age, filter.age_min));
  if (filter.age_max !== undefined) parts.push(lte(players.age, filter.age_max));
  return parts.length ? and(...parts) : undefined;
}

const SORT_COLUMNS = {
  name: players.name,
  ca: players.ca,
  pa: players.pa,
  value: players.value,
  age: players.age,
} as const;

/**
 * The order of a list: the sort key, then the id in the same direction, so equal keys keep one
 * order across pages and each sort walks its (key, id) index forwards or backwards (migration 0009).
 */
function orderOf(filter: PlayerFilter): SQL[] {
  const by = filter.dir === 'desc' ? desc : asc;
  return [by(SORT_COLUMNS[filter.sort ?? 'name']), by(players.id)];
}

/** A page of players (every one without `page` or with `all`), filtered and sorted, team joined. */
export async function listPlayerViews(db: Db, filter: PlayerFilter, q: Paging): Promise<PlayerList> {
  const paging = pageWindow(q);
  const where = filterWhere(filter);
  const order = orderOf(filter);
  const joined = selectPlayers(db);
  // The team joins the count and the page's ids only when a filter reads its division.
  // Drizzle's dynamic mode: the join and the conditions are added to the query being built.
  const matching = <Q extends PgSelect>(query: Q) => {
    if (needsTeam(filter)) query.innerJoin(teams, eq(teams.id, players.idTeam));
    return query.where(where);
  };
  const counted = matching(db.select({ total: count() }).from(players).$dynamic());
  let rows;
  if (paging.limit === undefined) {
    rows = joined.where(where).orderBy(...order);
  } else {
    // Deferred join: the page's ids come from players alone (walking the sort's index), and only
    // those rows meet their team, so a deep page does not join every row it skips.
    const ids = matching(db.select({ id: players.id }).from(players).$dynamic())
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset ?? 0);
    rows = joined.where(inArray(players.id, ids)).orderBy(...order);
  }
  const [list, totals] = await Promise.all([rows, counted]);
  return { data: (list as PlayerRow[]).map(toPlayerView), meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}
