import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Matches and a match's detail (its statistics come from match-statistics). Each page is its own chunk. */
export const matchesRoutes: RouteObject[] = [
  { path: paths.matches, Component: lazyPage(() => import('./pages/matches-page'), 'MatchesPage') },
  { path: paths.match(), Component: lazyPage(() => import('./pages/match-page'), 'MatchPage') },
];
