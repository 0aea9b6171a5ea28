import { z } from 'zod';
import { FORMATS, FormatSchema, TOURNAMENT_TYPES } from '@liga/domain';
import { idNumber } from '../../lib/input-fields';
import { MatchSchema } from '../../lib/match-view';
import { messages } from './messages';

export const TOURNAMENT_NAME_MAX = 80;

/** 'YYYY-MM-DD' (a datetime is cut to its date); '' or null mean no date. */
const dateField = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'string' ? value.trim().slice(0, 10) : value),
  z
    .string({ error: messages.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateInvalid)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      messages.dateInvalid,
    )
    .nullable(),
);

/** Cups are stored with type UCL (see the demo league); leagues keep their own format. */
const FORMATS_OF_TYPE: Readonly<Record<string, readonly string[]>> = {
  PD: ['PD'],
  SD: ['SD'],
  UCL: ['UCL', 'UEL', 'CFM'],
};

export const CreateTournamentSchema = z
  .object({
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(TOURNAMENT_NAME_MAX, messages.nameTooLong),
    start_date: dateField.default(null),
    end_date: dateField.default(null),
    type: z.enum(TOURNAMENT_TYPES, { error: messages.typeInvalid }),
    format: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(FORMATS, { error: messages.formatInvalid }).optional(),
    ),
    season_id: idNumber(messages.seasonInvalid, messages.seasonInvalid).optional(),
    team_ids: z
      .array(idNumber(messages.teamInvalid, messages.teamInvalid), { error: messages.teamInvalid })
      .max(64, messages.teamInvalid)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
    if (v.format && !FORMATS_OF_TYPE[v.type]?.includes(v.format))
      ctx.addIssue({ code: 'custom', path: ['format'], message: messages.formatMismatch });
    if (v.team_ids && new Set(v.team_ids).size !== v.team_ids.length)
      ctx.addIssue({ code: 'custom', path: ['team_ids'], message: messages.teamsRepeated });
  })
  .transform((v) => ({ ...v, format: v.format ?? v.type }));
export type CreateTournamentInput = z.infer<typeof CreateTournamentSchema>;

export const TournamentSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  season_id: z.number(),
  type: z.string(),
  format: FormatSchema,
  season: z.object({ id: z.number(), name: z.string() }),
  teams: z.array(z.object({ id: z.number(), name: z.string(), group: z.string().nullable() })),
});
export type TournamentView = z.infer<typeof TournamentSchema>;

export const TournamentListQuery = z.object({
  season: idNumber(messages.seasonInvalid, messages.seasonInvalid).optional(),
});

/** A seed repeats a draw; without one the server draws at random. */
export const FixtureBodySchema = z
  .object({
    seed: z
      .number({ error: 'La semilla debe ser un número entero.' })
      .int('La semilla debe ser un número entero.')
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
  })
  .nullish();

export const FixtureAnswer = z.object({
  message: z.string(),
  seed: z.number().optional(),
  matches: z.array(MatchSchema),
  /** Cup teams that go straight to the second round. */
  byes: z.array(z.object({ id: z.number(), name: z.string() })),
});
