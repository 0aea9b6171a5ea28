import { eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { players, teams, type Db, type Tx } from '@liga/db';
import type { Player } from '@liga/domain';
import { preparedPerDb } from '../../lib/prepared';

/** A player's name, age, ratings and value: what the public pages show of him. */
export const playerCardColumns = {
  id: players.id,
  name: players.name,
  age: players.age,
  ca: players.ca,
  pa: players.pa,
  value: players.value,
};

/** A player's own columns (SquadPlayer): what a squad shows, and what every player view starts from. */
export const squadPlayerColumns = { ...playerCardColumns, status: players.status };

/** The columns of a player as every list shows it: the team joined in the same query (no N+1). */
export const playerColumns = {
  ...squadPlayerColumns,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
  transferable: players.transferable,
};

export type PlayerRow = { [K in keyof typeof playerColumns]: (typeof playerColumns)[K]['_']['data'] } & {
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
    // Only when set, so an unmarked player's answer is unchanged (decision 034).
    ...(row.transferable ? { transferable: true as const } : {}),
  };
}

/** Players with their team joined (playerColumns), for a caller to filter and order. */
export const selectPlayers = (db: Db | Tx) =>
  db.select(playerColumns).from(players).innerJoin(teams, eq(teams.id, players.idTeam));

const selectPlayerById = (db: Db | Tx, id: number | Placeholder) =>
  selectPlayers(db).where(eq(players.id, id));
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
  const rows = await selectPlayers(db).where(inArray(players.id, [...ids]));
  return rows.map((row) => toPlayerView(row as PlayerRow));
}
