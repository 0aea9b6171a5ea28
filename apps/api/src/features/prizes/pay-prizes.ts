import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { moveMoney, prizes, teams, tournaments, type Db, type Tx } from '@liga/db';
import { isDivision, prizeKey, type FieldErrors, type PrizeInput } from '@liga/domain';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { notifyPrizePaid } from '../notifications';

export interface PaidOutcome {
  paid: number[];
  alreadyPaid: number[];
}

const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/**
 * Pays each prize to its team's manager once per (tournament, team, position) (docs/rules.md §12, §11).
 *
 * One transaction: the teams are read FOR SHARE (the manager paid is the one in charge now and
 * cannot change mid-payment), every reference is checked before anything is written, then each
 * prize row is inserted with ON CONFLICT DO NOTHING against the unique index of live prizes. Twenty
 * identical submissions at once therefore insert each row once: the others wait on the index entry
 * and, once it commits, find the conflict and pay nothing. Rows are inserted in key order and the
 * money moved afterwards in user order, so overlapping submissions never wait on each other in a cycle.
 */
export async function payPrizes(
  db: Db,
  items: readonly PrizeInput[],
  by: AuthUser,
  now: Date,
  source: 'manual' | 'table',
): Promise<PaidOutcome> {
  return db.transaction(async (tx) => {
    const owners = await checkReferences(tx, items);
    const ordered = [...items].sort((a, b) => (prizeKey(a) < prizeKey(b) ? -1 : 1));
    const paid: { id: number; userId: number; amount: number }[] = [];
    const alreadyPaid: number[] = [];
    for (const item of ordered) {
      const userId = owners.get(item.team_id)!;
      const [row] = await tx
        .insert(prizes)
        .values({
          tournamentId: item.tournament_id,
          teamId: item.team_id,
          paidUserId: userId,
          amount: item.amount,
          position: item.position,
          description: item.description || null,
          source,
          createdBy: by.id,
          paidAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: prizes.id });
      if (row) paid.push({ id: row.id, userId, amount: item.amount });
      else alreadyPaid.push(await livePrizeId(tx, item));
    }
    for (const p of [...paid].sort((a, b) => a.userId - b.userId || a.id - b.id)) {
      await moveMoney(tx, {
        userId: p.userId,
        amount: p.amount,
        reason: 'prize',
        refType: 'prize',
        refId: p.id,
        createdBy: by.id,
      });
      await notifyPrizePaid(tx, p.id);
    }
    return { paid: paid.map((p) => p.id), alreadyPaid };
  });
}

/** Tournaments exist; teams exist, play Primera or Segunda and have a manager. Returns team → manager. */
async function checkReferences(tx: Tx, items: readonly PrizeInput[]): Promise<Map<number, number>> {
  const tournamentIds = [...new Set(items.map((i) => i.tournament_id))];
  const teamIds = [...new Set(items.map((i) => i.team_id))].sort((a, b) => a - b);
  const found = new Set(
    (
      await tx.select({ id: tournaments.id }).from(tournaments).where(inArray(tournaments.id, tournamentIds))
    ).map((t) => t.id),
  );
  const teamRows = await tx
    .select({ id: teams.id, division: teams.division, owner: teams.idUser })
    .from(teams)
    .where(inArray(teams.id, teamIds))
    .orderBy(teams.id)
    .for('share');
  const byId = new Map(teamRows.map((t) => [t.id, t]));
  const errors: FieldErrors = {};
  items.forEach((item, i) => {
    if (!found.has(item.tournament_id)) add(errors, `prizes.${i}.tournament_id`, messages.tournamentNotFound);
    const team = byId.get(item.team_id);
    if (!team) add(errors, `prizes.${i}.team_id`, messages.teamNotFound);
    else if (!isDivision(team.division)) add(errors, `prizes.${i}.team_id`, messages.teamNotLeague);
    else if (team.owner === null) add(errors, `prizes.${i}.team_id`, messages.noManager);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return new Map(teamRows.map((t) => [t.id, t.owner!]));
}

/** The live prize that holds this key (it exists: the insert just conflicted with it). */
async function livePrizeId(tx: Tx, item: PrizeInput): Promise<number> {
  const [row] = await tx
    .select({ id: prizes.id })
    .from(prizes)
    .where(
      and(
        eq(prizes.tournamentId, item.tournament_id),
        eq(prizes.teamId, item.team_id),
        eq(sql`lower(${prizes.position})`, item.position.toLowerCase()),
        isNull(prizes.revertedAt),
      ),
    );
  if (!row) throw new Error('prize conflict without a live prize');
  return row.id;
}
