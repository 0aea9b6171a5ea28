import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { idField, moneyField, optionalIdField } from '../fields';
import { SANCTION_KINDS, SANCTION_REASON_MAX, STAFF_SANCTION_KINDS } from './constants';
import { DisciplineStandingSchema, LiftPricesSchema } from './shapes';
import { SANCTION_MESSAGES as M } from './messages';
import { sanctionNeedsMatch } from './sanctions';

// NUL and other control characters are never text (docs/rules.md §15.4).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const reasonField = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .max(SANCTION_REASON_MAX, M.reasonTooLong)
  .refine((t) => !CONTROL.test(t), M.controlCharacters);

/** POST /api/sanctions: staff record a sanction; late data entry is the server's (decision 025). */
export const CreateSanctionSchema = z
  .object({
    team_id: idField(M.teamRequired),
    kind: z.enum(STAFF_SANCTION_KINDS, { error: M.kindInvalid }),
    match_id: optionalIdField(M.matchNotFound),
    offer_id: optionalIdField(M.offerNotFound),
    reason: reasonField,
    /** Withdrawals only: whether the team notified it (not notified adds the extra fine). */
    notified: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (sanctionNeedsMatch(v.kind) && v.match_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['match_id'], message: M.matchRequired });
    else if (v.match_id === undefined && v.offer_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['match_id'], message: M.linkRequired });
  });
export type CreateSanctionInput = z.infer<typeof CreateSanctionSchema>;

/** DELETE /api/sanctions/{id}: a revert says why. */
export const RevertSanctionSchema = z.object({ reason: reasonField });

export const SanctionViewSchema = z.object({
  id: z.number(),
  season_id: z.number(),
  team: RefSchema,
  kind: z.enum(SANCTION_KINDS),
  match: z.object({ id: z.number(), label: z.string() }).nullable(),
  offer_id: z.number().nullable(),
  reason: z.string(),
  /** The fine charged to the team's manager (0 when the kind carries none). */
  amount: z.number(),
  notified: z.boolean().nullable(),
  late_hours: z.number().nullable(),
  created_by: RefSchema.nullable(),
  created_at: z.string(),
  reverted_at: z.string().nullable(),
  revert_reason: z.string().nullable(),
});
export type SanctionView = z.infer<typeof SanctionViewSchema>;

/** GET /api/sanctions: staff see every team's; a manager only their own team's. */
export const SanctionListQuerySchema = z.object({
  team_id: optionalIdField(M.teamNotFound),
  season_id: optionalIdField(M.noSeason),
});

export const TeamDisciplineSchema = DisciplineStandingSchema.extend({ team: RefSchema });
export const SanctionListSchema = z.object({
  data: z.array(SanctionViewSchema),
  standings: z.array(TeamDisciplineSchema),
});
export type SanctionList = z.infer<typeof SanctionListSchema>;

export const SanctionAnswerSchema = z.object({ message: z.string(), sanction: SanctionViewSchema });

const dateField = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), M.dateInvalid)
    .nullable(),
);

/** The league's discipline settings (decision 025): reset date, late-entry fines, lift prices. */
export const DisciplineSettingsSchema = z.object({
  market_reset_date: dateField,
  /** The day the market closes: the season objectives freeze then (docs/rules.md §3.5). Absent: none set. */
  market_close_date: dateField.optional(),
  late_entry_fines: z.tuple([
    moneyField(M.amountInvalid),
    moneyField(M.amountInvalid),
    moneyField(M.amountInvalid),
  ]),
  lift_prices: LiftPricesSchema,
});
export type DisciplineSettings = z.infer<typeof DisciplineSettingsSchema>;

/** The settings as answered (plain numbers; the request schema above reads form text too). */
export const DisciplineSettingsViewSchema = z.object({
  market_reset_date: z.string().nullable(),
  market_close_date: z.string().nullable().optional(),
  late_entry_fines: z.array(z.number()),
  lift_prices: z.object({
    yellow_cards: z.number().nullable(),
    red_card: z.number().nullable(),
    direct_red: z.number().nullable(),
    injury: z.number().nullable(),
    serious_injury: z.number().nullable(),
  }),
});
