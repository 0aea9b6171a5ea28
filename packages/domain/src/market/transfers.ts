import { z } from 'zod';
import { may } from '../roles';
import { MAX_PLAYERS_PER_MOVE } from './constants';
import { idField, idListField, moneyField, optionalIdField } from './fields';
import { TRANSFER_MESSAGES as M } from './messages';

/**
 * Admin transfer form (spec 01 §2, §7 POST /transfer; DESIGN.md §6): players chosen by id move
 * from id_team_from to id_team_to, and `budget` moves the other way, from the receiving team's
 * owner (buyer) to the giving team's owner (seller). The original client wraps it as {data: …}.
 * id_season is optional: forms default to the active season, never a hard-coded id (DESIGN.md §6).
 * buy_by / sold_by are accepted for old clients but the server reads the owners from the teams
 * (DESIGN.md §4: client-sent users are checked, never trusted).
 */
export const TransferInputSchema = z
  .object({
    id_season: optionalIdField(M.seasonInvalid),
    id_team_from: idField(M.teamFromRequired),
    id_team_to: idField(M.teamToRequired),
    players: idListField(M.playersInvalid, MAX_PLAYERS_PER_MOVE, M.tooManyPlayers).pipe(
      z.array(z.number()).min(1, M.playersRequired),
    ),
    budget: moneyField(M.budgetInvalid, 0).default(0),
    buy_by: optionalIdField(M.userInvalid),
    sold_by: optionalIdField(M.userInvalid),
  })
  .refine((t) => t.id_team_from !== t.id_team_to, { path: ['id_team_to'], message: M.sameTeam });
export type TransferInput = z.infer<typeof TransferInputSchema>;

/** The request body as the original client sends it (spec 01 §7: `{data: transfer fields}`). */
export const TransferRequestSchema = z.object({ data: TransferInputSchema });

/**
 * Who may confirm a pending transfer (DESIGN.md §6): an Admin, or a party to it (the buyer or
 * the seller) who did not create it. So a manager cannot create and confirm their own deal, and a
 * transfer an Admin created for two managers is confirmed by either of them.
 */
export function canConfirmTransfer(args: {
  createdBy: number;
  confirmerId: number;
  confirmerRole: string | null | undefined;
  buyerId: number | null;
  sellerId: number | null;
}): boolean {
  if (may(args.confirmerRole, 'confirmAnyTransfer')) return true;
  if (args.confirmerId === args.createdBy) return false;
  return args.confirmerId === args.buyerId || args.confirmerId === args.sellerId;
}
