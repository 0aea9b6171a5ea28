import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The caller's squad. Each page is its own chunk. */
export const squadRoutes: RouteObject[] = [
  { path: paths.squad, Component: lazyPage(() => import('./pages/squad-page'), 'SquadPage') },
];
