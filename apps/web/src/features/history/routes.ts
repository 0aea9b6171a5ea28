import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The closed seasons (decision 030); a season's summary is assembled in the app (app/assembled-routes.ts). */
export const historyRoutes: RouteObject[] = [
  {
    path: paths.seasonHistory,
    Component: lazyPage(() => import('./pages/season-history-page'), 'SeasonHistoryPage'),
  },
];
