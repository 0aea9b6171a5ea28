import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { idNumber, wholeNumber } from '../fields';
import { parseLeagueDateTime } from '../league-time';
import { MATCH_STATUSES } from '../statuses';
import { MATCH_MESSAGES as M } from './messages';

export const SCORE_MAX = 99;
export const STAGE_MAX = 99;

/** A match as every competition screen shows it (Match), teams and tournament nested. */
export const MatchSchema = z.object({
  id: z.number(),
  tournament_id: z.number(),
  team_home: RefSchema,
  team_away: RefSchema,
  score_home: z.number().nullable(),
  score_away: z.number().nullable(),
  match_date: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  /** 'Pendiente de carga' or 'Estadísticas completadas y cargadas'. */
  status_text: z.string(),
  stage: z.number(),
  /** The round's name on the matches screen ('Fecha 3', 'Cuartos', …). */
  stage_label: z.string(),
  group: z.string().nullable(),
  tournament: RefSchema.extend({ format: FormatSchema }),
});
export type Match = z.infer<typeof MatchSchema>;

const stage = wholeNumber(M.stageRequired, M.stageInvalid, 1, STAGE_MAX);
const team = idNumber(M.teamsRequired, M.teamInvalid);
const score = wholeNumber(M.goalsRequired, M.goalsInvalid, 0, SCORE_MAX);
/** ISO date-time; without an offset it is league time (read by the server). '' or null: no date. */
const matchDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: M.dateInvalid })
    .refine((v) => parseLeagueDateTime(v, 'UTC') !== undefined, M.dateInvalid)
    .nullable(),
);

/** POST /matches. Keys in the order of the league client's messages, so the first error is the one it names first. */
export const CreateMatchSchema = z
  .object({
    stage,
    team_home_id: team,
    team_away_id: team,
    score_home: score,
    score_away: score,
    tournament_id: idNumber(M.tournamentRequired, M.tournamentInvalid),
    match_date: matchDate.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.team_home_id === v.team_away_id)
      ctx.addIssue({ code: 'custom', path: ['team_away_id'], message: M.sameTeam });
  });
export type CreateMatchInput = z.infer<typeof CreateMatchSchema>;

/** PUT /matches/{id} (staff). Clients send the whole match back (decision 033): only these fields are read. */
export const UpdateMatchSchema = z
  .object({
    status: z.enum(MATCH_STATUSES, { error: M.statusInvalid }),
    stage,
    score_home: score,
    score_away: score,
    match_date: matchDate,
  })
  .partial();
export type UpdateMatchInput = z.infer<typeof UpdateMatchSchema>;

/** GET /matches: one tournament, or a season (default: the active one). */
export const MatchListQuerySchema = z.object({
  tournament_id: idNumber(M.tournamentInvalid, M.tournamentInvalid).optional(),
  season: idNumber(M.seasonInvalid, M.seasonInvalid).optional(),
});
export type MatchListQuery = z.infer<typeof MatchListQuerySchema>;

export const MatchSavedSchema = z.object({ message: z.string(), match: MatchSchema });
export const MatchListSchema = z.object({ data: z.array(MatchSchema) });
export type MatchList = z.infer<typeof MatchListSchema>;
/** GET /games/{id} answers `{data}`. */
export const MatchDetailSchema = z.object({ data: MatchSchema });
