import { z } from 'zod';
import { RefSchema, TeamRefSchema } from '../common/contracts';
import { ClauseViewSchema } from '../market/contracts';
import { MovementSchema } from '../movements/contracts';
import { SeasonQuerySchema } from '../seasons/contracts';
import { AUCTION_STATUSES } from '../statuses';
import { TransferViewSchema } from '../transfers/contracts';

/** An auction as the dashboard lists it (creator, player name, amount, id_season). */
export const OwnAuctionSchema = z.object({
  id: z.number(),
  id_player: z.number(),
  player: z.string(),
  /** The highest bid so far, or the opening amount. */
  amount: z.number(),
  /** The caller's highest bid, null when they only opened it. */
  my_bid: z.number().nullable(),
  status: z.enum(AUCTION_STATUSES),
  closes_at: z.string(),
  created_at: z.string(),
  id_season: z.number(),
  created_by: RefSchema,
});
export type OwnAuction = z.infer<typeof OwnAuctionSchema>;

/** GET /dashboard?season= ('Mi estado'). */
export const DashboardQuerySchema = SeasonQuerySchema;
export const DashboardSchema = z.object({
  season: RefSchema.extend({ start_date: z.string().nullable() }).nullable(),
  team: TeamRefSchema.nullable(),
  budget: z.number(),
  /** The season's market outlays, computed from the ledger (docs/rules.md §12.1). */
  budget_spent: z.number(),
  pending_transfers: z.array(TransferViewSchema),
  own_auctions: z.array(OwnAuctionSchema),
  executed_clauses: z.array(ClauseViewSchema),
  received_clauses: z.array(ClauseViewSchema),
  /** The newest ten ledger rows, newest first. */
  recent_movements: z.array(MovementSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
