import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { moveMoney, players, releaseClauses, teams, users, type Db, type Tx } from '@liga/db';
import {
  BLOCKED,
  CLAUSE_MESSAGES,
  formatDateTimeShort,
  isRevealed,
  offerConfirmationError,
  revealAt,
  roundStanding,
} from '@liga/domain';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { debit } from '../../lib/money';
import { checkSigningCaps } from '../../lib/signing-caps';
import { playersInPendingTransfers } from '../transfers';
import { revealAnchor } from './clause-view';
import { messages } from './messages';
import {
  byNumber,
  decisionConflict,
  lockOffers,
  lockPlayers,
  lockSellerOwner,
  offerHead,
} from './offer-locks';
import { clausesLost } from './queries';
import { roundOffer } from './round-offer';
import { notifyClauseConfirmed } from '../notifications';

/** The checks of docs/rules.md §4.5 that depend on the database state at confirmation time. */
async function stateError(
  tx: Tx,
  args: {
    offer: typeof releaseClauses.$inferSelect;
    destinationTeam: number;
    locked: { id: number; idTeam: number }[];
  },
): Promise<string | null> {
  const { offer, destinationTeam, locked } = args;
  if (destinationTeam === offer.idTeam) return CLAUSE_MESSAGES.ownTeam;
  if (locked.find((p) => p.id === offer.idPlayer)?.idTeam !== offer.idTeam) return messages.playerLeftTeam;
  const stillOwned = offer.otherPlayers.every(
    (id) => locked.find((p) => p.id === id)?.idTeam === destinationTeam,
  );
  if (!stillOwned) return messages.otherPlayersGone;
  const pending = await playersInPendingTransfers(tx, [offer.idPlayer, ...offer.otherPlayers]);
  if (pending.some((p) => p.id === offer.idPlayer)) return messages.playerInTransfer;
  if (pending.length > 0) return messages.otherPlayersInTransfer;
  return null;
}

/**
 * POST /confirm-offer and /offers/{id}/confirm (Admin, Organizador): in one transaction the player
 * joins the bidder's team as bloqueado, the players handed over join the seller, the bidder pays
 * `value` to the selling team's owner, the offer is confirmed and every other live offer for the
 * player is closed (docs/rules.md §4.5, §12). Only the round's winning offer, and never by its bidder, another
 * bidder on the player or the selling team's owner (decision 015); not while a tie-break runs, and
 * a raised offer pays its raise (decision 022). Sent twice at once, the second waits for the first
 * and then finds the offer confirmed.
 */
export async function confirmOffer(
  db: Db,
  offerId: number,
  by: AuthUser,
  clock: Clock,
  timeZone: string,
): Promise<void> {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    const locked = await lockPlayers(tx, [head.idPlayer, ...head.otherPlayers]);
    if (!locked.some((p) => p.id === head.idPlayer)) throw notFound(messages.offerNotFound);
    const sellerId = await lockSellerOwner(tx, head.idTeam);
    // Closed ones too: a tied offer staff closed after the reveal still opened the tie-break.
    const { offers, offer } = await lockOffers(tx, head.idPlayer, offerId);
    // Read once the locks are held, like a raise (raise-offer.ts): a raise that got in before the
    // tie-break's end is seen here, and one queued behind this confirmation finds the offer closed.
    const now = clock.now();
    const [destination] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.idUser, offer.createdBy));
    const userIds = [offer.createdBy, ...(sellerId === null ? [] : [sellerId])].sort(byNumber);
    const people = await tx
      .select({ id: users.id, profits: users.profits })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id))
      .for('no key update');
    const buyer = people.find((u) => u.id === offer.createdBy);
    const round = offers.filter((o) => o.idSeason === offer.idSeason);
    const anchor = revealAnchor(round);
    const revealed = anchor !== null && isRevealed(anchor, now, timeZone);
    const standing = anchor && roundStanding(round.map(roundOffer), revealAt(anchor, timeZone), now);
    // What the offer pays: with the bidder's tie-break raise, which counts once the tie-break ended.
    // Only a tied offer is ever raised, and nothing is confirmed before its tie-break ends.
    const value = offer.raisedValue ?? offer.value;
    // Decided on the locked rows: a close or confirmation racing this one has committed or waits.
    const conflict = decisionConflict(by, offer, sellerId, offers);
    if (conflict) throw forbidden(messages.confirmConflict[conflict]);

    const error =
      offerConfirmationError({
        offer: { ...offer, value },
        sellerOwnerFound: sellerId !== null && people.some((u) => u.id === sellerId),
        creatorFound: buyer !== undefined,
        destinationTeamFound: destination !== undefined,
        revealed,
        tiebreakUntil:
          standing?.running && standing.tiebreak
            ? formatDateTimeShort(standing.tiebreak.endsAt, timeZone)
            : null,
        winning: standing?.winner?.id === offer.id,
        buyerBudget: buyer?.profits ?? 0,
        sellerClausesLost: await clausesLost(tx, offer.idSeason, offer.idTeam),
      }) ?? (await stateError(tx, { offer, destinationTeam: destination!.id, locked }));
    if (error) throw ruleBroken('offer', error);
    // The caps at signing (decision 025), on the rows this transaction holds.
    await checkSigningCaps(tx, {
      buyerTeamId: destination!.id,
      incomingIds: [offer.idPlayer],
      leavingIds: offer.otherPlayers,
      now,
      timeZone,
      field: 'offer',
    });

    await tx
      .update(players)
      .set({ idTeam: destination!.id, status: BLOCKED, updatedAt: now })
      .where(eq(players.id, offer.idPlayer));
    if (offer.otherPlayers.length > 0) {
      await tx
        .update(players)
        .set({ idTeam: offer.idTeam, updatedAt: now })
        .where(inArray(players.id, offer.otherPlayers));
    }
    const ref = { refType: 'release_clause', refId: offer.id, createdBy: by.id };
    await debit(
      tx,
      { userId: offer.createdBy, amount: -value, reason: 'clause_payment', ...ref },
      'offer',
      CLAUSE_MESSAGES.insufficientBudget,
    );
    await moveMoney(tx, { userId: sellerId!, amount: value, reason: 'clause_income', ...ref });
    await notifyClauseConfirmed(tx, offer.id, by.id);
    await tx
      .update(releaseClauses)
      .set({ confirmed: true, active: false, confirmedBy: by.id, confirmedAt: now })
      .where(eq(releaseClauses.id, offer.id));
    await tx
      .update(releaseClauses)
      .set({ active: false })
      .where(
        and(
          eq(releaseClauses.idPlayer, offer.idPlayer),
          eq(releaseClauses.active, true),
          ne(releaseClauses.id, offer.id),
        ),
      );
  });
}
