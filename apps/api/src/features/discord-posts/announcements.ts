import { alias } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { releaseClauses, teams, transferPlayers, transfers, type Db } from '@liga/db';
import { formatCurrency } from '@liga/domain';

/**
 * The public facts of a confirmed clause (decision 034): read from the database when the post is
 * built, and only once confirmed — a confirmation comes after the reveal, so nothing sealed leaks.
 */
export async function confirmedClause(db: Db, offerId: number) {
  const buyer = alias(teams, 'buyer');
  const [row] = await db
    .select({
      player: releaseClauses.name,
      value: releaseClauses.totalValue,
      from: teams.name,
      to: buyer.name,
      buyer: releaseClauses.createdBy,
      seller: teams.idUser,
    })
    .from(releaseClauses)
    .innerJoin(teams, eq(teams.id, releaseClauses.idTeam))
    .leftJoin(buyer, eq(buyer.idUser, releaseClauses.createdBy))
    .where(and(eq(releaseClauses.id, offerId), eq(releaseClauses.confirmed, true)));
  return row ? { ...row, parties: [row.buyer, row.seller] } : null;
}

/** The players, teams and money of a confirmed transfer. */
export async function confirmedTransfer(db: Db, transferId: number) {
  const to = alias(teams, 'to_team');
  const [row] = await db
    .select({
      from: teams.name,
      to: to.name,
      budget: transfers.budget,
      fromOwner: teams.idUser,
      toOwner: to.idUser,
    })
    .from(transfers)
    .innerJoin(teams, eq(teams.id, transfers.idTeamFrom))
    .innerJoin(to, eq(to.id, transfers.idTeamTo))
    .where(and(eq(transfers.id, transferId), eq(transfers.status, 'confirmado')));
  if (!row) return null;
  const moved = await db
    .select({ name: transferPlayers.playerName })
    .from(transferPlayers)
    .where(eq(transferPlayers.transferId, transferId))
    .orderBy(transferPlayers.id);
  return { ...row, players: moved.map((p) => p.name), parties: [row.fromOwner, row.toOwner] };
}

export const clauseLine = (c: NonNullable<Awaited<ReturnType<typeof confirmedClause>>>) =>
  `**${c.player}** pasa de ${c.from} a ${c.to ?? 'otro equipo'} por ${formatCurrency(c.value)}.`;

export const transferLine = (t: NonNullable<Awaited<ReturnType<typeof confirmedTransfer>>>) =>
  `${t.players.map((p) => `**${p}**`).join(', ') || 'Sin jugadores'}: de ${t.from} a ${t.to}` +
  (t.budget > 0 ? ` por ${formatCurrency(t.budget)}.` : '.');
