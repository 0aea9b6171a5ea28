import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Top lists and a team's statistics. Each page is its own chunk. */
export const statisticsRoutes: RouteObject[] = [
  { path: paths.statistics, Component: lazyPage(() => import('./pages/statistics-page'), 'StatisticsPage') },
  {
    path: paths.teamStatistics(),
    Component: lazyPage(() => import('./pages/team-statistics-page'), 'TeamStatisticsPage'),
  },
];
