import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { players, teams, users, type Db, type Tx } from '@liga/db';
import {
  DIVISIONS,
  REGISTERED,
  isDivision,
  type ObjectiveTeamInput,
  type Team,
  type TeamList,
  type Division,
} from '@liga/domain';
import { runPage, type Paging } from '../../lib/list-query';
import { namedRef } from '../../lib/named-ref';

const teamColumns = {
  id: teams.id,
  name: teams.name,
  division: teams.division,
  idUser: teams.idUser,
  ownerName: users.name,
};
type TeamRow = {
  id: number;
  name: string;
  division: Division | null;
  idUser: number | null;
  ownerName: string | null;
};

export function toTeamView(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    division: row.division ?? '',
    id_user: row.idUser,
    user: namedRef(row.idUser, row.ownerName),
  };
}

const selectTeams = (db: Db | Tx, where?: SQL) =>
  db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.idUser)).where(where);

/** Primera first, then Segunda, then the rest; by name within each. */
const divisionOrder = sql`case ${teams.division} when 'Primera' then 0 when 'Segunda' then 1 else 2 end`;

/** The teams with these ids, each with its manager, by id (one statement). */
export async function teamViewsByIds(db: Db, ids: readonly number[]): Promise<Team[]> {
  if (ids.length === 0) return [];
  const rows = await selectTeams(db, inArray(teams.id, [...ids])).orderBy(asc(teams.id));
  return rows.map(toTeamView);
}

/** A page of teams (every one with `all`). */
export async function listTeamViews(db: Db, q: Paging): Promise<TeamList> {
  const query = selectTeams(db).orderBy(divisionOrder, asc(teams.name), asc(teams.id));
  return runPage(q, query, db.select({ total: count() }).from(teams), toTeamView);
}

export async function findTeamView(db: Db | Tx, id: number): Promise<Team | undefined> {
  const [row] = await selectTeams(db, eq(teams.id, id));
  return row ? toTeamView(row) : undefined;
}

export async function userExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}

/** Whether the user owns a team other than `exceptTeam`. */
export async function ownsAnotherTeam(tx: Tx, userId: number, exceptTeam?: number): Promise<boolean> {
  const other = exceptTeam === undefined ? undefined : ne(teams.id, exceptTeam);
  return (
    (
      await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.idUser, userId), other))
    ).length > 0
  );
}

/** Every Primera/Segunda team with the CA of each registered player: two queries, whatever the number of teams. */
export async function objectiveInputs(db: Db | Tx): Promise<ObjectiveTeamInput[]> {
  const inDivisions = inArray(teams.division, [...DIVISIONS]);
  // One after the other: a season's close reads them inside its transaction, on one connection.
  const teamRows = await selectTeams(db, inDivisions);
  const caRows = await db
    .select({ teamId: players.idTeam, ca: players.ca })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(and(inDivisions, eq(players.status, REGISTERED)));
  const cas = new Map<number, number[]>();
  for (const { teamId, ca } of caRows) (cas.get(teamId) ?? cas.set(teamId, []).get(teamId)!).push(ca);
  return teamRows.flatMap((row) => {
    if (!isDivision(row.division)) return [];
    const { user } = toTeamView(row);
    return [
      {
        id: row.id,
        name: row.name,
        division: row.division,
        owner: user,
        registeredCas: cas.get(row.id) ?? [],
      },
    ];
  });
}

/** The team a manager owns (one team per manager), if any. */
export async function ownTeamId(db: Db | Tx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.idUser, userId));
  return row?.id;
}
