import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  auctionBids,
  auctions,
  players,
  releaseClauses,
  teams,
  transferPlayers,
  transfers,
  type Tx,
} from '@liga/db';
import { emitEvent } from './outbox';

/**
 * The market's events (decision 036), each called with one line inside the transaction of its change.
 * Recipients never include who acted; sealed offers name neither amount nor bidder (docs/rules.md §13.3).
 */
const others = (ids: (number | null | undefined)[], by: number | null) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number' && id !== by)),
];

async function offerRow(tx: Tx, offerId: number) {
  const [row] = await tx
    .select({
      id: releaseClauses.id,
      playerId: releaseClauses.idPlayer,
      name: releaseClauses.name,
      createdBy: releaseClauses.createdBy,
      owner: teams.idUser,
      value: sql<number>`coalesce(${releaseClauses.raisedValue}, ${releaseClauses.value})`.mapWith(Number),
    })
    .from(releaseClauses)
    .innerJoin(teams, eq(teams.id, releaseClauses.idTeam))
    .where(eq(releaseClauses.id, offerId));
  return row;
}

/** A new offer: the selling team's owner learns a player of theirs got one, nothing more. */
export async function notifyOfferReceived(tx: Tx, offerId: number): Promise<void> {
  const o = await offerRow(tx, offerId);
  if (!o) return;
  const ref = { player_id: o.playerId, player_name: o.name, offer_id: o.id };
  await emitEvent(tx, { kind: 'offer_received', recipients: others([o.owner], o.createdBy), data: ref });
}

/**
 * A confirmed clause (called before the round's other offers are closed): the buyer, the seller who
 * lost the player, and every other bidder whose live offer the confirmation closes.
 */
export async function notifyClauseConfirmed(tx: Tx, offerId: number, by: number): Promise<void> {
  const o = await offerRow(tx, offerId);
  if (!o) return;
  const [buyerTeam] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.idUser, o.createdBy));
  const ref = { player_id: o.playerId, player_name: o.name, offer_id: o.id };
  await emitEvent(tx, {
    kind: 'clause_confirmed',
    recipients: others([o.createdBy], by),
    data: { ...ref, amount: o.value },
  });
  await emitEvent(tx, {
    kind: 'player_lost',
    recipients: others([o.owner], by),
    data: { player_id: o.playerId, player_name: o.name, team_name: buyerTeam?.name ?? '', amount: o.value },
  });
  const losers = await tx
    .select({ createdBy: releaseClauses.createdBy })
    .from(releaseClauses)
    .where(
      and(
        eq(releaseClauses.idPlayer, o.playerId),
        eq(releaseClauses.active, true),
        ne(releaseClauses.id, o.id),
      ),
    );
  const closed = others(
    losers.map((l) => l.createdBy),
    by,
  ).filter((id) => id !== o.createdBy);
  if (closed.length) await emitEvent(tx, { kind: 'clause_closed', recipients: closed, data: ref });
}

/** An offer closed by staff or the seller: its bidder learns it. */
export async function notifyClauseClosed(tx: Tx, offerId: number, by: number): Promise<void> {
  const o = await offerRow(tx, offerId);
  if (!o) return;
  const ref = { player_id: o.playerId, player_name: o.name, offer_id: o.id };
  await emitEvent(tx, { kind: 'clause_closed', recipients: others([o.createdBy], by), data: ref });
}

type TransferKind =
  'transfer_proposed' | 'transfer_accepted' | 'transfer_rejected' | 'transfer_cancelled' | 'transfer_expired';

/** A transfer proposal's step: both teams' owners and its author, except whoever took the step. */
export async function notifyTransfer(tx: Tx, transferId: number, kind: TransferKind, by: number | null) {
  const [t] = await tx.select().from(transfers).where(eq(transfers.id, transferId));
  if (!t) return;
  const owners = await tx
    .select({ id: teams.id, userId: teams.idUser, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [t.idTeamFrom, t.idTeamTo]));
  const names = await tx
    .select({ name: transferPlayers.playerName })
    .from(transferPlayers)
    .where(eq(transferPlayers.transferId, transferId));
  const from = owners.find((o) => o.id === t.idTeamFrom);
  const to = owners.find((o) => o.id === t.idTeamTo);
  await emitEvent(tx, {
    kind,
    recipients: others([from?.userId, to?.userId, t.createdBy], by),
    data: {
      transfer_id: t.id,
      players: names.map((n) => n.name).join(', '),
      from_team: from?.name ?? '',
      to_team: to?.name ?? '',
    },
  });
}

async function auctionPlayer(tx: Tx, auctionId: number) {
  const [row] = await tx
    .select({ id: auctions.id, playerId: auctions.idPlayer, name: players.name, teamId: auctions.idTeam })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .where(eq(auctions.id, auctionId));
  return row;
}

/** A new highest bid: the bidder it overtook (bids are public on the auction's page). */
export async function notifyOutbid(tx: Tx, auctionId: number, previous: number, amount: number) {
  const a = await auctionPlayer(tx, auctionId);
  if (!a) return;
  const data = { player_id: a.playerId, player_name: a.name, auction_id: a.id, amount };
  await emitEvent(tx, { kind: 'outbid', recipients: [previous], data });
}

/** A confirmed auction: the winner, and the seller and every other bidder learn who took the player. */
export async function notifyAuctionConfirmed(tx: Tx, auctionId: number, winner: number, amount: number) {
  const a = await auctionPlayer(tx, auctionId);
  if (!a) return;
  const ref = { player_id: a.playerId, player_name: a.name, auction_id: a.id };
  await emitEvent(tx, { kind: 'auction_won', recipients: [winner], data: { ...ref, amount } });
  const bidders = await tx
    .selectDistinct({ userId: auctionBids.userId })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId));
  const [seller] = await tx.select({ userId: teams.idUser }).from(teams).where(eq(teams.id, a.teamId));
  const [winnerTeam] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.idUser, winner));
  await emitEvent(tx, {
    kind: 'auction_closed',
    recipients: others([seller?.userId, ...bidders.map((b) => b.userId)], winner),
    data: { ...ref, winner_team: winnerTeam?.name ?? null },
  });
}
