import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { idNumber, onceEach, wholeNumber } from '../fields';
import { MatchSchema, SCORE_MAX, STAGE_MAX } from '../matches/contracts';
import { MATCH_MESSAGES } from '../matches/messages';
import { SEASON_MESSAGES } from '../seasons/contracts';
import { PRODE_MAX_PREDICTIONS, PRODE_POINTS_MAX } from './constants';
import { PRODE_MESSAGES as M } from './messages';

/** GET /prode: a tournament's round; without them, the active season's first tournament and its current round. */
export const ProdeQuerySchema = z.object({
  tournament: idNumber(MATCH_MESSAGES.tournamentInvalid, MATCH_MESSAGES.tournamentInvalid).optional(),
  round: wholeNumber(M.roundInvalid, M.roundInvalid, 1, STAGE_MAX).optional(),
});
export type ProdeQuery = z.infer<typeof ProdeQuerySchema>;

const goals = wholeNumber(M.goalsRequired, MATCH_MESSAGES.goalsInvalid, 0, SCORE_MAX);

export const PredictionInputSchema = z.object({
  id_match: idNumber(M.matchRequired, M.matchInvalid),
  home: goals,
  away: goals,
});

/** PUT /prode/predictions: `[{ id_match, home, away }]`; one bad line refuses the whole submission. */
export const SavePredictionsSchema = z
  .array(PredictionInputSchema, { error: M.listRequired })
  .min(1, M.listRequired)
  .max(PRODE_MAX_PREDICTIONS, M.tooMany(PRODE_MAX_PREDICTIONS))
  .superRefine(onceEach((line) => line.id_match, 'id_match', M.matchRepeated));
export type SavePredictionsInput = z.infer<typeof SavePredictionsSchema>;

const points = wholeNumber(
  M.pointsInvalid(PRODE_POINTS_MAX),
  M.pointsInvalid(PRODE_POINTS_MAX),
  0,
  PRODE_POINTS_MAX,
);

/** The scoring of the league configuration (docs/rules.md §16). */
export const ProdeScoringSchema = z.object({ exact: z.number(), outcome: z.number() });

/** PUT /prode/scoring (Admin). */
export const SaveProdeScoringSchema = z.object({ exact: points, outcome: points }).superRefine((v, ctx) => {
  if (v.exact < 1) ctx.addIssue({ code: 'custom', path: ['exact'], message: M.exactZero });
  else if (v.exact < v.outcome)
    ctx.addIssue({ code: 'custom', path: ['exact'], message: M.exactBelowOutcome });
});
export type SaveProdeScoringInput = z.infer<typeof SaveProdeScoringSchema>;

const ScoreSchema = z.object({ home: z.number(), away: z.number() });

/** Someone's prediction of a match: everyone's only once the match is closed. */
export const PredictionViewSchema = ScoreSchema.extend({ user: RefSchema, points: z.number().nullable() });

/** A match of the round as the fixture has it (`match_date` null: no date, open until its result). */
export const ProdeMatchSchema = MatchSchema.pick({
  id: true,
  team_home: true,
  team_away: true,
  match_date: true,
  score_home: true,
  score_away: true,
}).extend({
  /** Kick-off passed or result saved: no more predictions, and everyone's are shown. */
  locked: z.boolean(),
  mine: ScoreSchema.extend({ points: z.number().nullable() }).nullable(),
  /** Everyone's predictions once locked; empty before. */
  predictions: z.array(PredictionViewSchema),
  /** How many players predicted it (the count is shown before kick-off, the scores are not). */
  predicted: z.number(),
});
export type ProdeMatch = z.infer<typeof ProdeMatchSchema>;

export const ProdeStandingSchema = z.object({
  position: z.number(),
  user: RefSchema,
  points: z.number(),
  exact: z.number(),
  outcome: z.number(),
  scored: z.number(),
});
export type ProdeStandingView = z.infer<typeof ProdeStandingSchema>;

export const ProdeRoundSchema = z.object({ round: z.number(), label: z.string() });

export const ProdePrizeSchema = z.object({
  /** The tournament's prize per round (its prize table); 0 = none. */
  amount: z.number(),
  paid: z.array(z.object({ user: RefSchema, amount: z.number() })),
  /** Finished, with winners, a prize, and not paid yet. */
  payable: z.boolean(),
});

const TournamentOptionSchema = RefSchema.extend({ format: FormatSchema });

/** GET /prode. */
export const ProdeRoundAnswerSchema = z.object({
  season: RefSchema,
  tournaments: z.array(TournamentOptionSchema),
  tournament: TournamentOptionSchema,
  rounds: z.array(ProdeRoundSchema),
  round: ProdeRoundSchema,
  scoring: ProdeScoringSchema,
  /** The caller plays: a league member with a team. */
  can_predict: z.boolean(),
  finished: z.boolean(),
  matches: z.array(ProdeMatchSchema),
  table: z.array(ProdeStandingSchema),
  winners: z.array(ProdeStandingSchema),
  prize: ProdePrizeSchema,
});
export type ProdeRoundAnswer = z.infer<typeof ProdeRoundAnswerSchema>;

export const PredictionsSavedSchema = z.object({
  message: z.string(),
  predictions: z.array(z.object({ id_match: z.number(), home: z.number(), away: z.number() })),
});

export const ProdeScoringSavedSchema = z.object({ message: z.string(), scoring: ProdeScoringSchema });

/** GET /prode/leaderboard?season=. */
export const ProdeLeaderboardQuerySchema = z.object({
  season: idNumber(SEASON_MESSAGES.invalid, SEASON_MESSAGES.invalid).optional(),
});
export const ProdeLeaderboardSchema = z.object({
  season: RefSchema,
  scoring: ProdeScoringSchema,
  data: z.array(ProdeStandingSchema.extend({ rounds_won: z.number() })),
});
export type ProdeLeaderboard = z.infer<typeof ProdeLeaderboardSchema>;

/** The last finished round of each tournament of the active season and who won it (the dashboard's card). */
export const ProdeWinnersSchema = z.object({
  data: z.array(
    z.object({
      tournament: RefSchema,
      round: ProdeRoundSchema,
      winners: z.array(ProdeStandingSchema),
    }),
  ),
});
export type ProdeWinners = z.infer<typeof ProdeWinnersSchema>;

/** POST /prode/prizes (Admin): pay a finished round's prize to its winners, once. */
export const PayProdePrizeSchema = z.object({
  tournament: idNumber(MATCH_MESSAGES.tournamentInvalid, MATCH_MESSAGES.tournamentInvalid),
  round: wholeNumber(M.roundInvalid, M.roundInvalid, 1, STAGE_MAX),
});
export type PayProdePrizeInput = z.infer<typeof PayProdePrizeSchema>;
export const ProdePrizePaidSchema = z.object({ message: z.string(), prize: ProdePrizeSchema });
