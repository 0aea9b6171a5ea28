import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { players, releaseClauses, teams, type Db, type Tx } from '@liga/db';
import { offerConflict, type OfferConflict } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';

export const byNumber = (a: number, b: number) => a - b;

/** What never changes on an offer row, read before locking so the locks can be taken in order. */
export async function offerHead(db: Db, id: number) {
  const [head] = await db
    .select({
      idPlayer: releaseClauses.idPlayer,
      idTeam: releaseClauses.idTeam,
      otherPlayers: releaseClauses.otherPlayers,
    })
    .from(releaseClauses)
    .where(eq(releaseClauses.id, id));
  if (!head) throw notFound(messages.offerNotFound);
  return head;
}

/**
 * Every market flow locks in the same order — player rows by id, the selling team, offer rows by id,
 * users by id — so concurrent confirmations queue instead of deadlocking on PostgreSQL.
 */
export async function lockPlayers(tx: Tx, ids: readonly number[]) {
  return tx
    .select({ id: players.id, idTeam: players.idTeam })
    .from(players)
    .where(inArray(players.id, [...new Set(ids)].sort(byNumber)))
    .orderBy(asc(players.id))
    .for('update');
}

/** The selling team's owner, locked (after the players) so the owner cannot change while an offer is decided. */
export async function lockSellerOwner(tx: Tx, teamId: number): Promise<number | null> {
  const [seller] = await tx
    .select({ idUser: teams.idUser })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('no key update');
  return seller?.idUser ?? null;
}

/** The player's offer rows (those `where` keeps), locked by id, and among them the one being decided. */
export async function lockOffers(tx: Tx, playerId: number, offerId: number, where?: SQL) {
  const byPlayer = eq(releaseClauses.idPlayer, playerId);
  const offers = await tx
    .select()
    .from(releaseClauses)
    .where(where ? and(byPlayer, where) : byPlayer)
    .orderBy(asc(releaseClauses.id))
    .for('update');
  const offer = offers.find((o) => o.id === offerId);
  if (!offer) throw notFound(messages.offerNotFound);
  return { offers, offer };
}

type OfferRow = typeof releaseClauses.$inferSelect;

/**
 * Who may not close or confirm the offer (decision 015): its bidder, another live bidder of its round,
 * or the selling team's owner; decided on the locked rows.
 */
export const decisionConflict = (
  by: AuthUser,
  offer: OfferRow,
  sellerOwnerId: number | null,
  offers: readonly OfferRow[],
): OfferConflict | null =>
  offerConflict({
    actorId: by.id,
    offer,
    sellerOwnerId,
    liveBidders: offers.filter((o) => o.active && o.idSeason === offer.idSeason).map((o) => o.createdBy),
  });
