import { z } from 'zod';
import { FormatSchema } from '@liga/domain';
import { MatchSchema } from '../../lib/match-view';

const Ref = z.object({ id: z.number(), name: z.string() });

export const StatisticRowSchema = z.object({
  id: z.number(),
  player_id: Ref,
  team_id: z.number(),
  tournament_id: z.object({ id: z.number(), format: FormatSchema }),
  match_id: z.object({ id: z.number(), stage: z.number() }),
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_cards: z.number(),
  simple_injuries: z.number(),
  serious_injuries: z.number(),
  mvp: z.boolean(),
  direct_red: z.enum(['yes', 'not']),
});
export type StatisticRow = z.infer<typeof StatisticRowSchema>;

const Barred = z.object({ stage: z.number(), label: z.string(), reasons: z.array(z.string()) });
export const PlayerSummarySchema = z.object({
  player: Ref,
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_card_round: z.number().nullable(),
  injury_round: z.number().nullable(),
  serious_injury_round: z.number().nullable(),
  last_match_round: z.number().nullable(),
  barred: z.array(Barred),
});
export const TeamStatisticsSchema = z.object({
  team: Ref,
  season_id: z.number().nullable(),
  data: z.array(z.object({ format: FormatSchema, label: z.string(), players: z.array(PlayerSummarySchema) })),
});

export const StandingSchema = z.object({
  id: z.number(),
  position: z.number(),
  tournament: z.object({ id: z.number() }),
  team: Ref,
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  points: z.number(),
  group: z.string().nullable(),
});

const TopEntry = z.object({ player: Ref, team: Ref, value: z.number() });
export const TopListsSchema = z.object({
  goals: z.array(TopEntry),
  assists: z.array(TopEntry),
  mvp: z.array(TopEntry),
  injuries: z.array(TopEntry),
});
export type TopLists = z.infer<typeof TopListsSchema>;

export const SaveAnswer = z.object({ message: z.string(), match: MatchSchema });
