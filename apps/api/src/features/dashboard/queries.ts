import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  auctionBids,
  auctions,
  budgetMovements,
  players,
  teams,
  users,
  type Db,
  type MovementReason,
} from '@liga/db';
import type { OwnAuction } from '@liga/domain';

/** Market outlays counted as budget spent (computed from the ledger, never kept: docs/rules.md §12.1). */
export const SPENDING_REASONS: readonly MovementReason[] = [
  'clause_payment',
  'transfer_payment',
  'auction_payment',
  'bet_stake',
];

/** Sum of the user's market debits, as a positive number, within [from, to) when a range is given. */
export async function budgetSpent(
  db: Db,
  userId: number,
  range: { from: Date; to: Date | null } | null,
): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(-sum(${budgetMovements.amount}), 0)`.mapWith(Number) })
    .from(budgetMovements)
    .where(
      and(
        eq(budgetMovements.userId, userId),
        inArray(budgetMovements.reason, [...SPENDING_REASONS]),
        lt(budgetMovements.amount, 0),
        range ? gte(budgetMovements.createdAt, range.from) : undefined,
        range?.to ? lt(budgetMovements.createdAt, range.to) : undefined,
      ),
    );
  return row?.spent ?? 0;
}

/** Auctions the user opened or bid in, newest first, with the highest bid so far and the user's own. */
export async function ownAuctions(
  db: Db,
  userId: number,
  seasonId: number | undefined,
): Promise<OwnAuction[]> {
  const bids = db
    .select({
      auctionId: auctionBids.auctionId,
      top: sql<number | null>`max(${auctionBids.amount})`.mapWith(Number).as('top'),
      mine: sql<number | null>`max(${auctionBids.amount}) filter (where ${auctionBids.userId} = ${userId})`
        .mapWith(Number)
        .as('mine'),
    })
    .from(auctionBids)
    .groupBy(auctionBids.auctionId)
    .as('bids');
  const creator = alias(users, 'auction_creator');
  const rows = await db
    .select({
      a: auctions,
      playerName: players.name,
      creatorName: creator.name,
      top: bids.top,
      mine: bids.mine,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .leftJoin(creator, eq(creator.id, auctions.createdBy))
    .leftJoin(bids, eq(bids.auctionId, auctions.id))
    .where(
      and(
        or(eq(auctions.createdBy, userId), sql`${bids.mine} is not null`),
        seasonId === undefined ? undefined : eq(auctions.idSeason, seasonId),
      ),
    )
    .orderBy(desc(auctions.createdAt), desc(auctions.id));
  return rows.map(({ a, ...r }) => ({
    id: a.id,
    id_player: a.idPlayer,
    player: r.playerName,
    amount: r.top ?? a.openingAmount,
    my_bid: r.mine ?? null,
    status: a.status,
    closes_at: a.closesAt.toISOString(),
    created_at: a.createdAt.toISOString(),
    id_season: a.idSeason,
    created_by: { id: a.createdBy, name: r.creatorName ?? '' },
  }));
}

/** The caller's budget and the team they own, if any. */
export async function budgetAndTeam(db: Db, userId: number) {
  const [row] = await db
    .select({ profits: users.profits, teamId: teams.id, teamName: teams.name, teamDivision: teams.division })
    .from(users)
    .leftJoin(teams, eq(teams.idUser, users.id))
    .where(eq(users.id, userId));
  return row;
}
