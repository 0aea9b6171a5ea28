import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../../lib/route-prefetch';
import { seasonIdParam, seasonsQueryOptions } from '../seasons';
import { dashboardQueryOptions } from './api/get-dashboard';

/** 'Mi estado'. Each page is its own chunk; its data is asked for with the chunk on a full load. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    Component: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage'),
    handle: {
      prefetch: (client, search) => {
        void client.prefetchQuery(dashboardQueryOptions(seasonIdParam(search.get('season'))));
        void client.prefetchQuery(seasonsQueryOptions());
      },
    } satisfies RouteHandle,
  },
];
