import { z } from 'zod';
import { MovementSchema, TeamRefSchema } from '@liga/domain';
import { ClauseViewSchema } from '../../lib/clause-view';
import { TransferViewSchema } from '../../lib/transfer-view';

/** An auction as the dashboard lists it (spec 01 §3: creator, player name, amount, id_season). */
export const OwnAuctionSchema = z.object({
  id: z.number(),
  id_player: z.number(),
  player: z.string(),
  /** The highest bid so far, or the opening amount. */
  amount: z.number(),
  /** The caller's highest bid, null when they only opened it. */
  my_bid: z.number().nullable(),
  status: z.string(),
  closes_at: z.string(),
  created_at: z.string(),
  id_season: z.number(),
  created_by: z.object({ id: z.number(), name: z.string() }),
});
export type OwnAuction = z.infer<typeof OwnAuctionSchema>;

/** GET /dashboard ('Mi estado', spec 01 §2). */
export const DashboardSchema = z.object({
  season: z.object({ id: z.number(), name: z.string(), start_date: z.string().nullable() }).nullable(),
  team: TeamRefSchema.nullable(),
  budget: z.number(),
  budget_spent: z.number(),
  pending_transfers: z.array(TransferViewSchema),
  own_auctions: z.array(OwnAuctionSchema),
  executed_clauses: z.array(ClauseViewSchema),
  received_clauses: z.array(ClauseViewSchema),
  recent_movements: z.array(MovementSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
