import { z } from 'zod';
import { RefSchema, idParam } from '../common/contracts';
import { PageQuerySchema } from '../paging';
import { SeasonQuerySchema } from '../seasons/contracts';

/** A linked bet's match as the bettor reads it: the teams, the kick-off and the score once saved. */
export const BetMatchSchema = z.object({
  id: z.number(),
  home: RefSchema,
  away: RefSchema,
  stage: z.number(),
  tournament: RefSchema,
  kick_off: z.string().nullable(),
  score_home: z.number().nullable(),
  score_away: z.number().nullable(),
});
export type BetMatch = z.infer<typeof BetMatchSchema>;

/**
 * What decides a linked user bet (docs/rules.md §7.5): the match's score, and for a player bet the
 * player's goals and cards in its statistics (null while they are not saved).
 */
export const DecidedBySchema = z.object({
  match: BetMatchSchema,
  player: z
    .object({ id: z.number(), name: z.string(), goals: z.number().nullable(), cards: z.number().nullable() })
    .nullable(),
});
export type DecidedBy = z.infer<typeof DecidedBySchema>;

/** GET /bets/fixture: matches of the active season still open for betting (no result, not kicked off). */
export const FixtureMatchListSchema = z.object({ data: z.array(BetMatchSchema) });

/** GET /bets/fixture/{id}: one match with its suggested odds (x.xx, editable) and both squads. */
export const FixtureMatchDetailSchema = z.object({
  match: BetMatchSchema,
  title: z.string(),
  odds: z.object({
    home_odd: z.string(),
    away_odd: z.string(),
    draw_odd: z.string(),
    under: z.string(),
    over: z.string(),
  }),
  players: z.array(z.object({ id: z.number(), name: z.string(), team: RefSchema })),
});
export type FixtureMatchDetail = z.infer<typeof FixtureMatchDetailSchema>;
export const FixtureMatchParamsSchema = z.object({ id: idParam });

/** GET /bets/leaderboard?season=: betting profit per bettor in a season (default the active one). */
export const BetLeaderboardQuerySchema = SeasonQuerySchema;
export const BetLeaderboardRowSchema = z.object({
  user: RefSchema,
  bets: z.number(),
  won: z.number(),
  lost: z.number(),
  open: z.number(),
  staked: z.number(),
  returned: z.number(),
  /** Returned minus staked, counting only settled bets (open stakes are not lost yet). */
  profit: z.number(),
});
export type BetLeaderboardRow = z.infer<typeof BetLeaderboardRowSchema>;
export const BetLeaderboardSchema = z.object({
  season: RefSchema.nullable(),
  data: z.array(BetLeaderboardRowSchema),
});
export type BetLeaderboard = z.infer<typeof BetLeaderboardSchema>;

/** GET /bet_user/mine: a page of the caller's bets, all or only the open, won or lost ones. */
export const MyBetsQuerySchema = PageQuerySchema.extend({
  outcome: z.enum(['pending', 'won', 'lost'], { error: 'Elegí abiertas, ganadas o perdidas.' }).optional(),
});
