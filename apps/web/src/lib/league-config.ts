import { DEFAULT_LEAGUE_TIMEZONE } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/config (no auth): the league's public links and clock. */
export interface LeagueConfig {
  social_url: string;
  streaming_url: string;
  chat_url: string;
  league_timezone: string;
}

export const getLeagueConfig = (): Promise<LeagueConfig> => api<LeagueConfig>('/config');

export const leagueConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config, queryFn: getLeagueConfig, staleTime: Infinity });

export const useLeagueConfig = () => useQuery(leagueConfigQueryOptions());

/** The zone every displayed date uses; the default until /config answers. */
export function useLeagueTimezone(): string {
  return useLeagueConfig().data?.league_timezone || DEFAULT_LEAGUE_TIMEZONE;
}
