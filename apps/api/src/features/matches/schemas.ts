import { z } from 'zod';
import { idNumber, wholeNumber } from '../../lib/input-fields';
import { parseLeagueDateTime } from '@liga/domain';
import { MatchSchema } from '../../lib/match-view';
import { messages } from './messages';

export const SCORE_MAX = 99;
export const STAGE_MAX = 99;

const stage = wholeNumber(messages.stageRequired, messages.stageInvalid, 1, STAGE_MAX);
const team = idNumber(messages.teamsRequired, messages.teamInvalid);
const score = wholeNumber(messages.goalsRequired, messages.goalsInvalid, 0, SCORE_MAX);
/** ISO date-time; without an offset it is league time (read by the service). '' or null: no date. */
const matchDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: messages.dateInvalid })
    .refine((v) => parseLeagueDateTime(v, 'UTC') !== undefined, messages.dateInvalid)
    .nullable(),
);

/** Keys in the order of the spec's messages (spec 02 §5), so the first error is the one it names first. */
export const CreateMatchSchema = z
  .object({
    stage,
    team_home_id: team,
    team_away_id: team,
    score_home: score,
    score_away: score,
    tournament_id: idNumber(messages.tournamentRequired, messages.tournamentInvalid),
    match_date: matchDate.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.team_home_id === v.team_away_id)
      ctx.addIssue({ code: 'custom', path: ['team_away_id'], message: messages.sameTeam });
  });
export type CreateMatchInput = z.infer<typeof CreateMatchSchema>;

/** Clients send the whole match back (DESIGN.md §4): only these fields are read, the rest ignored. */
export const UpdateMatchSchema = z.object({
  status: z.enum(['pending', 'completed'], { error: messages.statusInvalid }).optional(),
  stage: stage.optional(),
  score_home: score.optional(),
  score_away: score.optional(),
  match_date: matchDate.optional(),
});
export type UpdateMatchInput = z.infer<typeof UpdateMatchSchema>;

export const MatchListQuery = z.object({
  tournament_id: idNumber(messages.tournamentInvalid, messages.tournamentInvalid).optional(),
  season: idNumber(messages.seasonInvalid, messages.seasonInvalid).optional(),
});

export const MatchAnswer = z.object({ message: z.string(), match: MatchSchema });
export const MatchList = z.object({ data: z.array(MatchSchema) });
export const MatchDetail = z.object({ data: MatchSchema });
