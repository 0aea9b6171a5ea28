import type { SeasonHistory } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seasons/history (decision 030): the closed seasons, newest first, with their champions. */
export const getSeasonHistory = (): Promise<SeasonHistory['data']> =>
  api('GET /seasons/history').then((res) => res.data);

export const seasonHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.history.closed, queryFn: getSeasonHistory });

export const useSeasonHistory = () => useQuery(seasonHistoryQueryOptions());
