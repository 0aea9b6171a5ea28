import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** /sanciones (staff): its own chunk. */
export const sanctionsRoutes: RouteObject[] = [
  { path: paths.sanctions, Component: lazyPage(() => import('./pages/sanctions-page'), 'SanctionsPage') },
];
