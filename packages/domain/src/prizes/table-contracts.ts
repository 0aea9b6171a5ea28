import { z } from 'zod';
import { TeamRefSchema, idParam } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { moneyField, onceEach } from '../fields';
import { PRIZE_TABLE_MAX_POSITIONS } from './constants';
import { PRIZE_MESSAGES as M } from './messages';

/** Prize tables per tournament (/crear-premios, GET /create-prizes): position → amount plus two bonuses. */

const tablePosition = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: M.tablePositionInvalid })
    .int(M.tablePositionInvalid)
    .min(1, M.tablePositionInvalid)
    .max(PRIZE_TABLE_MAX_POSITIONS, M.tablePositionInvalid),
);

export const PrizeTablePositionSchema = z.object({
  position: tablePosition,
  amount: moneyField(M.amountInvalid, 1),
});

/** The path of /create-prizes/{tournament_id} and its preview and apply. */
export const PrizeTableParamsSchema = z.object({ tournament_id: idParam });

/** PUT /create-prizes/{tournament_id}: the whole table; positions once each, listed in any order. */
export const SavePrizeTableSchema = z.object({
  positions: z
    .array(PrizeTablePositionSchema, { error: M.tablePositionInvalid })
    .max(PRIZE_TABLE_MAX_POSITIONS, M.tableTooLong)
    .superRefine(onceEach((row) => row.position, 'position', M.tablePositionsRepeated))
    .transform((rows) => [...rows].sort((a, b) => a.position - b.position)),
  scorer_bonus: moneyField(M.bonusInvalid, 0),
  assists_bonus: moneyField(M.bonusInvalid, 0),
  /** The prode's prize per round (docs/rules.md §16.5); absent keeps the saved one. */
  prode_round_prize: moneyField(M.bonusInvalid, 0).optional(),
});
export type SavePrizeTableInput = z.infer<typeof SavePrizeTableSchema>;

const TournamentRef = z.object({
  id: z.number(),
  name: z.string(),
  format: FormatSchema,
  season_id: z.number(),
});

export const PrizeTableSchema = z.object({
  tournament: TournamentRef,
  positions: z.array(z.object({ position: z.number(), amount: z.number() })),
  scorer_bonus: z.number(),
  assists_bonus: z.number(),
  prode_round_prize: z.number(),
  /** false: nobody saved this table yet, the amounts are the rule book's defaults. */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
  /** Prizes of this tournament paid and not reverted, whatever paid them. */
  paid_count: z.number(),
});
export type PrizeTable = z.infer<typeof PrizeTableSchema>;

/** PUT /create-prizes/{tournament_id} answers the saved table. */
export const PrizeTableSavedSchema = z.object({ message: z.string(), table: PrizeTableSchema });

/** GET /create-prizes ("data"): the prize tables of a season's tournaments. */
export const PrizeTablesAnswerSchema = z.object({ data: z.array(PrizeTableSchema) });

export const PRIZE_LINE_STATUSES = [
  'payable',
  'already_paid',
  'no_manager',
  'not_league_team',
  'undetermined',
] as const;

export const PrizeLineSchema = z.object({
  kind: z.enum(['position', 'scorer', 'assists']),
  position: z.string(),
  amount: z.number(),
  team: TeamRefSchema.nullable(),
  manager: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Why this team: points of the table, the Final's score, the leader's goals or assists. */
  detail: z.string(),
  status: z.enum(PRIZE_LINE_STATUSES),
});
export type PrizeLine = z.infer<typeof PrizeLineSchema>;

/** GET /create-prizes/{id}/preview: who gets what if the table is applied now. */
export const PrizePreviewSchema = z.object({
  tournament: TournamentRef,
  finished: z.boolean(),
  /** Why it is not finished yet (null when finished). */
  not_finished_reason: z.string().nullable(),
  lines: z.array(PrizeLineSchema),
  total_payable: z.number(),
  /** Sent back to apply: the payment is refused if the lines changed since this preview. */
  fingerprint: z.string(),
});
export type PrizePreview = z.infer<typeof PrizePreviewSchema>;

export const ApplyPrizeTableSchema = z.object({
  fingerprint: z.string({ error: M.fingerprintRequired }).min(1, M.fingerprintRequired).max(200),
});
