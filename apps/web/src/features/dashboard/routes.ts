import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** 'Mi estado'. Each page is its own chunk. */
export const dashboardRoutes: RouteObject[] = [
  { path: paths.dashboard, Component: lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage') },
];
