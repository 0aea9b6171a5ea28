import { and, count, eq, isNull } from 'drizzle-orm';
import { matches, moveMoney, releaseClauses, sanctions, teams, type Db, type Tx } from '@liga/db';
import { resultClaimOpen, withdrawalFine, type CreateSanctionInput } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import type { AuthUser } from '../../plugins/auth';
import { requireActiveSeason } from '../seasons';
import { messages } from './messages';
import { notifySanction } from '../notifications';

/** The team row locked, so a team's sanctions are counted and charged one request at a time. */
export async function lockTeam(tx: Tx, id: number) {
  const [team] = await tx
    .select({ id: teams.id, idUser: teams.idUser })
    .from(teams)
    .where(eq(teams.id, id))
    .for('no key update');
  return team;
}

/** The match or offer a sanction names must exist and involve the team (decision 025). */
async function checkLink(
  tx: Tx,
  input: CreateSanctionInput,
  teamId: number,
  ownerId: number | null,
  now: Date,
) {
  if (input.match_id !== undefined) {
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.match_id));
    if (!match) throw ruleBroken('match_id', messages.matchNotFound);
    if (match.teamHomeId !== teamId && match.teamAwayId !== teamId)
      throw ruleBroken('team_id', messages.teamNotInMatch);
    if (input.kind === 'result_claim') {
      if (!match.matchDate) throw ruleBroken('match_id', messages.noMatchDate);
      if (!resultClaimOpen(match.matchDate, now)) throw ruleBroken('match_id', messages.claimClosed);
    }
  }
  if (input.offer_id !== undefined) {
    const [offer] = await tx
      .select({ idTeam: releaseClauses.idTeam, createdBy: releaseClauses.createdBy })
      .from(releaseClauses)
      .where(eq(releaseClauses.id, input.offer_id));
    if (!offer) throw ruleBroken('offer_id', messages.offerNotFound);
    if (offer.idTeam !== teamId && (ownerId === null || offer.createdBy !== ownerId))
      throw ruleBroken('team_id', messages.teamNotInOffer);
  }
}

/**
 * POST /api/sanctions (staff): one transaction under the team's row lock. A withdrawal's fine follows
 * the team's live withdrawals this season and is charged to its manager once through the ledger; a
 * fine may take the budget below zero, as a sanction is not a market action (decision 025).
 */
export async function createSanction(db: Db, input: CreateSanctionInput, by: AuthUser, now: Date) {
  return db.transaction(async (tx) => {
    const season = await requireActiveSeason(tx);
    const team = await lockTeam(tx, input.team_id);
    if (!team) throw ruleBroken('team_id', messages.teamNotFound);
    await checkLink(tx, input, team.id, team.idUser, now);
    let amount = 0;
    if (input.kind === 'withdrawal') {
      const [row] = await tx
        .select({ n: count() })
        .from(sanctions)
        .where(
          and(
            eq(sanctions.teamId, team.id),
            eq(sanctions.seasonId, season.id),
            eq(sanctions.kind, 'withdrawal'),
            isNull(sanctions.revertedAt),
          ),
        );
      amount = withdrawalFine(row?.n ?? 0, input.notified);
      if (team.idUser === null) throw ruleBroken('team_id', messages.noOwner);
    }
    const [created] = await tx
      .insert(sanctions)
      .values({
        seasonId: season.id,
        teamId: team.id,
        kind: input.kind,
        matchId: input.match_id ?? null,
        offerId: input.offer_id ?? null,
        reason: input.reason,
        amount,
        chargedUserId: amount > 0 ? team.idUser : null,
        notified: input.kind === 'withdrawal' ? input.notified : null,
        createdBy: by.id,
        createdAt: now,
      })
      .returning({ id: sanctions.id });
    if (amount > 0) await charge(tx, { userId: team.idUser!, amount, sanctionId: created!.id, by: by.id });
    await notifySanction(tx, created!.id);
    return created!.id;
  });
}

export async function charge(
  tx: Tx,
  c: { userId: number; amount: number; sanctionId: number; by: number | null },
) {
  await moveMoney(tx, {
    userId: c.userId,
    amount: -c.amount,
    reason: 'sanction_fine',
    refType: 'sanction',
    refId: c.sanctionId,
    createdBy: c.by,
    allowNegative: true,
  });
}

/**
 * DELETE /api/sanctions/{id} (staff): the row locked and its state read inside the transaction, so
 * twenty reverts at once give the fine back once, to whoever paid it.
 */
export async function revertSanction(db: Db, id: number, reason: string, by: AuthUser, now: Date) {
  await db.transaction(async (tx) => {
    const sanction = await lockedRow(tx, sanctions, id, messages.notFound);
    if (sanction.revertedAt) throw ruleBroken('sanction', messages.alreadyReverted);
    if (sanction.amount > 0 && sanction.chargedUserId !== null) {
      await moveMoney(tx, {
        userId: sanction.chargedUserId,
        amount: sanction.amount,
        reason: 'sanction_reversal',
        refType: 'sanction',
        refId: sanction.id,
        createdBy: by.id,
        note: reason,
      });
    }
    await tx
      .update(sanctions)
      .set({ revertedAt: now, revertedBy: by.id, revertReason: reason })
      .where(eq(sanctions.id, sanction.id));
  });
}
