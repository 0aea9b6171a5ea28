import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seasons/start: the active season and when it starts; null start means it already started. */
export interface SeasonStart {
  id: number | null;
  start_date: string | null;
}

export const getSeasonStart = (): Promise<SeasonStart> => api<SeasonStart>('/seasons/start');

export const seasonStartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.seasons.start, queryFn: getSeasonStart, staleTime: 60_000 });

export const useSeasonStart = () => useQuery(seasonStartQueryOptions());
