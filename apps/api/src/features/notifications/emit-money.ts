import { eq } from 'drizzle-orm';
import { matchBets, playerBets, prizes, sanctions, teams, tournaments, userBets, type Tx } from '@liga/db';
import { emitEvent } from './outbox';

/**
 * Events of one's own money and discipline (decision 036), each a one-line call inside the
 * transaction that moves the money. Personal kinds: only their recipient sees the amount.
 */

/** A bet settled (by hand or with the result): won with its payout, or lost. */
export async function notifyBetSettled(tx: Tx, userBetId: number): Promise<void> {
  const [bet] = await tx
    .select({
      userId: userBets.idUser,
      option: userBets.option,
      outcome: userBets.outcome,
      payout: userBets.payout,
      match: matchBets.match,
      player: playerBets.name,
    })
    .from(userBets)
    .leftJoin(matchBets, eq(matchBets.id, userBets.idBet))
    .leftJoin(playerBets, eq(playerBets.id, userBets.idPlayerbet))
    .where(eq(userBets.id, userBetId));
  if (!bet || (bet.outcome !== 'won' && bet.outcome !== 'lost')) return;
  const subject = bet.match ?? bet.player ?? 'Apuesta';
  await emitEvent(tx, {
    kind: 'bet_settled',
    recipients: [bet.userId],
    data: {
      bet_id: userBetId,
      description: `${subject} (${bet.option})`,
      won: bet.outcome === 'won',
      payout: bet.payout ?? 0,
    },
  });
}

/** A prize paid to a team's manager: what for and how much. */
export async function notifyPrizePaid(tx: Tx, prizeId: number): Promise<void> {
  const [p] = await tx
    .select({
      userId: prizes.paidUserId,
      amount: prizes.amount,
      position: prizes.position,
      description: prizes.description,
      tournament: tournaments.name,
    })
    .from(prizes)
    .innerJoin(tournaments, eq(tournaments.id, prizes.tournamentId))
    .where(eq(prizes.id, prizeId));
  if (!p?.userId) return;
  const prize = `${p.description || p.position} en ${p.tournament}`;
  await emitEvent(tx, { kind: 'prize_paid', recipients: [p.userId], data: { prize, amount: p.amount } });
}

/** A sanction on a team (staff's or the late-entry one): its manager learns it, with the fine. */
export async function notifySanction(tx: Tx, sanctionId: number): Promise<void> {
  const [s] = await tx
    .select({
      kind: sanctions.kind,
      reason: sanctions.reason,
      amount: sanctions.amount,
      userId: teams.idUser,
    })
    .from(sanctions)
    .innerJoin(teams, eq(teams.id, sanctions.teamId))
    .where(eq(sanctions.id, sanctionId));
  if (!s?.userId) return;
  await emitEvent(tx, {
    kind: 'sanction',
    recipients: [s.userId],
    data: { sanction_id: sanctionId, kind: s.kind, reason: s.reason, amount: s.amount },
  });
}

/** Staff moved a user's budget by hand (not the initial budget of a new account). */
export async function notifyBudgetAdjustment(
  tx: Tx,
  userId: number,
  amount: number,
  note: string | null,
): Promise<void> {
  await emitEvent(tx, { kind: 'budget_adjustment', recipients: [userId], data: { amount, note } });
}

/** A player of the recipient's team gets a new suspension from a match's statistics. */
export async function notifySuspension(
  tx: Tx,
  userId: number | null | undefined,
  s: { playerId: number; playerName: string; matchId: number; matches: number },
): Promise<void> {
  if (!userId) return;
  await emitEvent(tx, {
    kind: 'suspension_new',
    recipients: [userId],
    data: { player_id: s.playerId, player_name: s.playerName, match_id: s.matchId, matches: s.matches },
  });
}
