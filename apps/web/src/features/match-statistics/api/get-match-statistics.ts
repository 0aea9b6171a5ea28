import type { Format } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TeamRef } from '../../matches';
import { queryKeys } from '../../../lib/query-keys';

/** One player's line in one match (spec 02 §3 Match statistic row). */
export interface StatisticRow {
  id: number;
  player_id: TeamRef;
  team_id: number;
  tournament_id: { id: number; format: Format };
  match_id: { id: number; stage: number };
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  simple_injuries: number;
  serious_injuries: number;
  mvp: boolean;
  direct_red: 'yes' | 'not';
}

/** GET /match-statistics?match_id= (spec 02 §7). */
export const getMatchStatistics = (matchId: number): Promise<StatisticRow[]> =>
  api<{ data: StatisticRow[] }>('/match-statistics', { query: { match_id: matchId } }).then((r) => r.data);

export const matchStatisticsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.matchStatistics(matchId),
    queryFn: () => getMatchStatistics(matchId),
  });

export const useMatchStatistics = (matchId: number, enabled = true) =>
  useQuery({ ...matchStatisticsQueryOptions(matchId), enabled });
