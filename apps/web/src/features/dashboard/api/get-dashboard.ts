import type { Dashboard } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /dashboard?season= (default: the active season). */
export const getDashboard = (season: number | undefined): Promise<Dashboard> =>
  api<Dashboard>('/dashboard', { query: { season } });

export const dashboardQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.dashboard.of(season),
    queryFn: () => getDashboard(season),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (season: number | undefined) => useQuery(dashboardQueryOptions(season));
