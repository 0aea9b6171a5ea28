import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketKey } from '../../market';
import type { Dashboard } from '../types';

/** GET /dashboard?season= (default: the active season). */
export const getDashboard = (season: number | undefined): Promise<Dashboard> =>
  api<Dashboard>('/dashboard', { query: { season } });

/** Under the market prefix: every market action changes it. */
export const dashboardKey = [...marketKey, 'dashboard'] as const;

export const dashboardQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: [...dashboardKey, { season: season ?? null }],
    queryFn: () => getDashboard(season),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (season: number | undefined) => useQuery(dashboardQueryOptions(season));
