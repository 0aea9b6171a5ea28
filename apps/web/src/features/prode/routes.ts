import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The prode (decision 028): its own chunk. */
export const prodeRoutes: RouteObject[] = [
  { path: paths.predictions, Component: lazyPage(() => import('./pages/prode-page'), 'ProdePage') },
];
