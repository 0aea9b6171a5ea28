import type { SeasonStart } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSeasonStart = (): Promise<SeasonStart> => api('GET /seasons/start');

export const seasonStartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.seasons.start, queryFn: getSeasonStart, staleTime: 60_000 });

export const useSeasonStart = () => useQuery(seasonStartQueryOptions());
