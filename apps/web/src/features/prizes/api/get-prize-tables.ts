import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /create-prizes?season= ("data"): the prize table of each tournament of the season. */
export const getPrizeTables = (season: number | undefined) =>
  api('GET /create-prizes', { query: { season } }).then((res) => res.data);

export const prizeTablesQueryOptions = (season: number | undefined) =>
  queryOptions({ queryKey: queryKeys.prizes.tablesOf(season), queryFn: () => getPrizeTables(season) });

export const usePrizeTables = (season: number | undefined) => useQuery(prizeTablesQueryOptions(season));
