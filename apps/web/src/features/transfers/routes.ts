import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Transfers: the form and the history. Each page is its own chunk. */
export const transfersRoutes: RouteObject[] = [
  { path: paths.transferNew, lazy: lazyPage(() => import('./pages/transfer-page'), 'TransferPage') },
  { path: paths.transfers, lazy: lazyPage(() => import('./pages/transfers-page'), 'TransfersPage') },
];
