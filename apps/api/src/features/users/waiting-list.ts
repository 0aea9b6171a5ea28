import { and, asc, count, eq, isNull, inArray, sql } from 'drizzle-orm';
import { teams, users, type Db } from '@liga/db';
import {
  DIVISIONS,
  SIGNUP_ROLE,
  managerRoleFor,
  may,
  type User,
  type WaitingList,
  type WaitingPlace,
  type Division,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { runPage, type Paging } from '../../lib/list-query';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import type { AuthUser } from '../../plugins/auth';
import { findUserView } from './user-view';
import { messages } from './messages';

const waiting = eq(users.rol, SIGNUP_ROLE);
/** Sign-up order (decision 026): who signed up first is first; the id breaks a tie of instants. */
const queueOrder = [asc(users.createdAt), asc(users.id)];

/** Primera and Segunda teams nobody runs, by division and name: what an assignment can hand out. */
export function freeTeams(db: Db) {
  return db
    .select({ id: teams.id, name: teams.name, division: sql<Division | ''>`coalesce(${teams.division}, '')` })
    .from(teams)
    .where(and(isNull(teams.idUser), inArray(teams.division, [...DIVISIONS])))
    .orderBy(asc(teams.division), asc(teams.name), asc(teams.id));
}

/** The waiting list in sign-up order, a page at a time, emails only for an Admin (docs/rules.md §13). */
export async function waitingList(db: Db, q: Paging, viewer: AuthUser): Promise<WaitingList> {
  const first = q.all || q.page === undefined ? 0 : (q.page - 1) * q.per_page;
  const query = db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(waiting)
    .orderBy(...queueOrder);
  const showEmail = may(viewer.rol, 'seeEmails');
  let index = 0;
  const [page, free] = await Promise.all([
    runPage(q, query, db.select({ total: count() }).from(users).where(waiting), (row) => ({
      id: row.id,
      name: row.name,
      email: showEmail ? row.email : null,
      position: first + ++index,
      created_at: row.createdAt.toISOString(),
    })),
    freeTeams(db),
  ]);
  return { ...page, free_teams: free };
}

/** The caller's place in the queue, or null when they are not on it. */
export async function waitingPlace(db: Db, userId: number): Promise<WaitingPlace | null> {
  const [me] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, userId), waiting));
  if (!me) return null;
  // Compared with the stored row, not a JS Date: PostgreSQL keeps microseconds a Date would cut off.
  const ahead = sql`(${users.createdAt}, ${users.id}) <= (select me.created_at, me.id from users me where me.id = ${userId})`;
  const [[position], [total], free, admins] = await Promise.all([
    db.select({ n: count() }).from(users).where(and(waiting, ahead)),
    db.select({ n: count() }).from(users).where(waiting),
    db.select({ n: count() }).from(freeTeams(db).as('free')),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.rol, 'Admin'))
      .orderBy(asc(users.name)),
  ]);
  return {
    position: position?.n ?? 1,
    total: total?.n ?? 1,
    signed_up_at: me.createdAt.toISOString(),
    free_teams: free[0]?.n ?? 0,
    admins,
  };
}

/**
 * Hands a free Primera/Segunda team to a waiting-list user in one transaction: the user becomes
 * the division's manager (decision 026). The user row, then the team row, are locked, so two
 * assignments of one team, or of one user, never both pass; the owner index backs it.
 */
export async function assignTeam(db: Db, userId: number, teamId: number, now: Date): Promise<User> {
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ rol: users.rol })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw notFound(messages.notFound);
      if (user.rol !== SIGNUP_ROLE) throw ruleBroken('id', messages.notWaiting);
      const [team] = await tx
        .select({ division: teams.division, owner: teams.idUser })
        .from(teams)
        .where(eq(teams.id, teamId))
        .for('update');
      if (!team) throw ruleBroken('team_id', messages.teamMissing);
      const rol = managerRoleFor(team.division);
      if (rol === null) throw ruleBroken('team_id', messages.teamOutsideLeague);
      if (team.owner !== null) throw ruleBroken('team_id', messages.teamTaken);
      await tx.update(teams).set({ idUser: userId, updatedAt: now }).where(eq(teams.id, teamId));
      await tx.update(users).set({ rol, updatedAt: now }).where(eq(users.id, userId));
    });
  } catch (error) {
    // A team already run by this user (teams_owner_idx): the role says waiting, the data says otherwise.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken('id', messages.alreadyRunsTeam);
    throw error;
  }
  return (await findUserView(db, userId))!;
}
