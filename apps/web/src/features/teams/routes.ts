import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Teams and a team's detail. Each page is its own chunk. */
export const teamsRoutes: RouteObject[] = [
  { path: paths.teams, Component: lazyPage(() => import('./pages/teams-page'), 'TeamsPage') },
  { path: paths.team(), Component: lazyPage(() => import('./pages/team-page'), 'TeamPage') },
];
