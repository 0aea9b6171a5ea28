import { z } from 'zod';
import { matchesMessages as m } from './messages';

const required = (message: string) => z.string().trim().min(1, message);
const whole = (message: string, invalid: string) => required(message).regex(/^\d+$/, invalid);

/**
 * The create-match form (spec 02 §5): every field is a string as the inputs give it; each missing
 * field gets the specification's message. Numbers come out after the checks.
 */
export const MatchFormSchema = z
  .object({
    tournament_id: required(m.tournamentRequired),
    stage: whole(m.stageRequired, m.stageRequired).refine((v) => Number(v) >= 1, m.stageRequired),
    team_home_id: required(m.teamsRequired),
    team_away_id: required(m.teamsRequired),
    score_home: whole(m.goalsRequired, m.goalsRequired),
    score_away: whole(m.goalsRequired, m.goalsRequired),
  })
  .refine((v) => v.team_home_id !== v.team_away_id, { path: ['team_away_id'], message: m.sameTeam })
  .transform((v) => ({
    tournament_id: Number(v.tournament_id),
    stage: Number(v.stage),
    team_home_id: Number(v.team_home_id),
    team_away_id: Number(v.team_away_id),
    score_home: Number(v.score_home),
    score_away: Number(v.score_away),
  }));
export type MatchFormValues = z.input<typeof MatchFormSchema>;
export type MatchFormOutput = z.output<typeof MatchFormSchema>;

export const EMPTY_MATCH_FORM: MatchFormValues = {
  tournament_id: '',
  stage: '',
  team_home_id: '',
  team_away_id: '',
  score_home: '',
  score_away: '',
};
