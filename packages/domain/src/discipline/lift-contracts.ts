import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { idField } from '../fields';
import { LIFT_STATUS_LABELS } from './labels';
import { reasonField } from './contracts';

const CAUSES = ['yellow_cards', 'red_card', 'direct_red', 'injury', 'serious_injury'] as const;
const STATUSES = Object.keys(LIFT_STATUS_LABELS) as [keyof typeof LIFT_STATUS_LABELS];

/** POST /api/suspensions/lifts: a manager asks to lift one suspension of a player before a match. */
export const CreateLiftSchema = z.object({
  player_id: idField('Elegí el jugador.'),
  match_id: idField('Elegí el partido.'),
  cause: z.enum(CAUSES, { error: 'Elegí qué suspensión levantar.' }),
});
export type CreateLiftInput = z.infer<typeof CreateLiftSchema>;

export const RefuseLiftSchema = z.object({ reason: reasonField });

export const LiftViewSchema = z.object({
  id: z.number(),
  player: RefSchema,
  team: RefSchema,
  match: z.object({ id: z.number(), label: z.string() }),
  cause: z.enum(CAUSES),
  price: z.number(),
  status: z.enum(STATUSES),
  requested_by: RefSchema.nullable(),
  requested_at: z.string(),
  decided_by: RefSchema.nullable(),
  decided_at: z.string().nullable(),
  refuse_reason: z.string().nullable(),
});
export type LiftView = z.infer<typeof LiftViewSchema>;

export const LiftListQuerySchema = z.object({ status: z.enum(STATUSES).optional() });
export const LiftListSchema = z.object({ data: z.array(LiftViewSchema) });
export const LiftAnswerSchema = z.object({ message: z.string(), lift: LiftViewSchema });

/** POST /api/locks: the owner (or staff) locks a player against clauses for the season. */
export const CreateLockSchema = z.object({ player_id: idField('Elegí el jugador.') });
export const LockViewSchema = z.object({
  id: z.number(),
  player: RefSchema,
  team_id: z.number(),
  created_at: z.string(),
});
export type LockView = z.infer<typeof LockViewSchema>;
export const LockListQuerySchema = z.object({ team_id: z.coerce.number().int().positive().optional() });
export const LockListSchema = z.object({
  data: z.array(LockViewSchema),
  used: z.number(),
  left: z.number(),
});
export type LockList = z.infer<typeof LockListSchema>;
export const LockAnswerSchema = z.object({ message: z.string(), lock: LockViewSchema });

/**
 * GET /api/suspensions/lifts/options (the manager's form, decision 025): each player of the manager's team
 * barred from a pending match of the active season, with the causes that bar him and each cause's price
 * (null: the league does not lift it). Causes already asked for (pending or approved) are left out.
 */
export const LiftOptionSchema = z.object({
  player: RefSchema,
  match: z.object({ id: z.number(), label: z.string(), date: z.string().nullable() }),
  causes: z.array(z.object({ cause: z.enum(CAUSES), label: z.string(), price: z.number().nullable() })),
});
export type LiftOption = z.infer<typeof LiftOptionSchema>;
export const LiftOptionListSchema = z.object({ data: z.array(LiftOptionSchema) });
