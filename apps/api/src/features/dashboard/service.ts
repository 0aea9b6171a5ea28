import { type Dashboard } from '@liga/domain';
import { type Db } from '@liga/db';
import type { AuthUser } from '../../plugins/auth';
import { clauseList, type Viewer } from '../market';
import { chosenOrActiveSeason, seasonRange } from '../seasons';
import { listTransferViews } from '../transfers';
import { listMovements } from '../movements';
import { budgetAndTeam, budgetSpent, ownAuctions } from './queries';

/**
 * 'Mi estado' for one season (`?season=`, default the active one; every season when there is none).
 * budget_spent sums the caller's market debits in the ledger within the season's dates (from its start
 * to the next season's start), so it is computed rather than kept (docs/rules.md §12.1).
 */
export async function dashboard(
  db: Db,
  me: AuthUser,
  seasonId: number | undefined,
  now: Date,
  timeZone: string,
): Promise<Dashboard> {
  const season = await chosenOrActiveSeason(db, seasonId);
  const user = await budgetAndTeam(db, me.id);
  const teamId = user?.teamId ?? null;
  const viewer: Viewer = { userId: me.id, now, timeZone };
  const [spent, pending, auctions, executed, received, movements] = await Promise.all([
    budgetSpent(db, me.id, season ? await seasonRange(db, season) : null),
    listTransferViews(db, { pendingFor: me, now, seasonId: season?.id }, me),
    ownAuctions(db, me.id, season?.id),
    clauseList(db, { createdBy: me.id, seasonId: season?.id }, viewer),
    teamId === null ? Promise.resolve([]) : clauseList(db, { teamId, seasonId: season?.id }, viewer),
    listMovements(db, me.id, { page: 1, per_page: 10, all: false }),
  ]);
  return {
    season: season
      ? { id: season.id, name: season.name, start_date: season.startDate?.toISOString() ?? null }
      : null,
    team:
      teamId === null ? null : { id: teamId, name: user!.teamName ?? '', division: user!.teamDivision ?? '' },
    budget: user?.profits ?? 0,
    budget_spent: spent,
    pending_transfers: pending,
    own_auctions: auctions,
    executed_clauses: executed,
    received_clauses: received,
    recent_movements: movements.data,
  };
}
