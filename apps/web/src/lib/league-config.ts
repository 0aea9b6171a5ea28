import { DEFAULT_LEAGUE_TIMEZONE, type LeagueConfig } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export const getLeagueConfig = (): Promise<LeagueConfig> => api('GET /config');

export const leagueConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config, queryFn: getLeagueConfig, staleTime: Infinity });

export const useLeagueConfig = () => useQuery(leagueConfigQueryOptions());

/** The zone every displayed date uses; the default until /config answers. */
export function useLeagueTimezone(): string {
  return useLeagueConfig().data?.league_timezone || DEFAULT_LEAGUE_TIMEZONE;
}
