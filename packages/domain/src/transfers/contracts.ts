import { z } from 'zod';
import { IdParamsSchema, RefSchema, YesNoSchema } from '../common/contracts';
import { idField, idListField, moneyField, optionalIdField } from '../fields';
import { MAX_PLAYERS_PER_MOVE } from '../market/constants';
import { TRANSFER_MESSAGES as M } from '../market/messages';
import { paged } from '../paging';
import { TRANSFER_STATUSES } from '../statuses';

/**
 * Admin transfer form (POST /transfer; docs/rules.md §5): players chosen by id move
 * from id_team_from to id_team_to, and `budget` moves the other way, from the receiving team's
 * owner (buyer) to the giving team's owner (seller). The original client wraps it as {data: …}.
 * id_season is optional: forms default to the active season, never a hard-coded id (docs/rules.md §5).
 * buy_by / sold_by are accepted for old clients but the server reads the owners from the teams
 * (decision 033: client-sent users are checked, never trusted).
 */
const transferFields = {
  id_season: optionalIdField(M.seasonInvalid),
  id_team_from: idField(M.teamFromRequired),
  id_team_to: idField(M.teamToRequired),
  players: idListField(M.playersInvalid, MAX_PLAYERS_PER_MOVE, M.tooManyPlayers).pipe(
    z.array(z.number()).min(1, M.playersRequired),
  ),
  budget: moneyField(M.budgetInvalid, 0).default(0),
  buy_by: optionalIdField(M.userInvalid),
  sold_by: optionalIdField(M.userInvalid),
};
const differentTeams = (t: { id_team_from: number; id_team_to: number }) => t.id_team_from !== t.id_team_to;
const sameTeamIssue = { path: ['id_team_to'], message: M.sameTeam };

export const TransferInputSchema = z.object(transferFields).refine(differentTeams, sameTeamIssue);
export type TransferInput = z.infer<typeof TransferInputSchema>;

/** The players as the league's client names them: "Name A, Name B" (transferred_players). */
const MAX_NAMES_TEXT = 2_000;
/**
 * What POST /transfer reads: the players by id (`players`), or by name (`transferred_players`,
 * resolved on the server among id_team_from's players; decision 033). Ids win when both come.
 */
export const TransferRequestInputSchema = z
  .object({
    ...transferFields,
    players: transferFields.players.optional(),
    transferred_players: z
      .string({ error: M.playersRequired })
      .max(MAX_NAMES_TEXT, M.playersInvalid)
      .optional(),
  })
  .refine(differentTeams, sameTeamIssue)
  .refine((t) => t.players !== undefined || (t.transferred_players ?? '').trim() !== '', {
    path: ['players'],
    message: M.playersRequired,
  });
export type TransferRequestInput = z.infer<typeof TransferRequestInputSchema>;

/** The request body as the original client sends it (`{data: transfer fields}`). */
export const TransferRequestSchema = z.object({ data: TransferRequestInputSchema });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** POST /transfer as the API reads it: the original client wraps the form as {data: …}; the bare form is read too. */
export const TransferBodySchema = z.preprocess(
  (body) => (isObject(body) && isObject(body.data) ? body.data : body),
  TransferRequestInputSchema,
);

/**
 * One admin transfer as the pending list (transferencia_pendiente) and the transfers
 * history (decision 012) show it. team_from/team_to are the objects; id_team_from/id_team_to the ids.
 */
export const TransferViewSchema = z.object({
  id: z.number(),
  id_season: z.number(),
  /** Comma-separated names (decision 012). */
  transferred_players: z.string(),
  players: z.array(RefSchema),
  id_team_from: z.number(),
  id_team_to: z.number(),
  team_from: RefSchema,
  team_to: RefSchema,
  budget: z.number(),
  status: z.enum(TRANSFER_STATUSES),
  /** yes/no as the entity lists give it (decisions 012 and 033). */
  confirmed: YesNoSchema,
  created_by: RefSchema,
  buy_by: RefSchema.nullable(),
  sold_by: RefSchema.nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /** Whether the caller may confirm it now (docs/rules.md §5: the other party or an Admin). */
  can_confirm: z.boolean(),
  /** Whether the caller may reject it (the other party or an Admin) or cancel it (its creator or an Admin). */
  can_reject: z.boolean(),
  can_cancel: z.boolean(),
  /** When a pending proposal expires (TRANSFER_PROPOSAL_HOURS after it was made); null once decided. */
  expires_at: z.string().nullable(),
});
export type TransferView = z.infer<typeof TransferViewSchema>;

/** GET /traspasos. */
export const TransferListSchema = paged(TransferViewSchema);
/** GET /transferencia_pendiente: a bare array, as the league's client filters the body itself. */
export const PendingTransferListSchema = z.array(TransferViewSchema);
export type PendingTransferList = z.infer<typeof PendingTransferListSchema>;
/** POST /transfer → 201. */
export const TransferSavedSchema = z.object({ message: z.string(), transfer: TransferViewSchema });
/** POST /transferencia_confirmada/{id}. */
export const TransferParamsSchema = IdParamsSchema;
