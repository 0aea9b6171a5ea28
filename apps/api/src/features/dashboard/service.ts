import { and, desc, eq, type SQL } from 'drizzle-orm';
import { releaseClauses, teams, users, type Db } from '@liga/db';
import { selectClauseRows, toClauseViews, type Viewer } from '../../lib/clause-view';
import { chosenOrActiveSeason, seasonRange } from '../../lib/season';
import { listTransferViews, pendingFor } from '../../lib/transfer-view';
import type { AuthUser } from '../../plugins/auth';
import { budgetSpent, ownAuctions, recentMovements } from './queries';
import { type Dashboard } from '@liga/domain';

const clauses = async (db: Db, where: SQL | undefined, viewer: Viewer) =>
  toClauseViews(
    db,
    await selectClauseRows(db).where(where).orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id)),
    viewer,
  );

/**
 * 'Mi estado' for one season (`?season=`, default the active one; every season when there is none).
 * budget_spent sums the caller's market debits in the ledger within the season's dates (from its start
 * to the next season's start), so it is computed rather than kept (DESIGN.md §6).
 */
export async function dashboard(
  db: Db,
  me: AuthUser,
  seasonId: number | undefined,
  now: Date,
  timeZone: string,
): Promise<Dashboard> {
  const season = await chosenOrActiveSeason(db, seasonId);
  const [user] = await db
    .select({ profits: users.profits, teamId: teams.id, teamName: teams.name, teamDivision: teams.division })
    .from(users)
    .leftJoin(teams, eq(teams.idUser, users.id))
    .where(eq(users.id, me.id));
  const teamId = user?.teamId ?? null;
  const viewer: Viewer = { userId: me.id, now, timeZone };
  const inSeason = season ? eq(releaseClauses.idSeason, season.id) : undefined;
  const [spent, pending, auctions, executed, received, movements] = await Promise.all([
    budgetSpent(db, me.id, season ? await seasonRange(db, season) : null),
    listTransferViews(db, pendingFor(me, season?.id), me),
    ownAuctions(db, me.id, season?.id),
    clauses(db, and(eq(releaseClauses.createdBy, me.id), inSeason), viewer),
    teamId === null
      ? Promise.resolve([])
      : clauses(db, and(eq(releaseClauses.idTeam, teamId), inSeason), viewer),
    recentMovements(db, me.id),
  ]);
  return {
    season: season
      ? { id: season.id, name: season.name, start_date: season.startDate?.toISOString() ?? null }
      : null,
    team:
      teamId === null
        ? null
        : { id: teamId, name: user!.teamName ?? '', division: user!.teamDivision ?? null },
    budget: user?.profits ?? 0,
    budget_spent: spent,
    pending_transfers: pending,
    own_auctions: auctions,
    executed_clauses: executed,
    received_clauses: received,
    recent_movements: movements,
  };
}
