import { and, asc, eq, or } from 'drizzle-orm';
import { releaseClauses, teams, type Db } from '@liga/db';
import { offerConflict } from '@liga/domain';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { lockPlayers, offerHead } from './offer-locks';

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
    const [seller] = await tx
      .select({ idUser: teams.idUser })
      .from(teams)
      .where(eq(teams.id, head.idTeam))
      .for('no key update');
    const offers = await tx
      .select()
      .from(releaseClauses)
      .where(
        and(
          eq(releaseClauses.idPlayer, head.idPlayer),
          or(eq(releaseClauses.active, true), eq(releaseClauses.id, offerId)),
        ),
      )
      .orderBy(asc(releaseClauses.id))
      .for('update');
    const offer = offers.find((o) => o.id === offerId);
    if (!offer) throw notFound(messages.offerNotFound);
    const conflict = offerConflict({
      actorId: by.id,
      offer,
      sellerOwnerId: seller?.idUser ?? null,
      liveBidders: offers.filter((o) => o.active && o.idSeason === offer.idSeason).map((o) => o.createdBy),
    });
    if (conflict) throw forbidden(messages.closeConflict[conflict]);
    if (offer.confirmed) throw ruleBroken('offer', messages.cannotCloseConfirmed);
    if (!offer.active) throw ruleBroken('offer', messages.offerClosed);
    await tx
      .update(releaseClauses)
      .set({ active: false, closedBy: by.id, closedAt: now, closedReason: reason })
      .where(eq(releaseClauses.id, offerId));
  });
}
