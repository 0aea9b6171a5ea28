import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Prize loading and the prize tables (Admin). Each page is its own chunk. */
export const prizesRoutes: RouteObject[] = [
  { path: paths.prizes, Component: lazyPage(() => import('./pages/prizes-page'), 'PrizesPage') },
  {
    path: paths.prizesNew,
    Component: lazyPage(() => import('./pages/prize-tables-page'), 'PrizeTablesPage'),
  },
];
