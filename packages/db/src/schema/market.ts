import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AuctionStatus, TransferStatus } from '@liga/domain';
import { seasons, users } from './accounts';
import { createdAt, id, jsonList, money, moneyBounds, requiredFk, tstz } from './columns';
import { players, teams } from './squads';

/** Who confirmed a market deal and when; both null until it is confirmed. */
const confirmation = () => ({
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedAt: tstz('confirmed_at'),
});

/** Sealed release-clause offers (docs/rules.md §4.3). */
export const releaseClauses = pgTable(
  'release_clauses',
  {
    id: id(),
    idPlayer: requiredFk('id_player', () => players.id, { onDelete: 'cascade' }),
    /** Player name at the time of the offer. */
    name: text('name').notNull(),
    /** The selling team at the time of the offer. */
    idTeam: requiredFk('id_team', () => teams.id),
    createdBy: requiredFk('created_by', () => users.id),
    value: money('value').notNull(),
    /** Ids of the buyer's players handed over as part of the payment. */
    otherPlayers: jsonList<number>('other_players'),
    extraValue: money('extra_value').notNull().default(0),
    totalValue: money('total_value').notNull(),
    idSeason: requiredFk('id_season', () => seasons.id),
    confirmed: boolean('confirmed').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...confirmation(),
    /** Who closed it and why, so the next offer wins for a known reason (docs/rules.md §4). */
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: tstz('closed_at'),
    closedReason: text('closed_reason'),
    /**
     * A tied bidder's improved cash during the tie-break (decision 022): sealed until it ends, then
     * it replaces `value` (and adds to `total_value`) in the ranking and the payment.
     */
    raisedValue: money('raised_value'),
    raisedAt: tstz('raised_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('release_clauses_player_idx').on(t.idPlayer, t.idSeason),
    index('release_clauses_season_team_idx').on(t.idSeason, t.idTeam),
    index('release_clauses_creator_idx').on(t.createdBy),
    // The player page's clauses in which a player was handed over (decision 026).
    index('release_clauses_other_players_idx').using('gin', t.otherPlayers),
    moneyBounds('release_clauses', t.value, 'input'),
    moneyBounds('release_clauses', t.extraValue, 'sum'),
    moneyBounds('release_clauses', t.totalValue, 'sum'),
  ],
);

/** Admin transfers between two teams, pending until the other party confirms. */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    idSeason: requiredFk('id_season', () => seasons.id),
    idTeamFrom: requiredFk('id_team_from', () => teams.id),
    idTeamTo: requiredFk('id_team_to', () => teams.id),
    budget: money('budget').notNull().default(0),
    /** 'bloqueado' while pending, 'confirmado' once confirmed. */
    status: text('status').$type<TransferStatus>().notNull().default('bloqueado'),
    createdBy: requiredFk('created_by', () => users.id),
    buyBy: integer('buy_by').references(() => users.id),
    soldBy: integer('sold_by').references(() => users.id),
    ...confirmation(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_season_idx').on(t.idSeason, t.status),
    moneyBounds('transfers', t.budget, 'input'),
  ],
);

export const transferPlayers = pgTable(
  'transfer_players',
  {
    id: id(),
    transferId: requiredFk('transfer_id', () => transfers.id, { onDelete: 'cascade' }),
    playerId: requiredFk('player_id', () => players.id),
    playerName: text('player_name').notNull(),
  },
  (t) => [
    index('transfer_players_transfer_idx').on(t.transferId),
    // The player page's transfers (decision 026).
    index('transfer_players_player_idx').on(t.playerId),
  ],
);

/** Auctions for players of teams outside Primera/Segunda. */
export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    idPlayer: requiredFk('id_player', () => players.id, { onDelete: 'cascade' }),
    /** The team the player belonged to when the auction opened. */
    idTeam: requiredFk('id_team', () => teams.id),
    idSeason: requiredFk('id_season', () => seasons.id),
    createdBy: requiredFk('created_by', () => users.id),
    openingAmount: money('opening_amount').notNull(),
    /** active → confirmed (winner paid) or cancelled. */
    status: text('status').$type<AuctionStatus>().notNull().default('active'),
    closesAt: tstz('closes_at').notNull(),
    winnerUserId: integer('winner_user_id').references(() => users.id),
    ...confirmation(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auctions_player_idx').on(t.idPlayer, t.idSeason),
    index('auctions_season_status_idx').on(t.idSeason, t.status),
    moneyBounds('auctions', t.openingAmount, 'input'),
  ],
);

export const auctionBids = pgTable(
  'auction_bids',
  {
    id: id(),
    auctionId: requiredFk('auction_id', () => auctions.id, { onDelete: 'cascade' }),
    userId: requiredFk('user_id', () => users.id),
    /** The bidder's team, which receives the player if the bid wins. */
    teamId: integer('team_id').references(() => teams.id),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auction_bids_auction_idx').on(t.auctionId, t.amount),
    moneyBounds('auction_bids', t.amount, 'input'),
  ],
);
