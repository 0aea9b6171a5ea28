import { and, eq } from 'drizzle-orm';
import { auctionBids, auctions, type Db } from '@liga/db';
import {
  MARKET_GATE_DELAY_HOURS,
  closesAt,
  defaultOpening,
  hasErrors,
  validateOpening,
  type CreateAuctionInput,
} from '@liga/domain';
import { ruleBroken, unprocessable } from '../../lib/http-errors';
import { playerForUpdate } from '../players';
import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../../plugins/auth';
import { emitEvent } from '../notifications';
import { assertMarketOpen, requireActiveSeason } from '../seasons';
import { playersInPendingTransfers } from '../transfers';
import { bidLocked, bidderOf, type PlacedBid } from './bidder';
import { messages } from './messages';

export type OpenOrBid = PlacedBid & { created: boolean };

/**
 * POST /auctions (decision 012, docs/rules.md §6). Opens an auction for a player of a team outside
 * Primera/Segunda in the active season, 4 h after its start (the /crear_subasta gate); the opening
 * amount is the creator's first bid and the auction closes 24 h later. The player row is locked
 * first, so two openings at once cannot both create one. When the player already has an active
 * auction, the call is that auction's new-bid form (the original client posts bids here): it is
 * taken as a bid, with the bid rules, and no gate (the auction is already running).
 */
export async function openOrBid(
  db: Db,
  input: CreateAuctionInput,
  by: AuthUser,
  clock: Clock,
  timeZone: string,
): Promise<OpenOrBid> {
  const season = await requireActiveSeason(db);
  return db.transaction(async (tx) => {
    const player = await playerForUpdate(tx, input.id_player);
    if (!player) throw ruleBroken('id_player', messages.playerNotFound);

    const [running] = await tx
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.idPlayer, player.id), eq(auctions.status, 'active')));
    // The form's amount defaults to the player's value (docs/rules.md §6), as a bid or as an opening.
    const amount = input.amount ?? defaultOpening(player.value);
    if (running) return { ...(await bidLocked(tx, running.id, amount, by, clock)), created: false };

    // Read once the player lock is held (see bidLocked).
    const now = clock.now();
    assertMarketOpen(season, now, timeZone, MARKET_GATE_DELAY_HOURS);
    const bidder = await bidderOf(tx, by.id);
    if (bidder.teamId === player.teamId) throw ruleBroken('id_player', messages.ownTeam);
    const errors = validateOpening({
      amount,
      playerValue: player.value,
      division: player.division,
      budget: bidder.budget,
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken('id_player', messages.playerInTransfer);

    const [auction] = await tx
      .insert(auctions)
      .values({
        idPlayer: player.id,
        idTeam: player.teamId,
        idSeason: season.id,
        createdBy: by.id,
        openingAmount: amount,
        closesAt: closesAt(now),
        // The app clock, not the database's: closing times and the history are measured from it.
        createdAt: now,
      })
      .returning({ id: auctions.id });
    const [bid] = await tx
      .insert(auctionBids)
      .values({ auctionId: auction!.id, userId: by.id, teamId: bidder.teamId, amount, createdAt: now })
      .returning({ id: auctionBids.id });
    // The league's Discord announces it (decision 034): public, so no one is notified in the app.
    await emitEvent(tx, {
      kind: 'auction_created',
      recipients: [],
      data: {
        auction_id: auction!.id,
        player_id: player.id,
        player_name: player.name,
        opening_amount: amount,
        closes_at: closesAt(now).toISOString(),
      },
    });
    return { auctionId: auction!.id, playerId: player.id, bidId: bid!.id, created: true };
  });
}
