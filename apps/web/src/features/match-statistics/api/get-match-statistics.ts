import type { StatisticRow } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /match-statistics?match_id= (decision 012). */
export const getMatchStatistics = (matchId: number): Promise<StatisticRow[]> =>
  api('GET /match-statistics', { query: { match_id: matchId } }).then((r) => r.data);

export const matchStatisticsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.matchStatistics(matchId),
    queryFn: () => getMatchStatistics(matchId),
  });

export const useMatchStatistics = (matchId: number, enabled = true) =>
  useQuery({ ...matchStatisticsQueryOptions(matchId), enabled });
