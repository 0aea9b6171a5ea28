import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auctionBids, auctions, players, teams, users, type Db, type Tx } from '@liga/db';
import { isAuctionOpen, minNextBid } from '@liga/domain';
import type { AuctionView, BidView } from '@liga/domain';
import { squadPlayerColumns } from '../players';
import { namedRef } from '../../lib/named-ref';

const currentTeam = alias(teams, 'current_team');
const originTeam = alias(teams, 'origin_team');
const creator = alias(users, 'creator');
const winner = alias(users, 'winner');
const bidder = alias(users, 'bidder');
const bidTeam = alias(teams, 'bid_team');

/**
 * Auctions as every screen shows them, each with its latest bid and bidder, in ONE query: the
 * latest bid comes from a lateral subquery walking auction_bids_auction_idx (auction_id, amount),
 * so a list of n auctions costs one round trip, not n + 1.
 */
export interface AuctionFilter {
  id?: number;
  playerId?: number;
  seasonId?: number | undefined;
  status?: 'active' | 'confirmed' | 'cancelled' | undefined;
}

export async function auctionViews(db: Db | Tx, filter: AuctionFilter, now: Date): Promise<AuctionView[]> {
  const where = and(
    filter.id === undefined ? undefined : eq(auctions.id, filter.id),
    filter.playerId === undefined ? undefined : eq(auctions.idPlayer, filter.playerId),
    filter.seasonId === undefined ? undefined : eq(auctions.idSeason, filter.seasonId),
    filter.status === undefined ? undefined : eq(auctions.status, filter.status),
  );
  const latest = db
    .select({
      id: auctionBids.id,
      amount: auctionBids.amount,
      userId: auctionBids.userId,
      teamId: auctionBids.teamId,
      createdAt: auctionBids.createdAt,
      count: sql<number>`count(*) over ()`.mapWith(Number).as('bid_count'),
    })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctions.id))
    .orderBy(desc(auctionBids.amount), desc(auctionBids.id))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      auction: auctions,
      player: squadPlayerColumns,
      current: { id: currentTeam.id, name: currentTeam.name, division: currentTeam.division },
      originName: originTeam.name,
      creatorName: creator.name,
      winnerName: winner.name,
      latest: {
        id: latest.id,
        amount: latest.amount,
        userId: latest.userId,
        teamId: latest.teamId,
        createdAt: latest.createdAt,
        count: latest.count,
      },
      bidderName: bidder.name,
      bidTeamName: bidTeam.name,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .innerJoin(currentTeam, eq(currentTeam.id, players.idTeam))
    .innerJoin(originTeam, eq(originTeam.id, auctions.idTeam))
    .innerJoin(creator, eq(creator.id, auctions.createdBy))
    .leftJoin(winner, eq(winner.id, auctions.winnerUserId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(bidder, eq(bidder.id, latest.userId))
    .leftJoin(bidTeam, eq(bidTeam.id, latest.teamId))
    .where(where)
    .orderBy(desc(auctions.id));
  return rows.map((r) => {
    const a = r.auction;
    const top = r.latest?.id == null ? null : r.latest;
    return {
      id: a.id,
      id_player: a.idPlayer,
      id_season: a.idSeason,
      status: a.status,
      open: a.status === 'active' && isAuctionOpen(a.closesAt, now),
      closes_at: a.closesAt.toISOString(),
      created_at: a.createdAt.toISOString(),
      opening: a.openingAmount,
      player: { ...r.player, id_team: { ...r.current, division: r.current.division ?? '' } },
      team: { id: a.idTeam, name: r.originName },
      created_by: { id: a.createdBy, name: r.creatorName },
      latest: top && {
        id: top.id,
        amount: top.amount,
        bidder: { id: top.userId, name: r.bidderName ?? '' },
        team: namedRef(top.teamId, r.bidTeamName),
        created_at: top.createdAt.toISOString(),
      },
      min_next_bid: minNextBid(top ? top.amount : a.openingAmount),
      bids_count: top ? top.count : 0,
      winner: namedRef(a.winnerUserId, r.winnerName),
      confirmed_at: a.confirmedAt?.toISOString() ?? null,
    };
  });
}

export async function auctionView(db: Db | Tx, id: number, now: Date): Promise<AuctionView | undefined> {
  return (await auctionViews(db, { id }, now))[0];
}

/** A player's auction: the running one, else the latest (optionally within a season). */
export async function playerAuction(db: Db, playerId: number, season: number | undefined, now: Date) {
  const views = await auctionViews(db, { playerId, seasonId: season }, now);
  return views.find((a) => a.status === 'active') ?? views[0];
}

/** One bid, or an auction's whole history. */
export type BidFilter = { bidId: number } | { auctionId: number };

/** Bid history, newest first. */
export async function bidHistory(db: Db | Tx, filter: BidFilter): Promise<BidView[]> {
  const where =
    'bidId' in filter ? eq(auctionBids.id, filter.bidId) : eq(auctionBids.auctionId, filter.auctionId);
  const rows = await db
    .select({ bid: auctionBids, bidderName: users.name, teamName: teams.name })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.userId))
    .leftJoin(teams, eq(teams.id, auctionBids.teamId))
    .where(where)
    .orderBy(desc(auctionBids.id));
  return rows.map(({ bid, bidderName, teamName }) => ({
    id: bid.id,
    auction_id: bid.auctionId,
    amount: bid.amount,
    bidder: { id: bid.userId, name: bidderName },
    team: namedRef(bid.teamId, teamName),
    created_at: bid.createdAt.toISOString(),
  }));
}
