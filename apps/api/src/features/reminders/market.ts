import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { auctionBids, auctions, players, releaseClauses, seasons, teams, type Db } from '@liga/db';
import { MARKET_REMINDER_HOURS, marketReminderDue, revealAt } from '@liga/domain';
import { emitOnce } from './emit-once';

const HOUR = 3_600_000;

/** Reminds an auction's bidders (and whoever put it up) that it closes within the hour (decision 034). */
export async function remindAuctions(db: Db, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + MARKET_REMINDER_HOURS * HOUR);
  const rows = await db
    .select({
      id: auctions.id,
      closesAt: auctions.closesAt,
      createdBy: auctions.createdBy,
      playerId: players.id,
      playerName: players.name,
      bidders: sql<
        number[]
      >`coalesce(array_agg(distinct ${auctionBids.userId}) filter (where ${auctionBids.userId} is not null), '{}')`,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .leftJoin(auctionBids, eq(auctionBids.auctionId, auctions.id))
    .where(and(eq(auctions.status, 'active'), gt(auctions.closesAt, now), lte(auctions.closesAt, soon)))
    .groupBy(auctions.id, players.id);
  let sent = 0;
  for (const a of rows) {
    // The close moves with every bid: a later close is a new reminder.
    const key = `auction:${a.id}:${a.closesAt.getTime()}`;
    const event = {
      kind: 'auction_closing' as const,
      recipients: [...new Set([...a.bidders.map(Number), a.createdBy])],
      data: {
        auction_id: a.id,
        player_id: a.playerId,
        player_name: a.playerName,
        closes_at: a.closesAt.toISOString(),
      },
    };
    if (await emitOnce(db, key, event)) sent += 1;
  }
  return sent;
}

/**
 * Each player's round of sealed offers still open in the active season: its first offer (the anchor of
 * the reveal, docs/rules.md §4.3), its seller and its bidders. Shared by the reminder and the reveal.
 */
export async function openOfferRounds(db: Db) {
  return db
    .select({
      playerId: releaseClauses.idPlayer,
      seasonId: releaseClauses.idSeason,
      playerName: players.name,
      firstOffer: sql<number>`min(${releaseClauses.id})`.mapWith(Number),
      anchor: sql<string>`min(${releaseClauses.createdAt})`,
      seller: teams.idUser,
      bidders: sql<number[]>`array_agg(distinct ${releaseClauses.createdBy})`,
    })
    .from(releaseClauses)
    .innerJoin(seasons, and(eq(seasons.id, releaseClauses.idSeason), eq(seasons.active, true)))
    .innerJoin(players, eq(players.id, releaseClauses.idPlayer))
    .innerJoin(teams, eq(teams.id, releaseClauses.idTeam))
    .where(and(eq(releaseClauses.active, true), eq(releaseClauses.confirmed, false)))
    .groupBy(releaseClauses.idPlayer, releaseClauses.idSeason, players.name, teams.idUser);
}

/**
 * Reminds the bidders and the seller that a player's sealed offers are revealed within the hour
 * (docs/rules.md §4, decision 034). The reminder names neither amounts nor bidders.
 */
export async function remindReveals(db: Db, now: Date, timeZone: string): Promise<number> {
  const rows = await openOfferRounds(db);
  let sent = 0;
  for (const r of rows) {
    const reveal = revealAt(new Date(r.anchor), timeZone);
    if (!marketReminderDue(reveal, now)) continue;
    const key = `reveal:${r.playerId}:${r.seasonId}:${reveal.getTime()}`;
    const recipients = [...r.bidders.map(Number), ...(r.seller === null ? [] : [r.seller])];
    const event = {
      kind: 'reveal_soon' as const,
      recipients,
      data: {
        offer_id: r.firstOffer,
        player_id: r.playerId,
        player_name: r.playerName,
        reveal_at: reveal.toISOString(),
      },
    };
    if (await emitOnce(db, key, event)) sent += 1;
  }
  return sent;
}
