import { eq } from 'drizzle-orm';
import { players, releaseClauses, users, type Db } from '@liga/db';
import {
  hasErrors,
  isRevealed,
  revealAt,
  tiebreakOf,
  tiebreakRunning,
  validateRaise,
  type ClauseView,
} from '@liga/domain';
import type { Clock } from '../../lib/clock';
import { forbidden, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { revealAnchor, selectClauseRows, toClauseViews } from './clause-view';
import { messages } from './messages';
import { lockOffers, lockPlayers, offerHead } from './offer-locks';
import { roundOffer } from './round-offer';

/**
 * POST /offers/{id}/raise (decision 022): the bidder of an offer the reveal showed tied at the top
 * raises its cash while the tie-break runs; the raise stays sealed to everyone else until it ends.
 * Locks as every market flow (the player row, then the offer rows by id) and reads the clock once
 * they are held: a raise queued behind a confirmation at the tie-break's end is refused, and two
 * raises at once apply one after the other (the second must beat the first). No money moves until
 * confirmation; the bidder needs the new cash in budget now, and again then.
 */
export async function raiseOffer(
  db: Db,
  offerId: number,
  value: number,
  by: AuthUser,
  clock: Clock,
  timeZone: string,
): Promise<ClauseView> {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    await lockPlayers(tx, [head.idPlayer]);
    const { offers, offer } = await lockOffers(tx, head.idPlayer, offerId);
    const now = clock.now();
    if (offer.createdBy !== by.id) throw forbidden(messages.tiebreak.notYours);
    const round = offers.filter((o) => o.idSeason === offer.idSeason);
    const anchor = revealAnchor(round);
    const reveal = anchor && isRevealed(anchor, now, timeZone) ? revealAt(anchor, timeZone) : null;
    const tiebreak = reveal && tiebreakOf(round.map(roundOffer), reveal);
    const [player] = await tx
      .select({ value: players.value })
      .from(players)
      .where(eq(players.id, head.idPlayer));
    const [bidder] = await tx.select({ budget: users.profits }).from(users).where(eq(users.id, by.id));
    const errors = validateRaise({
      offer: roundOffer(offer),
      tied: tiebreak?.tiedIds.includes(offer.id) ?? false,
      running: tiebreakRunning(tiebreak ?? null, now),
      value,
      playerValue: player?.value ?? 0,
      budget: bidder?.budget ?? 0,
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    await tx
      .update(releaseClauses)
      .set({ raisedValue: value, raisedAt: now })
      .where(eq(releaseClauses.id, offer.id));
  });
  const rows = await selectClauseRows(db).where(eq(releaseClauses.id, offerId));
  const [view] = await toClauseViews(db, rows, { userId: by.id, now: clock.now(), timeZone });
  return view!;
}
