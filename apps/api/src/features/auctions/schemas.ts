import { z } from 'zod';
import { CreateAuctionSchema, MAX_ID, PlaceBidSchema, PlayerSchema, paged } from '@liga/domain';
import { SeasonListQuerySchema } from '../../lib/list-query';
import { seasonParam } from '../../lib/season';

const Ref = z.object({ id: z.number(), name: z.string() });
const idParam = z.coerce.number().int().positive('El id no es válido.').max(MAX_ID, 'El id no es válido.');

export const MessageSchema = z.object({ message: z.string() });
export const IdParams = z.object({ id: idParam });
export const AuctionIdParams = z.object({ auctionId: idParam });

/** Clients send the whole form (id_team, created_by, status, id_season …): only these are read. */
export const CreateAuctionBodySchema = CreateAuctionSchema;
export const BidBodySchema = z.object({ amount: PlaceBidSchema.shape.amount });

export const BidViewSchema = z.object({
  id: z.number(),
  auction_id: z.number(),
  amount: z.number(),
  bidder: Ref,
  /** The bidder's team, which receives the player if this bid wins. */
  team: Ref.nullable(),
  created_at: z.string(),
});
export type BidView = z.infer<typeof BidViewSchema>;

export const AuctionViewSchema = z.object({
  id: z.number(),
  id_player: z.number(),
  id_season: z.number(),
  /** active → confirmed (or cancelled). An active auction past closes_at waits for an Admin. */
  status: z.string(),
  /** Whether it still takes bids (now < closes_at and active). */
  open: z.boolean(),
  closes_at: z.string(),
  created_at: z.string(),
  opening: z.number(),
  /** The player as he is now (after confirmation, in the winner's team). */
  player: PlayerSchema,
  /** The team the player belonged to when the auction opened. */
  team: Ref,
  created_by: Ref,
  latest: BidViewSchema.omit({ auction_id: true }).nullable(),
  /** The smallest amount the next bid may have (latest + 1.000.000). */
  min_next_bid: z.number(),
  bids_count: z.number(),
  winner: Ref.nullable(),
  confirmed_at: z.string().nullable(),
});
export type AuctionView = z.infer<typeof AuctionViewSchema>;

export const AuctionListSchema = paged(AuctionViewSchema);
export const AuctionListQuerySchema = SeasonListQuerySchema.extend({
  status: z.enum(['active', 'confirmed', 'cancelled'], { error: 'El estado no es válido.' }).optional(),
});
/** GET /auction/last?id_season= (spec 02 §7). */
export const LastAuctionsQuerySchema = SeasonListQuerySchema.omit({ season: true }).extend({
  id_season: seasonParam,
});
export const SeasonQuerySchema = z.object({ season: seasonParam });

export const AuctionCreatedSchema = z.object({ message: z.string(), auction: AuctionViewSchema });
export const BidPlacedSchema = z.object({
  message: z.string(),
  auction: AuctionViewSchema,
  bid: BidViewSchema,
});
export const PlayerAuctionSchema = z.object({ auction: AuctionViewSchema, data: z.array(BidViewSchema) });
export const StreamQuerySchema = z.object({ token: z.string().max(200).optional() });
