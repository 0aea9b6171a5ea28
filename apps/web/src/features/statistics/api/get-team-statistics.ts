import type { Format } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TeamRef } from '../../matches';

/** A round the player may not play, by stage name, with why (spec 02 §4 suspensions). */
export interface BarredRound {
  stage: number;
  label: string;
  reasons: string[];
}

export interface PlayerSummary {
  player: TeamRef;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_card_round: number | null;
  injury_round: number | null;
  serious_injury_round: number | null;
  last_match_round: number | null;
  barred: BarredRound[];
}

/** GET /match-statistics/team/{team_id}[?season=]: per tournament format, per player (spec 02 §2). */
export interface TeamStatistics {
  team: TeamRef;
  season_id: number | null;
  data: { format: Format; label: string; players: PlayerSummary[] }[];
}

export const getTeamStatistics = (teamId: number, season?: number): Promise<TeamStatistics> =>
  api<TeamStatistics>(`/match-statistics/team/${teamId}`, { query: { season } });

export const teamStatisticsQueryOptions = (teamId: number, season?: number) =>
  queryOptions({
    queryKey: queryKeys.competition.teamStatistics(teamId, season),
    queryFn: () => getTeamStatistics(teamId, season),
  });

export const useTeamStatistics = (teamId: number, season: number | undefined, enabled = true) =>
  useQuery({ ...teamStatisticsQueryOptions(teamId, season), enabled });
