import { z } from 'zod';
import { IdParamsSchema, RefSchema } from '../common/contracts';
import { TEAMS_PER_DIVISION } from '../competition/constants';
import {
  FORMATS,
  FormatSchema,
  TOURNAMENT_TYPES,
  TournamentTypeSchema,
  type Format,
} from '../competition/round-names';
import { idNumber } from '../fields';
import { MatchSchema } from '../matches/contracts';
import { TOURNAMENT_MESSAGES as M } from './messages';

export const TOURNAMENT_NAME_MAX = 80;

/** How many teams each format is played with (docs/rules.md §2.5, with the UCL stages). */
export const TEAM_COUNT: Readonly<Record<Format, { min: number; max: number }>> = {
  // 14 teams play the 13 league rounds; round 14 is already the Playin.
  PD: { min: 2, max: TEAMS_PER_DIVISION },
  SD: { min: 2, max: TEAMS_PER_DIVISION },
  UCL: { min: 16, max: 16 },
  // UEL round 1 is Octavos (16 teams); CFM round 1 brings up to 32 (24 in the rule book) down to 16.
  UEL: { min: 9, max: 16 },
  CFM: { min: 17, max: 32 },
};

/** Cups are stored with type UCL (decision 004); leagues keep their own format. */
export const FORMATS_OF_TYPE: Readonly<Record<(typeof TOURNAMENT_TYPES)[number], readonly Format[]>> = {
  PD: ['PD'],
  SD: ['SD'],
  UCL: ['UCL', 'UEL', 'CFM'],
};

/** 'YYYY-MM-DD' (a datetime is cut to its date); '' or null mean no date. */
const dateField = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'string' ? value.trim().slice(0, 10) : value),
  z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      M.dateInvalid,
    )
    .nullable(),
);

/** POST /tournaments (Admin). Without team_ids a PD/SD tournament takes its whole division. */
export const CreateTournamentSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(TOURNAMENT_NAME_MAX, M.nameTooLong),
    start_date: dateField.default(null),
    end_date: dateField.default(null),
    type: z.enum(TOURNAMENT_TYPES, { error: M.typeInvalid }),
    format: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(FORMATS, { error: M.formatInvalid }).optional(),
    ),
    season_id: idNumber(M.seasonInvalid, M.seasonInvalid).optional(),
    team_ids: z
      .array(idNumber(M.teamInvalid, M.teamInvalid), { error: M.teamInvalid })
      .max(64, M.teamInvalid)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    if (v.format && !FORMATS_OF_TYPE[v.type].includes(v.format))
      ctx.addIssue({ code: 'custom', path: ['format'], message: M.formatMismatch });
    if (v.team_ids && new Set(v.team_ids).size !== v.team_ids.length)
      ctx.addIssue({ code: 'custom', path: ['team_ids'], message: M.teamsRepeated });
  })
  .transform((v) => ({ ...v, format: v.format ?? v.type }));
export type CreateTournamentInput = z.infer<typeof CreateTournamentSchema>;

/** A tournament (decision 012) with the teams listed for it and their UCL group. */
export const TournamentSchema = RefSchema.extend({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  season_id: z.number(),
  type: TournamentTypeSchema,
  format: FormatSchema,
  season: RefSchema,
  teams: z.array(RefSchema.extend({ group: z.string().nullable() })),
});
export type Tournament = z.infer<typeof TournamentSchema>;

/** GET /tournaments[?season=]. */
export const TournamentListQuerySchema = z.object({
  season: idNumber(M.seasonInvalid, M.seasonInvalid).optional(),
});
export const TournamentListSchema = z.object({ data: z.array(TournamentSchema) });
/** `?tournament_id=` of the standings and the top lists: one tournament must be chosen. */
export const TournamentQuerySchema = z.object({
  tournament_id: idNumber(M.tournamentRequired, M.tournamentInvalid),
});
export const TournamentParamsSchema = IdParamsSchema;

/** POST /tournaments → 201. */
export const TournamentSavedSchema = z.object({ message: z.string(), tournament: TournamentSchema });

/** POST /tournaments/{id}/fixture: a seed repeats a draw; without one the server draws at random. */
export const FixtureBodySchema = z
  .object({
    seed: z
      .number({ error: M.seedInvalid })
      .int(M.seedInvalid)
      .min(0)
      .max(2 ** 32 - 1)
      .optional(),
  })
  .nullish();

/** POST /tournaments/{id}/fixture[/knockout] → 201: the matches created. */
export const FixtureAnswerSchema = z.object({
  message: z.string(),
  seed: z.number().optional(),
  matches: z.array(MatchSchema),
  /** Cup teams that go straight to the second round. */
  byes: z.array(RefSchema),
});
