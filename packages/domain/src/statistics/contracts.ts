import { z } from 'zod';
import { RefSchema, idParam } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { idNumber } from '../fields';
import { SEASON_MESSAGES } from '../seasons/contracts';

/** A player's statistic lines added up (a tournament's, a season's): matches played, goals, assists, cards. */
export const StatTotalsSchema = z.object({
  matches: z.number(),
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_cards: z.number(),
});

const TopEntrySchema = z.object({ player: RefSchema, team: RefSchema, value: z.number() });
export type TopEntry = z.infer<typeof TopEntrySchema>;

/** GET /statistics/top?tournament_id=: the four top-20 lists of a tournament. */
export const TopListsSchema = z.object({
  goals: z.array(TopEntrySchema),
  assists: z.array(TopEntrySchema),
  mvp: z.array(TopEntrySchema),
  injuries: z.array(TopEntrySchema),
});
export type TopLists = z.infer<typeof TopListsSchema>;

/** A round the player may not play, by stage name, with why (suspensions). */
export const BarredRoundSchema = z.object({
  stage: z.number(),
  label: z.string(),
  reasons: z.array(z.string()),
});

export const TeamPlayerStatsSchema = z.object({
  player: RefSchema,
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_card_round: z.number().nullable(),
  injury_round: z.number().nullable(),
  serious_injury_round: z.number().nullable(),
  last_match_round: z.number().nullable(),
  barred: z.array(BarredRoundSchema),
});
export type TeamPlayerStats = z.infer<typeof TeamPlayerStatsSchema>;

/** GET /match-statistics/team/{team_id}[?season=]: per tournament format, per player. */
export const TeamStatisticsSchema = z.object({
  team: RefSchema,
  season_id: z.number().nullable(),
  data: z.array(
    z.object({ format: FormatSchema, label: z.string(), players: z.array(TeamPlayerStatsSchema) }),
  ),
});
export type TeamStatistics = z.infer<typeof TeamStatisticsSchema>;
export const TeamStatisticsParamsSchema = z.object({ team_id: idParam });
export const TeamStatisticsQuerySchema = z.object({
  season: idNumber(SEASON_MESSAGES.invalid, SEASON_MESSAGES.invalid).optional(),
});
