import { z } from 'zod';
import { RefSchema, idParam } from '../common/contracts';
import { idField, moneyField } from '../fields';
import { AUCTION_MESSAGES as M } from '../market/messages';
import { paged } from '../paging';
import { PlayerSchema } from '../players/contracts';
import { SeasonListQuerySchema, seasonParam } from '../seasons/contracts';
import { AUCTION_STATUSES } from '../statuses';

/**
 * POST /auctions to open one (decision 012). amount is optional: the server falls back to
 * defaultOpening(player value). id_team, created_by, auctioned_by, status and id_season are
 * stripped: the team is the player's, the user comes from the token, the season is the active one.
 */
export const CreateAuctionSchema = z.object({
  id_player: idField(M.playerRequired),
  amount: moneyField(M.amountRequired, 1).optional(),
});
export type CreateAuctionInput = z.infer<typeof CreateAuctionSchema>;

/** A bid on a player's running auction. */
export const PlaceBidSchema = z.object({
  id_player: idField(M.playerRequired),
  amount: moneyField(M.amountRequired, 1),
});
/** POST /auctions/{id}/bids: only the amount is read. */
export const BidBodySchema = z.object({ amount: PlaceBidSchema.shape.amount });

export const AuctionParamsSchema = z.object({ id: idParam });
/**
 * POST /auction/confirm/{auctionId} (Admin): the path names it auctionId, but the league's
 * client sends the id of a bid row (the latest); any bid of the auction identifies it.
 */
export const AuctionConfirmParamsSchema = z.object({ auctionId: idParam });

export const BidViewSchema = z.object({
  id: z.number(),
  auction_id: z.number(),
  amount: z.number(),
  bidder: RefSchema,
  /** The bidder's team, which receives the player if this bid wins. */
  team: RefSchema.nullable(),
  created_at: z.string(),
});
export type BidView = z.infer<typeof BidViewSchema>;

export const AuctionViewSchema = z.object({
  id: z.number(),
  id_player: z.number(),
  id_season: z.number(),
  /** active → confirmed (or cancelled). An active auction past closes_at waits for an Admin. */
  status: z.enum(AUCTION_STATUSES),
  /** Whether it still takes bids (now < closes_at and active). */
  open: z.boolean(),
  closes_at: z.string(),
  created_at: z.string(),
  opening: z.number(),
  /** The player as he is now (after confirmation, in the winner's team). */
  player: PlayerSchema,
  /** The team the player belonged to when the auction opened. */
  team: RefSchema,
  created_by: RefSchema,
  latest: BidViewSchema.omit({ auction_id: true }).nullable(),
  /** The smallest amount the next bid may have (latest + 1.000.000). */
  min_next_bid: z.number(),
  bids_count: z.number(),
  winner: RefSchema.nullable(),
  confirmed_at: z.string().nullable(),
});
export type AuctionView = z.infer<typeof AuctionViewSchema>;

/** GET /auctions and GET /auction/last. */
export const AuctionListSchema = paged(AuctionViewSchema);
export type AuctionList = z.infer<typeof AuctionListSchema>;
export const AuctionListQuerySchema = SeasonListQuerySchema.extend({
  status: z.enum(AUCTION_STATUSES, { error: 'El estado no es válido.' }).optional(),
});
/** GET /auction/last?id_season= (decision 012). */
export const LastAuctionsQuerySchema = SeasonListQuerySchema.omit({ season: true }).extend({
  id_season: seasonParam,
});

/** POST /auctions and POST /auctions/{id}/bids → 201: the auction after the bid, and the bid. */
export const BidPlacedSchema = z.object({
  message: z.string(),
  auction: AuctionViewSchema,
  bid: BidViewSchema,
});
/**
 * GET /auctions/player/{id}/current (our web app's): the player's auction and its bid history, or
 * `{auction: null, data: []}` when the player has none, an empty state rather than a 404.
 */
export const PlayerAuctionSchema = z.object({
  auction: AuctionViewSchema.nullable(),
  data: z.array(BidViewSchema),
});
export type PlayerAuction = z.infer<typeof PlayerAuctionSchema>;
/**
 * GET /auctions/events: EventSource cannot send headers, so a single-use ticket (POST
 * /auctions/events/ticket) comes in the query; `token` is still read for older clients.
 */
export const AuctionStreamQuerySchema = z.object({
  ticket: z.string().max(200).optional(),
  token: z.string().max(200).optional(),
});
/** POST /auctions/events/ticket: a ticket for one EventSource connection, valid for a minute. */
export const StreamTicketSchema = z.object({ ticket: z.string(), expires_in: z.number() });

/**
 * One bid as the league's current client reads auctions (decisions 012 and 033):
 * one row per bid, its id the bid's. `id_team` is the team that receives the player if the bid
 * wins; the bidder is `created_by`/`auctioned_by`, `auctioneer` and `creator`.
 */
export const AuctionBidRowSchema = z.object({
  id: z.number(),
  auction_id: z.number(),
  id_player: z.number(),
  id_team: z.number(),
  amount: z.number(),
  created_by: z.number(),
  auctioned_by: z.number(),
  auctioneer: RefSchema,
  creator: RefSchema,
  player: z.object({ id: z.number(), name: z.string(), value: z.number() }),
  /** The auction's state: active, confirmed or cancelled. */
  status: z.enum(AUCTION_STATUSES),
  id_season: z.number(),
  created_at: z.string(),
});
export type AuctionBidRow = z.infer<typeof AuctionBidRowSchema>;
/** GET /auction/last and GET /auctions/player/{id}: bare arrays, as the client calls `.map` on them. */
export const AuctionBidRowsSchema = z.array(AuctionBidRowSchema);
/** POST /auctions → 201: our app's answer plus the new bid's row at the top level (`created_at` …). */
export const AuctionPostedSchema = BidPlacedSchema.extend(AuctionBidRowSchema.shape);
export type AuctionPosted = z.infer<typeof AuctionPostedSchema>;
