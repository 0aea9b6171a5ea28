import { eq } from 'drizzle-orm';
import { releaseClauses, type Db } from '@liga/db';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { messages } from './messages';
import { lockPlayers, offerHead } from './offer-locks';

/** PUT /cerrar-oferta/{id} (Admin, Organizador): a live offer stops competing; a confirmed one stays. */
export async function closeOffer(db: Db, offerId: number): Promise<void> {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    await lockPlayers(tx, [head.idPlayer]);
    const [offer] = await tx
      .select()
      .from(releaseClauses)
      .where(eq(releaseClauses.id, offerId))
      .for('update');
    if (!offer) throw notFound(messages.offerNotFound);
    if (offer.confirmed) throw ruleBroken('offer', messages.cannotCloseConfirmed);
    if (!offer.active) throw ruleBroken('offer', messages.offerClosed);
    await tx.update(releaseClauses).set({ active: false }).where(eq(releaseClauses.id, offerId));
  });
}
