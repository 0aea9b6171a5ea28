import { z } from 'zod';
import { AuctionViewSchema } from '../auctions/contracts';
import { RefSchema } from '../common/contracts';
import { StatTotalsSchema } from '../statistics/contracts';
import { PlayerSchema } from './contracts';

/** How many rows each list of the player page keeps, newest first (decision 026). */
export const PROFILE_LIST_LIMIT = 50;
/** How many value changes the chart draws, the newest (decision 026). */
export const PROFILE_VALUE_POINTS = 100;

/** One point of the value's history: the value from `at` on (decision 026). */
export const ValuePointSchema = z.object({ at: z.string(), value: z.number() });
export type ValuePoint = z.infer<typeof ValuePointSchema>;

/** A player's line summed over one tournament (statistics), newest season first. */
export const ProfileStatLineSchema = z.object({
  season: RefSchema,
  tournament: RefSchema,
  ...StatTotalsSchema.shape,
  injuries: z.number(),
  mvp: z.number(),
});
export type ProfileStatLine = z.infer<typeof ProfileStatLineSchema>;

/** A confirmed transfer that moved the player, with who else went in it. */
export const ProfileTransferSchema = z.object({
  id: z.number(),
  at: z.string(),
  team_from: RefSchema,
  team_to: RefSchema,
  budget: z.number(),
  with_players: z.array(z.string()),
});
export type ProfileTransfer = z.infer<typeof ProfileTransferSchema>;

/**
 * A revealed release clause that involved the player: on him (`target`) or paying with him (`handed`).
 * Sealed offers are never here (docs/rules.md §4.3): the server drops them before answering.
 */
export const ProfileClauseSchema = z.object({
  id: z.number(),
  at: z.string(),
  role: z.enum(['target', 'handed']),
  player: RefSchema,
  team: RefSchema,
  bidder: RefSchema.nullable(),
  total_value: z.number(),
  confirmed: z.boolean(),
  confirmed_at: z.string().nullable(),
  active: z.boolean(),
});
export type ProfileClause = z.infer<typeof ProfileClauseSchema>;

/** An auction of the player: the highest bid so far (or the opening amount) and, once confirmed, the winner. */
export const ProfileAuctionSchema = AuctionViewSchema.pick({
  id: true,
  status: true,
  closes_at: true,
  confirmed_at: true,
  winner: true,
}).extend({ amount: z.number() });
export type ProfileAuction = z.infer<typeof ProfileAuctionSchema>;

/** GET /players/{id}/profile: the player page a manager reads (decision 026). */
export const PlayerProfileSchema = z.object({
  player: PlayerSchema,
  /** The manager of the player's team, when it has one. */
  manager: RefSchema.nullable(),
  created_at: z.string(),
  value_history: z.array(ValuePointSchema),
  statistics: z.array(ProfileStatLineSchema),
  transfers: z.array(ProfileTransferSchema),
  clauses: z.array(ProfileClauseSchema),
  auctions: z.array(ProfileAuctionSchema),
});
export type PlayerProfile = z.infer<typeof PlayerProfileSchema>;
