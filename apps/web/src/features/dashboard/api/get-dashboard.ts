import type { Dashboard } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /dashboard?season= (default: the active season). */
export const getDashboard = (season: number | undefined): Promise<Dashboard> =>
  api('GET /dashboard', { query: { season } });

export const dashboardQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.dashboard.of(season), () => getDashboard(season));

export const useDashboard = (season: number | undefined) => useQuery(dashboardQueryOptions(season));
