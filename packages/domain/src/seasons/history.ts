import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { StandingTableSchema } from '../standings/contracts';
import { TopListsSchema } from '../statistics/contracts';

const TournamentRefSchema = RefSchema.extend({ format: FormatSchema });

/** A title: who won which tournament of which season. */
export const ChampionSchema = z.object({
  kind: z.string(),
  tournament: TournamentRefSchema.nullable(),
  team: RefSchema,
});
export type Champion = z.infer<typeof ChampionSchema>;

/** A paid prize of the season; `amount` only for league members (docs/rules.md §13.2), else null. */
export const SeasonPrizeSchema = z.object({
  id: z.number(),
  tournament: RefSchema,
  team: RefSchema,
  position: z.string(),
  amount: z.number().nullable(),
});

/** A team's objective settled at the close: met when its result reached the objective. */
export const SeasonObjectiveSchema = z.object({
  team: RefSchema,
  division: z.string(),
  objective: z.string(),
  result: z.string(),
  steps: z.number(),
  met: z.boolean(),
  amount: z.number().nullable(),
});

/**
 * GET /seasons/{id}/summary (docs/decisions/030): a closed season from what its close froze (tables,
 * champions, promoted and relegated, objectives); a season not closed from its live tables, with no
 * champions nor moves yet. Scorers and assisters over all the season's tournaments.
 */
export const SeasonSummarySchema = z.object({
  season: z.object({
    id: z.number(),
    name: z.string(),
    active: z.boolean(),
    closed_at: z.string().nullable(),
  }),
  /** 'frozen': the tables stored at the close; 'live': computed from the matches played so far. */
  tables_source: z.enum(['frozen', 'live']),
  champions: z.array(ChampionSchema),
  promoted: z.array(RefSchema),
  relegated: z.array(RefSchema),
  tables: z.array(StandingTableSchema),
  top_scorers: TopListsSchema.shape.goals,
  top_assisters: TopListsSchema.shape.assists,
  prizes: z.array(SeasonPrizeSchema),
  /** The prizes' sum; null when the caller may not see amounts. */
  prizes_total: z.number().nullable(),
  objectives: z.array(SeasonObjectiveSchema),
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

/** GET /seasons/history: the closed seasons, newest first, each with its champions. */
export const SeasonHistorySchema = z.object({
  data: z.array(RefSchema.extend({ closed_at: z.string(), champions: z.array(ChampionSchema) })),
});
export type SeasonHistory = z.infer<typeof SeasonHistorySchema>;

/** GET /teams/{id}/trophies: the team's titles, newest season first (the trophy cabinet). */
export const TeamTrophiesSchema = z.object({
  team: RefSchema,
  data: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      season: RefSchema.nullable(),
      tournament: TournamentRefSchema.nullable(),
    }),
  ),
});
export type TeamTrophies = z.infer<typeof TeamTrophiesSchema>;
