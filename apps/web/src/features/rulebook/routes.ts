import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The season's rule book. The page is its own chunk. */
export const ruleBookRoutes: RouteObject[] = [
  { path: paths.ruleBook, Component: lazyPage(() => import('./pages/rulebook-page'), 'RulebookPage') },
];
