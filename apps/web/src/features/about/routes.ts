import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** What the league and the application are. The page is its own chunk. */
export const aboutRoutes: RouteObject[] = [
  { path: paths.about, Component: lazyPage(() => import('./pages/about-page'), 'AboutPage') },
];
