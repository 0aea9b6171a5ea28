import type { Db } from '@liga/db';
import { revealAt } from '@liga/domain';
import { emitOnce } from './emit-once';
import { openOfferRounds } from './market';

/** Reveals that happened longer ago than this are left alone (the server was down; the news is stale). */
const LOOK_BACK_MS = 24 * 3_600_000;

/**
 * Sealed offers are revealed by time, with no write of their own (docs/rules.md §4.3): a sweep of the
 * reminders' job tells the seller and the bidders that a player's offers are now visible, once per
 * reveal across instances (its key in reminders_sent is written with the event, decision 034). Only
 * after the reveal, and the event names neither amounts nor bidders: the offers' page shows them.
 */
export async function notifyRevealedOffers(db: Db, now: Date, timeZone: string): Promise<number> {
  let told = 0;
  for (const r of await openOfferRounds(db)) {
    const reveal = revealAt(new Date(r.anchor), timeZone);
    const since = now.getTime() - reveal.getTime();
    if (since < 0 || since > LOOK_BACK_MS) continue;
    const recipients = [...new Set([...r.bidders.map(Number), ...(r.seller === null ? [] : [r.seller])])];
    const event = {
      kind: 'offers_revealed' as const,
      recipients,
      data: { offer_id: r.firstOffer, player_id: r.playerId, player_name: r.playerName },
    };
    if (await emitOnce(db, `revealed:${r.playerId}:${r.seasonId}:${reveal.getTime()}`, event)) told += 1;
  }
  return told;
}
