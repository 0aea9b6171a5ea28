import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** /temporadas: closing the season (Admin, decision 024), its own chunk. */
export const seasonCloseRoutes: RouteObject[] = [
  {
    path: paths.seasonClose,
    Component: lazyPage(() => import('./pages/season-close-page'), 'SeasonClosePage'),
  },
];
