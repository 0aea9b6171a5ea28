import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Transfers: the form and the history. Each page is its own chunk. */
export const transfersRoutes: RouteObject[] = [
  { path: paths.transferNew, Component: lazyPage(() => import('./pages/transfer-page'), 'TransferPage') },
  { path: paths.transfers, Component: lazyPage(() => import('./pages/transfers-page'), 'TransfersPage') },
];
