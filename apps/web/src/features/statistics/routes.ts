import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Top lists and a team's statistics. Each page is its own chunk. */
export const statisticsRoutes: RouteObject[] = [
  { path: paths.statistics, lazy: lazyPage(() => import('./pages/statistics-page'), 'StatisticsPage') },
  {
    path: paths.teamStatistics(),
    lazy: lazyPage(() => import('./pages/team-statistics-page'), 'TeamStatisticsPage'),
  },
];
