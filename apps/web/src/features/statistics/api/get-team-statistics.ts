import type { TeamStatistics } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTeamStatistics = (teamId: number, season?: number): Promise<TeamStatistics> =>
  api('GET /match-statistics/team/:team_id/summary', { params: { team_id: teamId }, query: { season } });

export const teamStatisticsQueryOptions = (teamId: number, season?: number) =>
  queryOptions({
    queryKey: queryKeys.competition.teamStatistics(teamId, season),
    queryFn: () => getTeamStatistics(teamId, season),
  });

export const useTeamStatistics = (teamId: number, season: number | undefined, enabled = true) =>
  useQuery({ ...teamStatisticsQueryOptions(teamId, season), enabled });
