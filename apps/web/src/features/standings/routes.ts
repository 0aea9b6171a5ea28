import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Standings. Each page is its own chunk. */
export const standingsRoutes: RouteObject[] = [
  { path: paths.standings, Component: lazyPage(() => import('./pages/standings-page'), 'StandingsPage') },
];
