import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { idField, onceEach } from '../fields';
import { PageQuerySchema, paged } from '../paging';
import {
  MAX_PRIZE_AMOUNT,
  MAX_PRIZES_PER_SUBMISSION,
  PRIZE_DESCRIPTION_MAX,
  PRIZE_POSITION_MAX,
  PRIZE_REASON_MAX,
} from './constants';
import { PRIZE_MESSAGES as M } from './messages';
import { parsePosition } from './position';

/**
 * The prize calls (POST /prizes, our GET /prizes and revert), shared by the API route
 * schemas and the /premios form.
 */

const DIGITS = /^\s*\d+\s*$/;
// NUL and other control characters are never text (docs/rules.md §15.4): PostgreSQL would refuse them with a 500.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Missing → the league client's "complete every required field"; present but wrong → what is wrong. */
const amount = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.amountInvalid) })
    .int(M.amountInvalid)
    .min(1, M.amountInvalid)
    .max(MAX_PRIZE_AMOUNT, M.amountInvalid),
);

/**
 * Position is text (decision 012; a number from an old client is read as its text), parsed to the one
 * position it names before anything compares it (position.ts): '1st', '１' and 'primero' are '1°'.
 */
const position = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(PRIZE_POSITION_MAX, M.positionTooLong)
    .refine((t) => !CONTROL.test(t), M.controlCharacters)
    .pipe(
      z.string().transform((text, ctx) => {
        const parsed = parsePosition(text);
        if (parsed === null) ctx.addIssue({ code: 'custom', message: M.positionInvalid });
        return parsed ?? z.NEVER;
      }),
    ),
);

const description = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string()
    .trim()
    .max(PRIZE_DESCRIPTION_MAX, M.textTooLong(PRIZE_DESCRIPTION_MAX))
    .refine((t) => !CONTROL.test(t), M.controlCharacters),
);

/** One prize as the league's client sends it: {tournament_id, team_id, amount, position, description}. */
export const PrizeInputSchema = z.object({
  tournament_id: idField(M.required),
  team_id: idField(M.required),
  amount,
  position,
  description,
});
export type PrizeInput = z.infer<typeof PrizeInputSchema>;

export const prizeKey = (p: { tournament_id: number; team_id: number; position: string }): string =>
  `${p.tournament_id}:${p.team_id}:${p.position.toLowerCase()}`;

/** POST /prizes: 1–14 prizes; the same tournament + team + position twice in one list is refused. */
export const SubmitPrizesSchema = z.object({
  prizes: z
    .array(PrizeInputSchema, { error: M.none })
    .min(1, M.none)
    .max(MAX_PRIZES_PER_SUBMISSION, M.tooMany)
    .superRefine(onceEach(prizeKey, 'position', M.repeated)),
});

export const PrizeViewSchema = z.object({
  id: z.number(),
  tournament: RefSchema,
  team: z.object({ id: z.number(), name: z.string(), division: z.string() }),
  /** The team's manager when the prize was paid: who received the money. */
  paid_to: RefSchema.nullable(),
  amount: z.number(),
  position: z.string(),
  description: z.string().nullable(),
  /** 'table' when paid by applying a tournament's prize table. */
  source: z.enum(['manual', 'table']),
  created_by: RefSchema.nullable(),
  paid_at: z.string(),
  reverted_at: z.string().nullable(),
  reverted_by: RefSchema.nullable(),
  revert_reason: z.string().nullable(),
});
export type PrizeView = z.infer<typeof PrizeViewSchema>;

/** What was paid now, and what had been paid before and so was not paid again. */
export const PrizesPaidAnswerSchema = z.object({
  message: z.string(),
  paid: z.array(PrizeViewSchema),
  already_paid: z.array(PrizeViewSchema),
});
export type PrizesPaidAnswer = z.infer<typeof PrizesPaidAnswerSchema>;

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

/** GET /prizes: without `page` (or with all=true) every row comes back (decision 033). */
export const PrizeListQuerySchema = PageQuerySchema.extend({
  page: PageQuerySchema.shape.page.unwrap().optional(),
  tournament_id: optionalId,
  season: optionalId,
});
export type PrizeListQuery = z.infer<typeof PrizeListQuerySchema>;
export const PrizeListSchema = paged(PrizeViewSchema);
export type PrizeList = z.infer<typeof PrizeListSchema>;

export const RevertPrizeSchema = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(PRIZE_REASON_MAX, M.textTooLong(PRIZE_REASON_MAX))
    .refine((t) => !CONTROL.test(t), M.controlCharacters),
});

export const RevertPrizeAnswerSchema = z.object({ message: z.string(), prize: PrizeViewSchema });
