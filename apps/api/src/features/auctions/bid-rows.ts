import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auctionBids, auctions, players, teams, users, type Db } from '@liga/db';
import type { AuctionBidRow } from '@liga/domain';

const bidderTeam = alias(teams, 'bidder_team');

/** Which bid rows to read: a player's (optionally in one season), or the latest bid of each running auction. */
export type BidRowFilter =
  { playerId: number; seasonId: number | undefined } | { latestOfActive: true; seasonId: number | undefined };

/**
 * Auctions as the league's current client reads them (decision 012): one row per bid, newest first,
 * in one query. The team that receives the player is the bid's, else the bidder's current team,
 * else the auctioned player's own (a bidder without a team cannot win, see confirmAuction).
 */
export async function auctionBidRows(db: Db, filter: BidRowFilter): Promise<AuctionBidRow[]> {
  const latestOnly =
    'latestOfActive' in filter
      ? and(
          eq(auctions.status, 'active'),
          sql`${auctionBids.id} = (select b.id from auction_bids b where b.auction_id = ${auctions.id}
            order by b.amount desc, b.id desc limit 1)`,
        )
      : eq(auctions.idPlayer, filter.playerId);
  const rows = await db
    .select({
      bid: auctionBids,
      auction: {
        idPlayer: auctions.idPlayer,
        idTeam: auctions.idTeam,
        status: auctions.status,
        idSeason: auctions.idSeason,
      },
      bidderName: users.name,
      bidderTeamId: bidderTeam.id,
      player: { id: players.id, name: players.name, value: players.value },
    })
    .from(auctionBids)
    .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
    .innerJoin(users, eq(users.id, auctionBids.userId))
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .leftJoin(bidderTeam, eq(bidderTeam.idUser, auctionBids.userId))
    .where(
      and(latestOnly, filter.seasonId === undefined ? undefined : eq(auctions.idSeason, filter.seasonId)),
    )
    .orderBy(desc(auctionBids.id));
  return rows.map(({ bid, auction, bidderName, bidderTeamId, player }) => {
    const bidder = { id: bid.userId, name: bidderName };
    return {
      id: bid.id,
      auction_id: bid.auctionId,
      id_player: auction.idPlayer,
      id_team: bid.teamId ?? bidderTeamId ?? auction.idTeam,
      amount: bid.amount,
      created_by: bid.userId,
      auctioned_by: bid.userId,
      auctioneer: bidder,
      creator: bidder,
      player,
      status: auction.status,
      id_season: auction.idSeason,
      created_at: bid.createdAt.toISOString(),
    };
  });
}

/** The auction a bid row belongs to (POST /auction/confirm/{bid id}). */
export async function auctionOfBid(db: Db, bidId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ auctionId: auctionBids.auctionId })
    .from(auctionBids)
    .where(eq(auctionBids.id, bidId));
  return row?.auctionId;
}
