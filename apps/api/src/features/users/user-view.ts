import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { discordLinks, teams, users, type Db, type Tx } from '@liga/db';
import { may, type User, type UserEntry, type UserList } from '@liga/domain';
import { runPage, type Paging } from '../../lib/list-query';
import { preparedPerDb } from '../../lib/prepared';

/** The columns of a user as every endpoint shows it: team and Discord link joined in one query. */
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  rol: users.rol,
  profits: users.profits,
  costs: users.costs,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  discordUser: discordLinks.discordUsername,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division,
};

type UserRow = {
  [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['notNull'] extends true
    ? (typeof userColumns)[K]['_']['data']
    : (typeof userColumns)[K]['_']['data'] | null;
};

export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rol: row.rol,
    profits: row.profits,
    costs: row.costs,
    discord_user: row.discordUser,
    team:
      row.teamId === null
        ? null
        : { id: row.teamId, name: row.teamName ?? '', division: row.teamDivision ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectUsers(db: Db | Tx, where?: SQL) {
  const query = db
    .select(userColumns)
    .from(users)
    .leftJoin(teams, eq(teams.idUser, users.id))
    .leftJoin(discordLinks, eq(discordLinks.userId, users.id));
  return where ? query.where(where) : query;
}

/** What `viewer` may see of `user` (docs/rules.md §13): emails to an Admin, budgets to league members. */
export function visibleTo(user: User, viewer: { id: number; rol: string }): UserEntry {
  if (user.id === viewer.id) return user;
  return {
    ...user,
    email: may(viewer.rol, 'seeEmails') ? user.email : null,
    profits: may(viewer.rol, 'seeBudgets') ? user.profits : null,
    costs: may(viewer.rol, 'seeBudgets') ? user.costs : null,
  };
}

const userById = preparedPerDb((db) =>
  selectUsers(db, eq(users.id, sql.placeholder('id'))).prepare('user_view_by_id'),
);

export async function findUserView(db: Db | Tx, id: number): Promise<User | undefined> {
  const [row] = await (userById(db)?.execute({ id }) ?? selectUsers(db, eq(users.id, id)));
  return row ? toUserView(row as UserRow) : undefined;
}

/** A page of users by name (every one with `all`), as `viewer` may see them. */
export async function listUserViews(
  db: Db,
  q: Paging,
  viewer: { id: number; rol: string },
): Promise<UserList> {
  const query = selectUsers(db).orderBy(asc(users.name), asc(users.id));
  return runPage(q, query, db.select({ total: count() }).from(users), (row) =>
    visibleTo(toUserView(row as UserRow), viewer),
  );
}
