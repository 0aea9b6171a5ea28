import { and, asc, count, eq, inArray, isNull, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { players, teams, type Db, type Tx } from '@liga/db';
import { DIVISIONS, type Player, type PlayerList } from '@liga/domain';
import { pageMetaFor, pageWindow, type Paging } from '../../lib/list-query';
import { preparedPerDb } from '../../lib/prepared';

/** A player's own columns (SquadPlayer): what a squad shows, and what every player view starts from. */
export const squadPlayerColumns = {
  id: players.id,
  name: players.name,
  age: players.age,
  ca: players.ca,
  pa: players.pa,
  value: players.value,
  status: players.status,
};

/** The columns of a player as every list shows it: the team joined in the same query (no N+1). */
const playerColumns = {
  ...squadPlayerColumns,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
};

type PlayerRow = { [K in keyof typeof playerColumns]: (typeof playerColumns)[K]['_']['data'] } & {
  teamDivision: string | null;
};

export function toPlayerView(row: PlayerRow): Player {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    ca: row.ca,
    pa: row.pa,
    value: row.value,
    status: row.status,
    id_team: { id: row.teamId, name: row.teamName, division: row.teamDivision ?? '' },
  };
}

export interface PlayerFilter {
  /** Case-insensitive 'contains' on the name. */
  name?: string | undefined;
  /** Only players of teams outside Primera/Segunda (the free-agent team included). */
  outside?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Teams outside the two divisions: no division or any other. */
export const outsideDivisions = (): SQL =>
  or(isNull(teams.division), not(inArray(teams.division, [...DIVISIONS])))!;

function filterWhere(filter: PlayerFilter): SQL | undefined {
  const parts: SQL[] = [];
  // A seq scan of lower(name) costs ~10 ms at 20,000 players on PGlite (bench/players.ts); no trigram index needed.
  if (filter.name)
    parts.push(sql`lower(${players.name}) like '%' || lower(${escapeLike(filter.name)}) || '%'`);
  if (filter.outside) parts.push(outsideDivisions());
  return parts.length ? and(...parts) : undefined;
}

/** A page of players (every one with `all`), by name, team joined. */
export async function listPlayerViews(db: Db, filter: PlayerFilter, q: Paging): Promise<PlayerList> {
  const paging = pageWindow(q);
  const where = filterWhere(filter);
  const order = [asc(players.name), asc(players.id)];
  const joined = db.select(playerColumns).from(players).innerJoin(teams, eq(teams.id, players.idTeam));
  const counted = filter.outside
    ? db.select({ total: count() }).from(players).innerJoin(teams, eq(teams.id, players.idTeam)).where(where)
    : db.select({ total: count() }).from(players).where(where);
  let rows;
  if (paging.limit === undefined) {
    rows = joined.where(where).orderBy(...order);
  } else {
    // Deferred join: the page's ids come from players alone (walking players_name_id_idx), and only
    // those rows meet their team, so a deep page does not join every row it skips.
    const ids = filter.outside
      ? db
          .select({ id: players.id })
          .from(players)
          .innerJoin(teams, eq(teams.id, players.idTeam))
          .where(where)
      : db.select({ id: players.id }).from(players).where(where);
    rows = joined
      .where(
        inArray(
          players.id,
          ids
            .orderBy(...order)
            .limit(paging.limit)
            .offset(paging.offset ?? 0),
        ),
      )
      .orderBy(...order);
  }
  const [list, totals] = await Promise.all([rows, counted]);
  return { data: (list as PlayerRow[]).map(toPlayerView), meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}

const selectPlayerById = (db: Db | Tx, id: number | Placeholder) =>
  db
    .select(playerColumns)
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(eq(players.id, id));
const playerById = preparedPerDb((db) =>
  selectPlayerById(db, sql.placeholder('id')).prepare('player_view_by_id'),
);

export async function findPlayerView(db: Db | Tx, id: number): Promise<Player | undefined> {
  const [row] = await (playerById(db)?.execute({ id }) ?? selectPlayerById(db, id));
  return row ? toPlayerView(row as PlayerRow) : undefined;
}

/** The players with these ids, team joined, in one query. */
export async function playerViewsByIds(db: Db | Tx, ids: readonly number[]): Promise<Player[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(playerColumns)
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(inArray(players.id, [...ids]));
  return rows.map((row) => toPlayerView(row as PlayerRow));
}
