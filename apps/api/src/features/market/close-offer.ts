import { eq, or } from 'drizzle-orm';
import { releaseClauses, type Db } from '@liga/db';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { decisionConflict, lockOffers, lockPlayers, lockSellerOwner, offerHead } from './offer-locks';
import { notifyClauseClosed } from '../notifications';

/**
 * PUT /cerrar-oferta/{id} and POST /offers/{id}/close (Admin, Organizador): a live offer stops
 * competing and the next one of its round wins; a confirmed one stays. Whoever has a stake in the
 * player (its bidders, the selling team's owner) leaves it to another staff member (decision 015).
 * The league's client sends no reason (`reason` null); ours must give one.
 */
export async function closeOffer(
  db: Db,
  offerId: number,
  by: AuthUser,
  now: Date,
  reason: string | null,
): Promise<void> {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    await lockPlayers(tx, [head.idPlayer]);
    const sellerId = await lockSellerOwner(tx, head.idTeam);
    const { offers, offer } = await lockOffers(
      tx,
      head.idPlayer,
      offerId,
      or(eq(releaseClauses.active, true), eq(releaseClauses.id, offerId)),
    );
    const conflict = decisionConflict(by, offer, sellerId, offers);
    if (conflict) throw forbidden(messages.closeConflict[conflict]);
    if (offer.confirmed) throw ruleBroken('offer', messages.cannotCloseConfirmed);
    if (!offer.active) throw ruleBroken('offer', messages.offerClosed);
    await tx
      .update(releaseClauses)
      .set({ active: false, closedBy: by.id, closedAt: now, closedReason: reason })
      .where(eq(releaseClauses.id, offerId));
    await notifyClauseClosed(tx, offerId, by.id);
  });
}
